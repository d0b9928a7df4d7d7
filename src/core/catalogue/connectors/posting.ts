import type { SourcePosting, salaryPeriods } from '../connector-contract.ts';

type Defaulted = 'skills' | 'willingToRelocate' | 'isDemo';
export type PostingFields = Omit<SourcePosting, Defaulted> &
  Partial<Pick<SourcePosting, Defaulted>>;

export function posting(fields: PostingFields): SourcePosting {
  return { skills: [], willingToRelocate: null, isDemo: false, ...fields };
}

/** A salary only when the source states an amount and a real ISO currency. */
export function salaryOf(input: {
  min: number | null;
  max: number | null;
  currency: string | null | undefined;
  period: (typeof salaryPeriods)[number];
  isEstimate?: boolean;
}): SourcePosting['salary'] {
  const currency = input.currency?.trim().toUpperCase();
  if ((input.min === null && input.max === null) || !currency || !/^[A-Z]{3}$/.test(currency))
    return null;
  return {
    min: input.min,
    max: input.max,
    currency,
    period: input.period,
    origin: 'structured',
    isEstimate: input.isEstimate ?? false,
  };
}
