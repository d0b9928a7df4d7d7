import type { FormSpec } from './greenhouse.ts';
import { challengeWidget, escapeHtml, manyFields, page, type Variant } from './page-parts.ts';

/**
 * Greenhouse's legacy hosted form (boards.greenhouse.io/{token}/jobs/{id}): a plain multipart
 * <form> with `job_application[...]` names, native <select>s for custom questions and a
 * "Submit Application" input.
 */
export function greenhouseLegacyForm(
  company: string,
  variant: Variant,
): { html: string; spec: FormSpec } {
  const field = (name: string, label: string, required: boolean, type = 'text') =>
    `<div class="field"><label for="${name}">${escapeHtml(label)}${required ? ' <span class="asterisk">*</span>' : ''}</label>
<input type="${type}" id="${name}" name="job_application[${name}]" ${required ? 'aria-required="true"' : ''}></div>`;
  const select = (id: string, label: string, options: string[], required: boolean) =>
    `<div class="field"><label for="${id}">${escapeHtml(label)}${required ? ' <span class="asterisk">*</span>' : ''}</label>
<select id="${id}" name="job_application[answers_attributes][${id}][text_value]" ${required ? 'aria-required="true"' : ''}><option value="">--</option>${options.map((o) => `<option>${escapeHtml(o)}</option>`).join('')}</select></div>`;
  const body = `<div id="header"><h1 class="app-title">Registered Nurse</h1><span class="company-name">at ${escapeHtml(company)}</span></div>
<form id="application_form" method="post" enctype="multipart/form-data">
${field('first_name', 'First Name', true)}${field('last_name', 'Last Name', true)}${field('email', 'Email', true, 'email')}${field('phone', 'Phone', true, 'tel')}
${field('location', 'Location (City)', false)}
<div class="field"><label for="resume">Resume/CV <span class="asterisk">*</span></label><input type="file" id="resume" name="job_application[resume]" ${variant === 'reject-pdf' ? 'accept=".docx"' : ''}></div>
${select('0', 'Are you legally authorized to work in the United States?', ['Yes', 'No'], true)}
${select('1', 'Will you now or in the future require sponsorship for employment visa status?', ['Yes', 'No'], true)}
${variant === 'unknown-question' ? select('2', 'How many patients per shift have you cared for at most?', ['1-3', '4-6', '7 or more'], true) : ''}
${variant === 'many-fields' ? manyFields(200) : ''}
${challengeWidget(variant)}
<input type="submit" id="submit_app" value="Submit Application"></form>`;
  const required = [
    'job_application[first_name]',
    'job_application[last_name]',
    'job_application[email]',
    'job_application[phone]',
    'job_application[resume]',
    'job_application[answers_attributes][0][text_value]',
    'job_application[answers_attributes][1][text_value]',
  ];
  if (variant === 'unknown-question')
    required.push('job_application[answers_attributes][2][text_value]');
  return {
    html: page(`Job Application for Registered Nurse at ${company}`, body),
    spec: { required, fileKeys: ['job_application[resume]'] },
  };
}
