import { challengeWidget, escapeHtml, manyFields, page, type Variant } from './page-parts.ts';
import { comboboxScript, scriptedSubmit } from './scripts.ts';

/**
 * Greenhouse's current job-boards form (job-boards.greenhouse.io/{token}/jobs/{id}), as captured:
 * inputs without `name` (by id and label), a hidden resume input behind an "Attach" button whose
 * label alone carries the `*`, React-Select comboboxes with a hidden required input beside each,
 * `question_<id>` custom questions, an optional EEO block, and the question list embedded as data.
 * The live form also runs an invisible reCAPTCHA Enterprise; the `plain` variant leaves it out so
 * the happy path can be tested, the `captcha-recaptcha` variant puts it back.
 */
export interface FormSpec {
  /** Field keys the server requires (as the page's script sends them). */
  required: string[];
  fileKeys: string[];
}

const text = (id: string, label: string, required: boolean, type = 'text') =>
  `<div class="field"><label for="${id}" id="${id}-label">${escapeHtml(label)}${required ? '<span class="required">*</span>' : ''}</label>
<input id="${id}" type="${type}" ${required ? 'aria-required="true"' : ''} aria-labelledby="${id}-label"></div>`;

const combobox = (id: string, label: string, options: string[], required: boolean) =>
  `<div class="select" data-combobox data-options='${escapeHtml(JSON.stringify(options))}'>
<label id="${id}-label" for="${id}">${escapeHtml(label)}${required ? '<span class="required">*</span>' : ''}</label>
<div class="select__control"><div class="select__single-value"></div>
<input id="${id}" role="combobox" aria-controls="${id}-listbox" aria-expanded="false" aria-labelledby="${id}-label" ${required ? 'aria-required="true"' : ''} autocomplete="off"></div>
<ul role="listbox" id="${id}-listbox" hidden></ul>
<input type="text" tabindex="-1" aria-hidden="true" class="requiredInput" data-for="${id}" ${required ? 'required' : ''} style="opacity:0;position:absolute;height:1px;width:1px"></div>`;

const file = (id: string, label: string, required: boolean, accept: string) =>
  `<div class="field file-upload"><label for="${id}" id="upload-label-${id}">${escapeHtml(label)}${required ? '<span class="required">*</span>' : ''}</label>
<button type="button" onclick="document.getElementById('${id}').click()">Attach</button>
<input id="${id}" type="file" class="hidden-file" accept="${accept}"></div>`;

export const questions = [
  { id: 'question_30001', label: 'LinkedIn Profile', kind: 'text', required: false },
  {
    id: 'question_30002',
    label: 'Are you legally authorized to work in the United States?',
    kind: 'select',
    options: ['Yes', 'No'],
    required: true,
  },
  {
    id: 'question_30003',
    label:
      'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?',
    kind: 'select',
    options: ['Yes', 'No'],
    required: true,
  },
  { id: 'question_30004', label: 'Why do you want to join us?', kind: 'textarea', required: false },
] as const;

export function greenhouseForm(
  company: string,
  variant: Variant,
): { html: string; spec: FormSpec } {
  const accept = variant === 'reject-pdf' ? '.doc,.docx' : '.pdf,.doc,.docx,.txt,.rtf';
  const unknown =
    variant === 'unknown-question'
      ? combobox(
          'question_30009',
          'Do you have a current BLS certification from the American Heart Association?',
          ['Yes', 'No'],
          true,
        )
      : '';
  const custom = questions
    .map((q) =>
      q.kind === 'select'
        ? combobox(q.id, q.label, [...q.options], q.required)
        : q.kind === 'textarea'
          ? `<div class="field"><label for="${q.id}">${escapeHtml(q.label)}</label><textarea id="${q.id}"></textarea></div>`
          : text(q.id, q.label, q.required),
    )
    .join('');
  const eeo = `<div id="eeoc_fields"><h3>Voluntary Self-Identification</h3>
<p>Completion of this section is voluntary.</p>
${combobox('gender', 'Gender', ['Male', 'Female', 'Decline To Self Identify'], false)}
${combobox('hispanic_ethnicity', 'Are you Hispanic/Latino?', ['Yes', 'No', 'Decline To Self Identify'], false)}
${combobox('veteran_status', 'Veteran Status', ['I am not a protected veteran', 'I identify as one or more of the classifications of protected veteran', "I don't wish to answer"], false)}
${combobox('disability_status', 'Disability Status', ['Yes, I have a disability (or previously had a disability)', 'No, I do not have a disability and have not had one in the past', 'I do not want to answer'], false)}</div>`;
  const body = `<h1>Registered Nurse at ${escapeHtml(company)}</h1>
<script type="application/json" id="questions-data">${JSON.stringify(questions)}</script>
<div id="application-form"><h2>Apply for this job</h2>
${text('first_name', 'First Name', true)}${text('last_name', 'Last Name', true)}${text('email', 'Email', true, 'email')}${text('phone', 'Phone', false, 'tel')}
${file('resume', 'Resume/CV', true, accept)}${file('cover_letter', 'Cover Letter', false, accept)}
${custom}${unknown}${variant === 'many-fields' ? manyFields(200) : ''}${eeo}
${challengeWidget(variant)}
<button type="submit" id="submit-app">Submit application</button></div>`;
  const required = [
    'first_name',
    'last_name',
    'email',
    'resume',
    'question_30002',
    'question_30003',
  ];
  if (variant === 'unknown-question') required.push('question_30009');
  if (variant === 'conditional') required.push('question_30011');
  const remount =
    variant === 'changes-after-fill'
      ? `let remounted = false; document.getElementById('email').addEventListener('change', () => {
  if (remounted) return; remounted = true;
  setTimeout(() => { const field = document.getElementById('first_name').closest('.field'); field.outerHTML = field.outerHTML; }, 20);
});`
      : '';
  // A question shown only once the work-authorization question is answered, as forms with
  // conditional questions do.
  const conditional =
    variant === 'conditional'
      ? `document.getElementById('question_30002-listbox').addEventListener('click', () => setTimeout(() => {
  if (document.getElementById('question_30011')) return;
  const field = document.createElement('div');
  field.className = 'field';
  field.innerHTML = '<label for="question_30011" id="question_30011-label">What is your nursing licence number?<span class="required">*</span></label><input id="question_30011" type="text" aria-required="true">';
  document.getElementById('question_30002').closest('.select').after(field);
}, 20));`
      : '';
  return {
    html: page(
      `Job Application for Registered Nurse at ${company}`,
      body,
      `${comboboxScript}${scriptedSubmit('#application-form', '#submit-app')}${remount}${conditional}`,
    ),
    spec: { required, fileKeys: ['resume', 'cover_letter'] },
  };
}
