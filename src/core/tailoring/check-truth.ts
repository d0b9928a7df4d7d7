import type {
  ApplicationPackage,
  Claim,
  DocumentLine,
  ResumeEntry,
} from '../../shared/schemas/tailoring.ts';
import { findClaims } from './find-claims.ts';
import { cleanText, clip, splitSentences } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The truth check over a whole package (decision 050 §4). Public API, for the tailoring pipeline
 * (defence in depth on its own output), the model step (on every model result) and the editor
 * (warnings on the user's own edits):
 *
 * - `findUntracedClaims(pkg, input)`: every claim no fact supports, with the id of its line;
 *   read-only, for warnings ("“Google” is not in your profile").
 * - `removeUntracedClaims(pkg, input)`: a copy of the package where every line with an untraced
 *   claim lost the sentences holding one (a line left empty is removed; a greeting becomes
 *   "Dear hiring team,"; an entry heading goes back to the profile's own words), each change
 *   listed in `replacements`. Idempotent: a checked package checks clean.
 *
 * Lines are checked as text: hidden lines too (the user may show them again).
 */
export interface UntracedClaim {
  lineId: string;
  claim: Claim;
}

type Context = 'resume' | 'letter';

function untracedIn(text: string, input: TailorInput, context: Context): Claim[] {
  return findClaims(text, input, context).filter((claim) => claim.source === null);
}

export function findUntracedClaims(pkg: ApplicationPackage, input: TailorInput): UntracedClaim[] {
  const found: UntracedClaim[] = [];
  const check = (lineId: string, text: string, context: Context) => {
    for (const claim of untracedIn(text, input, context)) found.push({ lineId, claim });
  };
  check(pkg.resume.headline.id, pkg.resume.headline.text, 'resume');
  for (const section of pkg.resume.sections) {
    for (const line of section.lines) check(line.id, line.text, 'resume');
    for (const entry of section.entries) {
      check(entry.id, `${entry.title}\n${entry.organization}\n${entry.dates}`, 'resume');
      for (const line of entry.bullets) check(line.id, line.text, 'resume');
    }
  }
  const letter = pkg.coverLetter;
  for (const line of [letter.greeting, ...letter.paragraphs, letter.closing])
    check(line.id, line.text, 'letter');
  return found;
}

export function removeUntracedClaims(
  pkg: ApplicationPackage,
  input: TailorInput,
): ApplicationPackage {
  const replacements = [...pkg.replacements];
  const note = (removed: string, claims: Claim[]) => {
    const names = [...new Set(claims.map((claim) => `“${claim.text}”`))].slice(0, 5).join(', ');
    replacements.push(
      clip(`Removed “${clip(removed, 200)}”: ${names} not supported by your profile.`, 500),
    );
  };
  const fixLine = (line: DocumentLine, context: Context): DocumentLine | null => {
    if (untracedIn(line.text, input, context).length === 0) return line;
    const kept: string[] = [];
    for (const part of line.text.split('\n')) {
      const sentences = splitSentences(part).filter((sentence) => {
        const claims = untracedIn(sentence, input, context);
        if (claims.length > 0) note(sentence, claims);
        return claims.length === 0;
      });
      if (sentences.length > 0) kept.push(sentences.join(' '));
    }
    const text = kept.join('\n');
    // A sentence may pass alone and fail beside another (its subject): check the whole again.
    if (!text || untracedIn(text, input, context).length > 0) return null;
    return { ...line, text };
  };
  const fixLines = (lines: DocumentLine[], context: Context) =>
    lines
      .map((line) => fixLine(line, context))
      .filter((line): line is DocumentLine => line !== null);
  const fixEntry = (entry: ResumeEntry): ResumeEntry => {
    const heading = (text: string, original: string) => {
      const claims = untracedIn(text, input, 'resume');
      if (claims.length === 0) return text;
      note(text, claims);
      return untracedIn(original, input, 'resume').length === 0 ? original : '';
    };
    const original = originalHeading(entry, input);
    return {
      ...entry,
      title: heading(entry.title, original.title),
      organization: heading(entry.organization, original.organization),
      dates: heading(entry.dates, ''),
      bullets: fixLines(entry.bullets, 'resume'),
    };
  };
  const headline = fixLine(pkg.resume.headline, 'resume') ?? {
    ...pkg.resume.headline,
    text: '',
    sources: [],
  };
  const letter = pkg.coverLetter;
  const greeting = fixLine(letter.greeting, 'letter') ?? {
    ...letter.greeting,
    text: 'Dear hiring team,',
    sources: [],
  };
  const closing = fixLine(letter.closing, 'letter') ?? {
    ...letter.closing,
    text: 'Sincerely,',
    sources: [],
  };
  return {
    ...pkg,
    resume: {
      ...pkg.resume,
      headline,
      sections: pkg.resume.sections.map((section) => ({
        ...section,
        lines: fixLines(section.lines, 'resume'),
        entries: section.entries.map(fixEntry),
      })),
    },
    coverLetter: { greeting, paragraphs: fixLines(letter.paragraphs, 'letter'), closing },
    replacements: replacements.slice(0, 100),
  };
}

/** The entry heading as the profile states it, from the entry's source. */
function originalHeading(
  entry: ResumeEntry,
  input: TailorInput,
): { title: string; organization: string } {
  const index = entry.source.index ?? -1;
  if (entry.source.kind === 'work') {
    const work = input.profile.workExperience[index];
    return { title: cleanText(work?.position ?? ''), organization: cleanText(work?.company ?? '') };
  }
  if (entry.source.kind === 'education') {
    const school = input.profile.education[index];
    return {
      title: cleanText(school?.degree ?? ''),
      organization: cleanText(school?.school ?? ''),
    };
  }
  if (entry.source.kind === 'certification') {
    const cert = input.preferences?.certifications[index];
    return {
      title: cleanText(cert?.name ?? ''),
      organization: cleanText(cert?.organization ?? ''),
    };
  }
  return { title: '', organization: '' };
}
