import type { ApplicationPackage, DocumentLine } from '../../../shared/schemas/tailoring.ts';

// A small package in the contract's shape, for the editor's unit tests.

const work = (index: number, label: string) => ({ kind: 'work' as const, index, label });
const line = (id: string, text: string, sources = [work(0, 'Work experience, St. David’s')]) =>
  ({ id, text, hidden: false, sources }) satisfies DocumentLine;

export function samplePackage(): ApplicationPackage {
  return {
    resume: {
      contact: {
        fullName: 'Ana Lopez',
        email: 'ana@example.test',
        phone: '',
        linkedIn: '',
        location: 'Austin, TX',
      },
      headline: line('headline', 'Registered Nurse · 6 years of experience'),
      sections: [
        {
          id: 'summary',
          kind: 'summary',
          heading: 'Summary',
          hidden: false,
          lines: [line('s1', 'Registered nurse with 6 years in acute care.')],
          entries: [],
        },
        {
          id: 'experience',
          kind: 'experience',
          heading: 'Experience',
          hidden: false,
          lines: [],
          entries: [
            {
              id: 'w0',
              title: 'Registered Nurse',
              organization: 'St. David’s Medical Center',
              dates: 'Jan 2019 – Present',
              hidden: false,
              condensed: false,
              source: work(0, 'Work experience, St. David’s Medical Center, 2019–2023'),
              bullets: [
                line('b1', 'Cared for 5 patients per shift on a med-surg unit.'),
                line('b2', 'Started IV lines and managed infusions.'),
                line('b3', 'Trained new graduate nurses.'),
              ],
            },
            {
              id: 'w1',
              title: 'Nursing Assistant',
              organization: 'Seton Hospital',
              dates: '2016 – 2018',
              hidden: false,
              condensed: true,
              source: work(1, 'Work experience, Seton Hospital, 2016–2018'),
              // The same line id as in the entry above: ids are unique only within their list.
              bullets: [line('b1', 'Took vital signs.')],
            },
          ],
        },
      ],
    },
    coverLetter: {
      greeting: line('greeting', 'Dear Metro Care hiring team,'),
      paragraphs: [line('p1', 'First paragraph.'), line('p2', 'Second paragraph.')],
      closing: line('closing', 'Sincerely,\nAna Lopez'),
    },
    coverage: [],
    layout: { template: 'classic', paper: 'letter' },
    generator: 'rules',
    replacements: [],
  };
}
