import { describe, expect, it } from 'vitest';
import { formField as field } from '../testing/form-field.ts';
import { mergeFormDefinition } from './merge-form-definition.ts';

const definition = [
  field('first_name', 'First Name', { required: true }),
  field('question_1', 'Are you authorized to work in the US?', {
    type: 'select',
    options: ['Yes', 'No'],
    required: true,
  }),
  field('question_2', 'What is your licence number?', { required: true }),
  field('race', 'Please identify your race', { type: 'select', options: ['Asian'], eeo: true }),
  field('question_3', 'Anything else?'),
  field('question_4', 'Anything else?'),
];

describe('mergeFormDefinition', () => {
  it('without a definition, the page is the form', () => {
    const rendered = [field('first_name', 'First Name')];
    expect(mergeFormDefinition(rendered, null)).toEqual({ fields: rendered, notShown: [] });
  });

  it('meets by key and adds what the page does not render yet: options, required, EEO', () => {
    const rendered = [
      field('first_name', 'First Name'),
      field('question_1', 'Are you authorized to work in the US?', { type: 'combobox' }),
    ];
    const { fields, notShown } = mergeFormDefinition(rendered, definition);
    expect(fields[0]).toMatchObject({ key: 'first_name', required: true });
    expect(fields[1]).toMatchObject({ type: 'combobox', options: ['Yes', 'No'], required: true });
    expect(notShown.map((f) => f.key)).toEqual(['question_2', 'race', 'question_3', 'question_4']);
  });

  it('meets the legacy form’s names by the question’s words; keeps the page’s key and options', () => {
    const rendered = [
      field('job_application[first_name]', 'First Name *', { name: 'job_application[first_name]' }),
      field('job_application[answers_attributes][0][text_value]', 'What is your licence number?'),
      field('job_application[answers_attributes][1][text_value]', 'Anything else?'),
    ];
    const { fields, notShown } = mergeFormDefinition(rendered, definition);
    expect(fields.map((f) => [f.key, f.required])).toEqual([
      ['job_application[first_name]', true],
      ['job_application[answers_attributes][0][text_value]', true],
      // Two published questions share these words: which one it is cannot be told, so neither.
      ['job_application[answers_attributes][1][text_value]', false],
    ]);
    expect(notShown.map((f) => f.key)).toEqual(['question_1', 'race', 'question_3', 'question_4']);
  });

  it('one published question meets one control only', () => {
    const rendered = [field('a', 'First Name'), field('b', 'First Name')];
    const { fields } = mergeFormDefinition(rendered, definition);
    expect(fields.map((f) => f.required)).toEqual([true, false]);
  });
});
