import { describe, expect, it } from 'vitest';
import type { ResumeSection } from '../../shared/schemas/tailoring.ts';
import { tailorApplicationPackage } from './tailor-application-package.ts';
import { inputFor, jobOf } from './testing/persona-input.ts';
import { driverPosting, nursePosting } from './testing/postings.ts';

const section = (sections: ResumeSection[], kind: ResumeSection['kind']) =>
  sections.find((s) => s.kind === kind);

describe('tailored resume', () => {
  it('builds a nurse resume from facts, newest job first, matching skills first', () => {
    const input = inputFor('rn-atlanta', nursePosting);
    const { resume } = tailorApplicationPackage(input);
    expect(resume.contact).toEqual({
      fullName: 'Keisha Morgan',
      email: 'rn-atlanta@example.com',
      phone: '',
      linkedIn: '',
      location: 'Atlanta, GA',
    });
    // Jul 2016 – Nov 2026, no overlap: 10 whole years, computed from the dates.
    expect(resume.headline.text).toBe(
      'Registered Nurse, Cardiac Step-Down · 10 years of experience',
    );
    expect(resume.sections.map((s) => s.kind)).toEqual([
      'summary',
      'skills',
      'experience',
      'education',
      'certifications',
    ]);
    const experience = section(resume.sections, 'experience')?.entries ?? [];
    expect(experience.map((e) => [e.organization, e.dates])).toEqual([
      ['Piedmont Atlanta Hospital, Atlanta, GA', 'Apr 2020 – Present'],
      ['Emory University Hospital, Atlanta, GA', 'Jul 2016 – Mar 2020'],
    ]);
    expect(experience[1]?.source.label).toBe(
      'Work experience, Emory University Hospital, 2016–2020',
    );
    const skills = section(resume.sections, 'skills')?.lines ?? [];
    expect(skills[0]?.text.split(', ').slice(0, 3)).toEqual(['BLS', 'Epic', 'IV therapy']);
    expect(skills.flatMap((line) => line.text.split(', '))).toContain('Wound care');
    const certifications = section(resume.sections, 'certifications')?.entries ?? [];
    expect(certifications.map((c) => c.title)).toEqual(['BLS', 'ACLS']);
  });

  it('prints a skill in the posting’s words when it names the same thing', () => {
    const job = jobOf({
      title: 'Staff Nurse',
      company: 'Acme',
      descriptionText: 'Basic Life Support required.',
      certifications: [{ name: 'Basic Life Support', organization: 'AHA' }],
    });
    const { resume } = tailorApplicationPackage(inputFor('rn-atlanta', job));
    const skills = section(resume.sections, 'skills')?.lines ?? [];
    expect(skills[0]?.text.split(', ')[0]).toBe('Basic Life Support');
    expect(skills[0]?.sources[0]).toMatchObject({ kind: 'skills', label: 'Skills, BLS' });
  });

  it('moves the bullets that evidence the job first and condenses old irrelevant jobs', () => {
    const input = inputFor('truck-driver-columbus', driverPosting);
    input.profile.workExperience = [
      ...input.profile.workExperience,
      {
        company: 'Burger Barn',
        position: 'Cashier',
        location: '',
        startDate: '2005-01',
        endDate: '2008-01',
        description: 'Took orders.',
        formattedTitle: '',
      },
      {
        company: 'Swift',
        position: 'Yard Driver',
        location: '',
        startDate: '2008-02',
        endDate: '2010-01',
        description: 'Moved trailers in the yard. Daily pre-trip inspection of each tractor.',
        formattedTitle: '',
      },
      {
        company: 'Fresh Market',
        position: 'Stocker',
        location: '',
        startDate: '2010-02',
        endDate: '2013-12',
        description: 'Stocked shelves.',
        formattedTitle: '',
      },
    ];
    const { resume } = tailorApplicationPackage(input);
    const entries = section(resume.sections, 'experience')?.entries ?? [];
    expect(entries.map((e) => e.title)).toEqual([
      'CDL-A Driver',
      'OTR Driver',
      'Stocker',
      'Yard Driver',
      'Cashier',
    ]);
    expect(entries.map((e) => e.condensed)).toEqual([false, false, false, false, true]);
    const yard = entries.find((e) => e.title === 'Yard Driver');
    expect(yard?.bullets.map((b) => b.text)).toEqual([
      'Daily pre-trip inspection of each tractor.',
      'Moved trailers in the yard.',
    ]);
    // Ids follow the profile, not the order: regenerating keeps the user's edits attached.
    expect(yard?.bullets.map((b) => b.id)).toEqual(['work-3-1', 'work-3-0']);
  });
});
