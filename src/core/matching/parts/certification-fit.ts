import { usStates } from '../../geo/us-states.ts';
import { normalizeName } from '../text-terms.ts';

/**
 * Certifications and licences the job asks for that the person holds. A job asking for none is
 * neutral; one asking for a licence the person does not list scores low, as they may not be
 * allowed to do the work.
 */
export function certificationFit(matched: number, jobCertificationCount: number) {
  if (jobCertificationCount === 0) return 0.7;
  return 0.2 + (0.8 * Math.min(matched, jobCertificationCount)) / jobCertificationCount;
}

const stateNames = Object.values(usStates).map(normalizeName);
const statePattern = new RegExp(`\\b(${stateNames.join('|')})\\b`, 'g');
/** Nouns that name the paper, not the credential: "RN License" and "RN licence" are one. */
const paperWords = /\b(license|licence|licensure|certificate|certification|credential)\b/g;

/**
 * One key per credential, whichever state issued it: a teacher's "Colorado Teaching License"
 * and a posting's "Texas Teaching Certificate" are the same kind of licence, which states
 * transfer through reciprocity, so a person moving between states is not scored as lacking it.
 * Names that are nothing but a state and a paper word keep their full key.
 */
export function certificationKey(name: string) {
  const full = normalizeName(name);
  const kind = full.replace(statePattern, ' ').replace(paperWords, ' ').replace(/\s+/g, ' ').trim();
  return kind || full;
}

const credentialName = (name: string) =>
  normalizeName(name).replace(paperWords, ' ').replace(/\s+/g, ' ').trim();
const withoutState = (name: string) => name.replace(statePattern, ' ').replace(/\s+/g, ' ').trim();

/**
 * Whether the person's credential is the one a posting asks for, as a card may call it
 * "your …": the same name whatever paper it is written on ("RDH" and "RDH License"), or the
 * same kind when the posting names no state ("Oklahoma Registered Nurse" for "Registered Nurse
 * License"). Unlike `certificationKey` a state the posting names must be the person's: a
 * Colorado licence is not the Texas one asked for, however alike they score (decision 070).
 */
export function isSameCredential(own: string, asked: string) {
  const mine = credentialName(own);
  const theirs = credentialName(asked);
  if (mine === theirs) return true;
  return withoutState(theirs) === theirs && withoutState(mine) === theirs && theirs !== '';
}
