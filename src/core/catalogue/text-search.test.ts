import { describe, expect, it } from 'vitest';
import { jobSearchQuery, jobSearchVector } from './text-search.ts';

const job = {
  title: 'Registered Nurse',
  company: 'Acme Health',
  skills: ['Patient Care'],
  descriptionText: 'We are hiring a registered nurse for night shifts. Nurses welcome.',
};

describe('jobSearchVector', () => {
  it('weights title A, company and skills B, description C, with running word positions', () => {
    expect(jobSearchVector(job)).toBe(
      "'regist':1A,11C 'nurs':2A,12C,16C 'acm':3B 'health':4B 'patient':5B 'care':6B " +
        "'hire':9C 'night':14C 'shift':15C 'welcom':17C",
    );
  });

  it('drops stop words but counts their positions, and folds case', () => {
    expect(
      jobSearchVector({ title: 'THE Driver', company: '', skills: [], descriptionText: '' }),
    ).toBe("'driver':2A");
  });

  it('keeps at most 256 positions of a lexeme and none past 16383', () => {
    const vector = jobSearchVector({
      title: '',
      company: '',
      skills: [],
      descriptionText: 'forklift '.repeat(20_000),
    });
    expect(vector.split(',')).toHaveLength(256);
    const long = jobSearchVector({
      title: '',
      company: '',
      skills: [],
      descriptionText: `${'word '.repeat(17_000)}welder`,
    });
    expect(long).toContain("'welder':16383C");
  });
});

describe('jobSearchQuery', () => {
  it('needs every word by default, stemmed like the vector', () => {
    expect(jobSearchQuery('Registered nurses')).toBe("'regist' & 'nurs'");
  });

  it('supports the web-search syntax: "phrase", -word, or', () => {
    expect(jobSearchQuery('"manager of operations" -night or evening')).toBe(
      "('manag' <2> 'oper') & (!'night' | 'even')",
    );
    expect(jobSearchQuery('full-time nurse')).toBe("('full' <-> 'time') & 'nurs'");
  });

  it('needs any one word in any mode, ignoring the syntax', () => {
    expect(jobSearchQuery('registered "nurse" -night', 'any')).toBe("'regist' | 'nurs' | 'night'");
  });

  it('is empty when only stop words or punctuation are left (matches nothing)', () => {
    expect(jobSearchQuery('the or and')).toBe('');
    expect(jobSearchQuery('"" - ++')).toBe('');
  });

  it('leaves no way to inject tsquery syntax', () => {
    expect(jobSearchQuery("nurse' | 'x & !(")).toBe("'nurs' & 'x'");
  });
});
