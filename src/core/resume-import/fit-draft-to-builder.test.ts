import { describe, expect, it } from 'vitest';
import {
  educationEntrySchema,
  personalInfoSchema,
  skillsSchema,
  workEntrySchema,
} from '../../shared/schemas/profile.ts';
import { fitDraftToBuilder } from './fit-draft-to-builder.ts';

const long = (length: number) => 'x'.repeat(length);
const work = {
  company: long(300),
  position: 'Engineer',
  location: '',
  startDate: '2020-01' as const,
  endDate: '' as const,
  description: long(5000),
};
const school = {
  school: 'Reed College',
  degree: long(250),
  schoolCityState: '',
  startDate: '' as const,
  endDate: '2018-05' as const,
  description: long(3000),
};

describe('fitDraftToBuilder', () => {
  it('leaves a draft the builder schemas accept, and says what it dropped', () => {
    const { draft, warnings, sources } = fitDraftToBuilder({
      draft: {
        fullName: 'Ann Lee',
        email: '',
        phone: '',
        linkedIn: '',
        workExperience: Array.from({ length: 25 }, () => work),
        education: [school],
        skills: ['SQL', long(90)],
        certifications: [],
        otherSections: [],
      },
      warnings: [],
      sources: [
        { field: 'workExperience.19.company', snippet: 'x', confidence: 'high' },
        { field: 'workExperience.20.company', snippet: 'x', confidence: 'high' },
        { field: 'skills', snippet: 'SQL', confidence: 'high' },
      ],
    });
    expect(sources.map((source) => source.field)).toEqual(['workExperience.19.company', 'skills']);
    expect(draft.workExperience).toHaveLength(20);
    for (const entry of draft.workExperience)
      expect(workEntrySchema.safeParse(entry).success).toBe(true);
    expect(educationEntrySchema.safeParse(draft.education[0]).success).toBe(true);
    expect(skillsSchema.parse(draft.skills)).toEqual(['SQL']);
    expect(personalInfoSchema.safeParse(draft).success).toBe(true);
    expect(warnings).toEqual(['We kept your 20 first positions; the builder holds at most 20.']);
  });
});
