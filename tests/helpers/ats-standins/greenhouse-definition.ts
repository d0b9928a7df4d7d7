import { questions } from './greenhouse.ts';
import type { Variant } from './page-parts.ts';

/**
 * The stand-in's `GET /v1/boards/{token}/jobs/{id}?questions=true`, in the board API's real shape
 * (job-sources.md §1.1): the same questions the stand-in form renders, the variants' extra ones,
 * and an EEO block that also lists `race`, which the hosted form does not render (the "phantom"
 * field tools report).
 */
const one = (
  label: string,
  name: string,
  type: string,
  required: boolean,
  options: string[] = [],
) => ({
  required,
  label,
  description: null,
  fields: [
    { name, type, values: options.map((text, index) => ({ value: index + 1, label: text })) },
  ],
});

const select = (label: string, name: string, options: string[]) =>
  one(label, name, 'multi_value_single_select', false, options);

export function greenhouseDefinition(token: string, jobId: string, variant: Variant) {
  const custom = questions.map((q) =>
    q.kind === 'select'
      ? one(q.label, q.id, 'multi_value_single_select', q.required, [...q.options])
      : one(q.label, q.id, q.kind === 'textarea' ? 'textarea' : 'input_text', q.required),
  );
  if (variant === 'unknown-question')
    custom.push(
      one(
        'Do you have a current BLS certification from the American Heart Association?',
        'question_30009',
        'multi_value_single_select',
        true,
        ['Yes', 'No'],
      ),
    );
  if (variant === 'conditional')
    custom.push(one('What is your nursing licence number?', 'question_30011', 'input_text', true));
  return {
    id: Number(jobId) || 0,
    title: 'Registered Nurse',
    absolute_url: `https://job-boards.greenhouse.io/${token}/jobs/${jobId}`,
    internal_job_id: 4001234006,
    location: { name: 'Austin, TX' },
    questions: [
      one('First Name', 'first_name', 'input_text', true),
      one('Last Name', 'last_name', 'input_text', true),
      one('Email', 'email', 'input_text', true),
      one('Phone', 'phone', 'input_text', false),
      {
        ...one('Resume/CV', 'resume', 'input_file', true),
        fields: [
          { name: 'resume', type: 'input_file', values: [] },
          { name: 'resume_text', type: 'textarea', values: [] },
        ],
      },
      {
        ...one('Cover Letter', 'cover_letter', 'input_file', false),
        fields: [
          { name: 'cover_letter', type: 'input_file', values: [] },
          { name: 'cover_letter_text', type: 'textarea', values: [] },
        ],
      },
      ...custom,
    ],
    location_questions: [],
    compliance: [
      { type: 'eeoc', description: '<p>PUBLIC BURDEN STATEMENT</p>', questions: [] },
      {
        type: 'eeoc',
        description: '<p>Voluntary Self-Identification</p>',
        questions: [
          select('Gender', 'gender', ['Male', 'Female', 'Decline To Self Identify']),
          select('Are you Hispanic/Latino?', 'hispanic_ethnicity', [
            'Yes',
            'No',
            'Decline To Self Identify',
          ]),
          select('Please identify your race', 'race', [
            'American Indian or Alaskan Native',
            'Asian',
            'Black or African American',
            'White',
            'Two or More Races',
            'Decline To Self Identify',
          ]),
          select('VeteranStatus', 'veteran_status', [
            'I am not a protected veteran',
            'I identify as one or more of the classifications of protected veteran',
            "I don't wish to answer",
          ]),
          select('DisabilityStatus', 'disability_status', [
            'Yes, I have a disability (or previously had a disability)',
            'No, I do not have a disability and have not had one in the past',
            'I do not want to answer',
          ]),
        ],
      },
    ],
    data_compliance: [{ type: 'gdpr', requires_consent: false }],
  };
}
