import type { ResumeImportResponse } from '../../shared/schemas/resume-import.ts';

/**
 * The builder's limits (src/shared/schemas/profile.ts): a draft that already fits them opens
 * without errors the user did not cause. Longer text is cut, extra entries are dropped, and a
 * warning says so.
 */
const MAX_ENTRIES = 20;
const cut = (text: string, max: number) =>
  text.length > max ? text.slice(0, max).trimEnd() : text;

export function fitDraftToBuilder({
  draft,
  warnings,
  sources,
}: ResumeImportResponse): ResumeImportResponse {
  const fitted = {
    ...draft,
    fullName: cut(draft.fullName, 200),
    linkedIn: draft.linkedIn.length > 300 ? '' : draft.linkedIn,
    workExperience: draft.workExperience.slice(0, MAX_ENTRIES).map((entry) => ({
      ...entry,
      company: cut(entry.company, 200),
      position: cut(entry.position, 200),
      location: cut(entry.location, 200),
      description: cut(entry.description, 4000),
    })),
    education: draft.education.slice(0, MAX_ENTRIES).map((entry) => ({
      ...entry,
      school: cut(entry.school, 200),
      degree: cut(entry.degree, 200),
      schoolCityState: cut(entry.schoolCityState, 200),
      description: cut(entry.description, 2000),
    })),
    skills: draft.skills.filter((skill) => skill.length <= 80).slice(0, 100),
  };
  const extra = [...warnings];
  if (draft.workExperience.length > MAX_ENTRIES)
    extra.push(
      `We kept your ${MAX_ENTRIES} first positions; the builder holds at most ${MAX_ENTRIES}.`,
    );
  if (draft.education.length > MAX_ENTRIES)
    extra.push(
      `We kept your ${MAX_ENTRIES} first schools; the builder holds at most ${MAX_ENTRIES}.`,
    );
  // A source for an entry that was dropped would point the review step at nothing.
  const kept = sources.filter((source) => {
    const index = /^(?:workExperience|education)\.(\d+)\./.exec(source.field)?.[1];
    return index === undefined || Number(index) < MAX_ENTRIES;
  });
  return { draft: fitted, warnings: extra, sources: kept };
}
