/** The builder's four steps, in order (spec §2 Resume builder). */
export const builderSteps = [
  { id: 'personal', label: 'Personal Information' },
  { id: 'demographics', label: 'Demographics' },
  { id: 'education', label: 'Education' },
  { id: 'work', label: 'Work Experience' },
] as const;

export type BuilderStepId = (typeof builderSteps)[number]['id'];

/** The step named in the address (?step=), or the first one. */
export function stepFromParam(value: string | null): BuilderStepId {
  return builderSteps.find((step) => step.id === value)?.id ?? 'personal';
}
