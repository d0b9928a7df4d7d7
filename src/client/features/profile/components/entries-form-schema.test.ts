import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { workEntrySchema } from '../../../../shared/schemas/profile.ts';
import { blankWorkEntry, workFormSchema } from './work-form-schema.ts';

const entry = (overrides: Partial<typeof blankWorkEntry>) => ({ ...blankWorkEntry, ...overrides });

describe('the work step form schema', () => {
  it('drops entries left completely empty and keeps the others in order', () => {
    const result = workFormSchema.parse({
      workExperience: [
        entry({ position: 'Engineer', startDate: '2020-01' }),
        entry({ location: '   ' }),
        entry({ company: 'Acme' }),
      ],
      skills: [],
    });
    expect(result.workExperience.map((kept) => kept.position || kept.company)).toEqual([
      'Engineer',
      'Acme',
    ]);
    expect(() => z.array(workEntrySchema).parse(result.workExperience)).not.toThrow();
  });

  it("puts an entry's errors on its own fields, counted in the list as shown", () => {
    const result = workFormSchema.safeParse({
      workExperience: [entry({}), entry({ startDate: '2022-05', endDate: '2021-01' })],
      skills: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['workExperience.1.endDate', 'The end date cannot be before the start date.'],
    ]);
  });
});
