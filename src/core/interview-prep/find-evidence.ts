import type { EvidenceLine } from '../../shared/schemas/interview-prep.ts';
import type { FactSource } from '../../shared/schemas/tailoring.ts';
import { findClaims } from '../tailoring/find-claims.ts';
import { educationLabel, profileFacts, workLabel } from '../tailoring/profile-facts.ts';
import { cleanText, containsKey, keyOf, splitBullets } from '../tailoring/text.ts';
import type { TailorInput } from '../tailoring/types.ts';
import { formatDates } from '../tailoring/work-dates.ts';

/**
 * The user's own evidence for a question (decision 067): STAR outlines cut from the experience
 * entries, and the list facts (certifications, skills, tools, degrees) that name what is asked.
 * Every line is the profile's own words with the entry it comes from; the situation line is the
 * entry's heading as the resume prints it. Nothing is written about the person, and every line
 * passes the tailoring truth check (decision 050) or is left out.
 */
export interface EvidenceContext {
  input: TailorInput;
  /** keyOf of every line of the resume that was sent; '' when nothing was sent. */
  sentResumeKey: string;
}

const MAX_ENTRIES = 2;
const MAX_ACTIONS = 2;
const resultWords =
  /\d+ ?%|\b(?:increased|reduced|improved|saved|cut|grew|raised|achieved|won|awarded|recogni[sz]ed|promoted|decreased|lowered|zero|exceeded|completed|passed)\b/i;

function line(
  ctx: EvidenceContext,
  part: EvidenceLine['part'],
  text: string,
  source: FactSource,
): EvidenceLine {
  const key = keyOf(text);
  return { part, text, source, inSentResume: key !== '' && containsKey(ctx.sentResumeKey, key) };
}

/** Whether a text names one of the spellings (keys) on word boundaries. */
export function namesAny(text: string, spellings: readonly string[]): boolean {
  const key = keyOf(text);
  return spellings.some((spelling) => containsKey(key, spelling));
}

/** One experience entry as a STAR outline around the bullets `pick` chooses; null when none. */
function workOutline(
  ctx: EvidenceContext,
  index: number,
  pick: (bullet: string) => boolean,
  headingPicks = false,
): EvidenceLine[] | null {
  const work = ctx.input.profile.workExperience[index];
  if (!work) return null;
  const bullets = splitBullets(work.description);
  const picked = bullets.filter(pick);
  const actions = (picked.length > 0 || !headingPicks ? picked : bullets).slice(0, MAX_ACTIONS);
  if (actions.length === 0) return null;
  const source: FactSource = { kind: 'work', index, label: workLabel(work) };
  const heading = [cleanText(work.position), cleanText(work.company)].filter(Boolean);
  const dates = formatDates(work.startDate, work.endDate, true);
  const lines: EvidenceLine[] = [];
  if (heading.length > 0 || dates)
    lines.push(line(ctx, 'situation', [...heading, dates].filter(Boolean).join(', '), source));
  for (const action of actions) lines.push(line(ctx, 'action', action, source));
  const result = bullets.find((bullet) => !actions.includes(bullet) && resultWords.test(bullet));
  if (result) lines.push(line(ctx, 'result', result, source));
  return lines;
}

/** Outlines from the experience entries whose bullets (or, with `headingPicks`, whose title) name a spelling. */
export function workEvidence(
  ctx: EvidenceContext,
  spellings: readonly string[],
  headingPicks = false,
): EvidenceLine[] {
  if (spellings.length === 0) return [];
  const lines: EvidenceLine[] = [];
  let entries = 0;
  ctx.input.profile.workExperience.forEach((work, index) => {
    if (entries >= MAX_ENTRIES) return;
    const byHeading = headingPicks && namesAny(work.position, spellings);
    const outline = workOutline(ctx, index, (bullet) => namesAny(bullet, spellings), byHeading);
    if (!outline) return;
    entries += 1;
    lines.push(...outline);
  });
  return lines;
}

/** The outline of the entry the coverage report named as meeting a requirement (decision 050). */
export function entryEvidence(ctx: EvidenceContext, index: number): EvidenceLine[] {
  return workOutline(ctx, index, () => false, true) ?? [];
}

/** Outlines around bullets that match a pattern (behavioural questions). */
export function patternEvidence(ctx: EvidenceContext, pattern: RegExp): EvidenceLine[] {
  const lines: EvidenceLine[] = [];
  let entries = 0;
  ctx.input.profile.workExperience.forEach((_, index) => {
    if (entries >= MAX_ENTRIES) return;
    const outline = workOutline(ctx, index, (bullet) => pattern.test(bullet));
    if (!outline) return;
    entries += 1;
    lines.push(...outline);
  });
  return lines;
}

/** The dated experience entries, as situations: what years of experience are made of. */
export function datedWorkEvidence(ctx: EvidenceContext): EvidenceLine[] {
  return ctx.input.profile.workExperience
    .map((work, index) => ({ work, index }))
    .filter(({ work }) => work.startDate !== '')
    .slice(0, 3)
    .map(({ work, index }) => {
      const text = [cleanText(work.position), cleanText(work.company)]
        .filter(Boolean)
        .concat(formatDates(work.startDate, work.endDate, true))
        .join(', ');
      return line(ctx, 'situation', text, { kind: 'work', index, label: workLabel(work) });
    });
}

/** The degrees of the profile, as facts. */
export function educationEvidence(ctx: EvidenceContext): EvidenceLine[] {
  return ctx.input.profile.education
    .map((school, index) => ({ school, index }))
    .filter(({ school }) => cleanText(school.degree) !== '')
    .slice(0, 2)
    .map(({ school, index }) => {
      const text = [cleanText(school.degree), cleanText(school.school)].filter(Boolean).join(', ');
      return line(ctx, 'fact', text, {
        kind: 'education',
        index,
        label: educationLabel(school),
      });
    });
}

/** A certification is the strongest evidence of a term, then a skill, then a tool. */
const listOrder = ['certification', 'skill', 'tool'];

/** Certifications, skills and tools of the profile and preferences that name a spelling. */
export function listEvidence(ctx: EvidenceContext, spellings: readonly string[]): EvidenceLine[] {
  if (spellings.length === 0) return [];
  const seen = new Set<string>();
  return profileFacts(ctx.input)
    .filter(
      (fact) =>
        (fact.field === 'certification' || fact.field === 'skill' || fact.field === 'tool') &&
        spellings.some((spelling) => containsKey(fact.key, spelling)),
    )
    .sort((a, b) => listOrder.indexOf(a.field) - listOrder.indexOf(b.field))
    .filter((fact) => !seen.has(fact.key) && Boolean(seen.add(fact.key)))
    .slice(0, 2)
    .map((fact) => line(ctx, 'fact', fact.text, fact.source));
}

/** Defence in depth, as the tailoring pipeline does: a line with an untraced claim is left out. */
export function keepTraced(input: TailorInput, lines: EvidenceLine[]): EvidenceLine[] {
  const seen = new Set<string>();
  return lines.filter((candidate) => {
    const key = `${candidate.part}:${candidate.source.kind}:${candidate.source.index}:${candidate.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return findClaims(candidate.text, input, 'resume').every((claim) => claim.source !== null);
  });
}
