import type { ResumePerson } from './resume-person.ts';

/** A JSON Resume (jsonresume.org schema v1.0.0) document for the person. */
export function renderJsonResume(person: ResumePerson): Uint8Array {
  const resume = {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: person.fullName,
      label: person.occupation,
      email: person.email,
      phone: person.phone,
      summary: person.summary,
      profiles: [{ network: 'LinkedIn', url: person.linkedIn }],
    },
    work: person.work.map((job) => ({
      name: job.company,
      position: job.position,
      location: job.location,
      startDate: `${job.start}-01`,
      ...(job.end ? { endDate: `${job.end}-01` } : {}),
      highlights: job.bullets,
    })),
    education: person.education.map((school) => ({
      institution: school.school,
      studyType: school.degree,
      endDate: school.end,
    })),
    skills: [{ name: 'Skills', keywords: person.skills }],
  };
  return new TextEncoder().encode(JSON.stringify(resume, null, 2));
}
