import type { Preferences } from '../../shared/schemas/preferences.ts';
import type { Profile } from '../../shared/schemas/profile.ts';
import type { ApplicationPackage, Claim, DocumentLayout } from '../../shared/schemas/tailoring.ts';

/**
 * The inputs of tailoring (decision 050). Plain data, read by the caller: tailoring itself
 * touches no database and no network, so it is the same in the worker, a test and the bench.
 */

/** The posting, as the catalogue stores it (src/db/schema/catalogue.ts `jobs`). */
export interface TailorJob {
  id: string;
  title: string;
  company: string;
  locationText: string;
  /** Plain text of the description (jobs.description_text). */
  descriptionText: string;
  occupationSoc: string | null;
  employmentType: string | null;
  workplace: 'remote' | 'hybrid' | 'onsite' | 'unknown';
  shifts: string[];
  /** Terms ingestion already extracted (extractJobTerms), in the occupation data's spelling. */
  skills: string[];
  softwareTools: string[];
  certifications: { name: string; organization: string }[];
}

export interface TailorInput {
  profile: Profile;
  /** The account's e-mail, printed in the contact line; never sent to a model. */
  accountEmail: string;
  /** null when the user has not saved preferences. */
  preferences: Preferences | null;
  job: TailorJob;
  /** YYYY-MM-DD; "Present" and years of experience are counted to this day. */
  today: string;
  layout?: DocumentLayout;
}

/** Builds the package from the user's facts only. Deterministic: the same input, the same package. */
export type TailorApplicationPackage = (input: TailorInput) => ApplicationPackage;

/**
 * Finds every checkable statement in a text and traces each to a fact of `input` (or, for
 * statements about the employer in a letter, to the posting). Untraced claims have source null.
 */
export type FindClaims = (
  text: string,
  input: TailorInput,
  context: 'resume' | 'letter',
) => Claim[];
