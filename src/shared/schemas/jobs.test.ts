import { describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from './jobs.ts';

const parse = (query: Record<string, unknown>) => jobSearchQuerySchema.safeParse(query);
const fieldsOf = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('jobSearchQuerySchema', () => {
  it('reads blank fields as no filter and applies the paging defaults', () => {
    const result = parse({ q: '  ', title: '', salaryMin: '', employmentType: '', page: '' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ page: 1, pageSize: 20, relocation: '', skills: [] });
    expect(result.data?.q).toBeUndefined();
    expect(result.data?.salaryMin).toBeUndefined();
  });

  it('reads one or repeated list values as a list, dropping blanks and trimming', () => {
    expect(parse({ skills: ' Welding ' }).data?.skills).toEqual(['Welding']);
    expect(parse({ skills: ['a', ' ', 'b'] }).data?.skills).toEqual(['a', 'b']);
  });

  it('names the field of each refusal', () => {
    expect(fieldsOf({ pageSize: '51' })).toEqual(['pageSize']);
    expect(fieldsOf({ salaryMin: '10', salaryMax: '5' })).toEqual(['salaryMax']);
    expect(fieldsOf({ salaryMin: '1.5' })).toEqual(['salaryMin']);
    expect(fieldsOf({ relocation: 'maybe' })).toEqual(['relocation']);
    expect(fieldsOf({ skills: Array.from({ length: 21 }, () => 'x') })).toEqual(['skills']);
  });

  it('accepts equal salary bounds', () => {
    expect(parse({ salaryMin: '50000', salaryMax: '50000' }).success).toBe(true);
  });
});
