import type { ApplicantFacts, DocumentFile } from '../../src/core/applying/types.ts';

/** A nurse's facts as load-attempt-input.ts assembles them, with an approved answer bank. */
export function nurseFacts(overrides: Partial<ApplicantFacts> = {}): ApplicantFacts {
  return {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana.lopez@example.test',
    phone: '+1 512 555 0100',
    location: 'Austin, TX',
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/ana-lopez-rn' }],
    currentCompany: 'Seton Medical Center',
    currentTitle: 'Registered Nurse',
    skillYears: { 'patient care': 8, epic: 5 },
    licences: [],
    answerBank: [
      {
        key: 'work_authorization',
        question: 'Are you legally authorized to work in the United States?',
        answer: 'Yes',
      },
      {
        key: 'sponsorship',
        question: 'Will you now or in the future require sponsorship?',
        answer: 'No',
      },
      { key: 'shifts', question: 'Can you work shifts, nights or weekends?', answer: 'Yes' },
    ],
    eeo: null,
    coverLetterText:
      'Dear hiring team,\n\nI am a Registered Nurse with eight years of patient care.\n\nSincerely,\nAna Lopez',
    ...overrides,
  };
}

/** Small real PDF bytes, as the tailoring renderer's output would be sent. */
export function documentFiles(): DocumentFile[] {
  const pdf = (text: string) =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    );
  return [
    {
      role: 'resume',
      fileName: 'Ana Lopez - Resume.pdf',
      contentType: 'application/pdf',
      content: pdf('resume'),
    },
    {
      role: 'cover_letter',
      fileName: 'Ana Lopez - Cover Letter.pdf',
      contentType: 'application/pdf',
      content: pdf('letter'),
    },
  ];
}
