import type { ModelLine } from './model-lines.ts';
import type { TailorInput } from './types.ts';

/** Long postings are cut: what they ask is near the top, and tokens are the user's budget. */
const MAX_DESCRIPTION_CHARS = 8_000;

export const MODEL_SYSTEM_PROMPT = `You edit the lines of a resume and a cover letter for one job application.
Rules:
- Use only the facts in <profile> and <job>. Never add an employer, job title, school, degree, date, duration, number, skill, tool, certification or licence that <profile> does not state. Never claim a requirement of <job> that <profile> does not show.
- Statements about the employer may only repeat what <job> says.
- Keep each line's meaning and facts. You may tighten the wording, lead with what the job asks for, and use the posting's name for a skill or certification the profile already names.
- Answer every id in <lines> once, with its new text, in the same language. Do not merge, split or add lines. Plain text, no markdown.`;

/**
 * The contact block's strings, and anything shaped like an e-mail address or phone number, taken
 * out of every profile text sent (decision 054): a description may carry them, and they are not
 * needed to rephrase anything.
 */
export function privateStrings(input: TailorInput): string[] {
  const { profile, preferences, accountEmail } = input;
  return [
    accountEmail,
    profile.phone,
    profile.linkedIn,
    profile.fullName,
    preferences?.location ?? '',
  ]
    .map((value) => value.trim())
    .filter((value) => value.length >= 3);
}

const emailPattern = /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/g;
/** Ten digits or more: a phone number, never a year range like "2019-2023". */
const phonePattern = /\+?\d[\d ().-]{8,}\d/g;

export function scrub(text: string, secrets: string[]): string {
  let clean = text
    .replace(emailPattern, '')
    .replace(phonePattern, (match) => (match.replace(/\D/g, '').length >= 10 ? '' : match));
  for (const secret of secrets) clean = clean.split(secret).join('');
  return clean;
}

/** True when a line carries a contact string: it is not sent, and keeps the rules' text. */
export const carriesPrivate = (text: string, secrets: string[]) => scrub(text, secrets) !== text;

export function buildModelPrompt(input: TailorInput, lines: ModelLine[]): string {
  const secrets = privateStrings(input);
  const s = (text: string) => scrub(text, secrets);
  const { profile, preferences, job } = input;
  const facts = {
    work: profile.workExperience.map((entry) => ({
      position: s(entry.position),
      company: s(entry.company),
      start: entry.startDate,
      end: entry.endDate || 'Present',
      description: s(entry.description),
    })),
    education: profile.education.map((entry) => ({
      degree: s(entry.degree),
      school: s(entry.school),
      start: entry.startDate,
      end: entry.endDate,
      description: s(entry.description),
    })),
    skills: [
      ...profile.skills,
      ...(preferences?.skills ?? []),
      ...(preferences?.software ?? []),
    ].map(s),
    certifications: (preferences?.certifications ?? []).map((cert) => ({
      name: s(cert.name),
      organization: s(cert.organization),
      issued: cert.issueDate,
      expires: cert.expirationDate,
    })),
  };
  const posting = {
    title: job.title,
    company: job.company,
    description: job.descriptionText.slice(0, MAX_DESCRIPTION_CHARS),
  };
  const sent = lines.map((line) => ({ id: line.id, text: s(line.text) }));
  return [
    `<job>\n${JSON.stringify(posting)}\n</job>`,
    `<profile>\n${JSON.stringify(facts)}\n</profile>`,
    `<lines>\n${JSON.stringify(sent)}\n</lines>`,
  ].join('\n');
}
