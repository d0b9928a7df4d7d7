import type { DocumentLine, Requirement, ResumeEntry } from '../../shared/schemas/tailoring.ts';
import { spellingsOf } from './match-terms.ts';
import { educationLabel } from './profile-facts.ts';
import { capBullets } from './resume-experience.ts';
import { cleanText, clip, containsKey, keyOf, splitBullets } from './text.ts';
import type { TailorInput } from './types.ts';
import { formatDates, formatMonth } from './work-dates.ts';

/** Education, certifications and the user's other notes, as the profile has them (decision 050). */
export function educationEntries(input: TailorInput): ResumeEntry[] {
  return input.profile.education.map((entry, index) => {
    const source = { kind: 'education' as const, index, label: educationLabel(entry) };
    return {
      id: `edu-${index}`,
      title: clip(cleanText(entry.degree), 300),
      organization: clip(
        [cleanText(entry.school), cleanText(entry.schoolCityState)].filter(Boolean).join(', '),
        300,
      ),
      dates: formatDates(entry.startDate, entry.endDate, false),
      hidden: false,
      condensed: false,
      bullets: capBullets(splitBullets(entry.description)).map((text, at) => ({
        id: `edu-${index}-${at}`,
        text,
        hidden: false,
        sources: [source],
      })),
      source,
    };
  });
}

/** Certifications from the preferences; the ones the posting asks for first. */
export function certificationEntries(
  input: TailorInput,
  coverage: readonly Requirement[],
): ResumeEntry[] {
  const asked = coverage
    .filter((requirement) => requirement.kind === 'certification' || requirement.kind === 'licence')
    .flatMap((requirement) => spellingsOf(requirement.text, true));
  const entries = (input.preferences?.certifications ?? []).map((cert, index) => {
    const name = cleanText(cert.name);
    const issued = formatMonth(cert.issueDate);
    const expires = formatMonth(cert.expirationDate);
    const dates = [issued && `Issued ${issued}`, expires && `Expires ${expires}`]
      .filter(Boolean)
      .join(' · ');
    const key = keyOf(name);
    return {
      entry: {
        id: `cert-${index}`,
        title: clip(name, 300),
        organization: clip(cleanText(cert.organization), 300),
        dates,
        hidden: false,
        condensed: false,
        bullets: [],
        source: { kind: 'certification' as const, index, label: `Certification, ${name}` },
      },
      asked: asked.some((spelling) => containsKey(key, spelling)),
    };
  });
  return [...entries.filter((item) => item.asked), ...entries.filter((item) => !item.asked)]
    .filter((item) => item.entry.title)
    .map((item) => item.entry);
}

export function otherLines(input: TailorInput): DocumentLine[] {
  const lines = splitBullets(input.profile.otherNotes);
  const kept = lines.length > 60 ? [...lines.slice(0, 59), lines.slice(59).join(' ')] : lines;
  return kept.map((text, at) => ({
    id: `other-${at}`,
    text: clip(text, 2000),
    hidden: false,
    sources: [{ kind: 'otherNotes' as const, label: 'Other notes' }],
  }));
}
