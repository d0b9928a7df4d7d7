import type { Requirement, ResumeSection, TailoredResume } from '../../shared/schemas/tailoring.ts';
import { resumeSectionHeadings } from '../../shared/schemas/tailoring.ts';
import { type ExperiencePhrase, experiencePhrases } from './experience-phrases.ts';
import { type PostingWords, postingWords } from './posting-words.ts';
import { experienceEntries, newestFirst, termMatcher } from './resume-experience.ts';
import { certificationEntries, educationEntries, otherLines } from './resume-other-sections.ts';
import { profileSkills, skillLines } from './resume-skills.ts';
import { headline, newestJob, summaryLines } from './resume-summary.ts';
import { cleanText, clip } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The tailored resume (decision 050): contact, headline, summary, skills, experience, education,
 * certifications, other notes, in that order (the order ATS parsers and recruiters expect). Every
 * line names the facts it came from; ids are stable across regenerations of the same profile.
 */
export function tailorResume(
  input: TailorInput,
  coverage: readonly Requirement[],
  found?: { words: PostingWords; phrases: readonly ExperiencePhrase[] },
): TailoredResume {
  const order = newestFirst(input);
  const newest = newestJob(input, order);
  const words = found?.words ?? postingWords(input.job);
  const skills = profileSkills(input, coverage, words);
  const phrases = found?.phrases ?? experiencePhrases(input, words, order);
  const section = (
    kind: ResumeSection['kind'],
    content: Partial<ResumeSection>,
  ): ResumeSection => ({
    id: kind,
    kind,
    heading: resumeSectionHeadings[kind],
    hidden: false,
    lines: content.lines ?? [],
    entries: content.entries ?? [],
  });
  const sections = [
    section('summary', {
      lines: summaryLines(input, { newest, skills, coverage, phrases, words, order }),
    }),
    section('skills', { lines: skillLines(skills) }),
    section('experience', { entries: experienceEntries(input, termMatcher(coverage)) }),
    section('education', { entries: educationEntries(input) }),
    section('certifications', { entries: certificationEntries(input, coverage) }),
    section('other', { lines: otherLines(input) }),
  ].filter((s) => s.lines.length + s.entries.length > 0);
  return {
    contact: {
      fullName: clip(cleanText(input.profile.fullName), 200),
      email: clip(cleanText(input.accountEmail), 320),
      phone: clip(cleanText(input.profile.phone), 40),
      linkedIn: clip(cleanText(input.profile.linkedIn), 300),
      location: clip(cleanText(input.preferences?.location ?? ''), 200),
    },
    headline: headline(input, newest),
    sections,
  };
}
