import type { FormSpec } from './greenhouse.ts';
import { challengeWidget, escapeHtml, manyFields, page, type Variant } from './page-parts.ts';

/**
 * Lever's hosted form (jobs.lever.co/{site}/{id}/apply), as captured: one full-name field, `org`,
 * `urls[...]` links, `resume-upload-input` whose upload runs a resume parser that back-fills the
 * name after a delay, `cards[<uuid>][fieldN]` custom questions whose text sits in a sibling
 * `.application-label` (not a <label>), `eeo[...]` selects and a "Submit application" button.
 * With `captcha-hcaptcha` the visible button is a `type=button` that would run hCaptcha and then
 * click a hidden real submit, as on the live site.
 */
const CARD = 'cards[5f7c2a10-9d1e-4c39-a2c4-0b7e4f1d2a11]';

const question = (label: string, control: string, required: boolean) =>
  `<li class="application-question"><label><div class="application-label">${escapeHtml(label)}${required ? '<span class="required">✱</span>' : ''}</div>
<div class="application-field">${control}</div></label></li>`;

export function leverForm(company: string, variant: Variant): { html: string; spec: FormSpec } {
  const accept = variant === 'reject-pdf' ? '.doc,.docx' : '';
  const radios = (name: string, options: string[], required: boolean) =>
    `<ul>${options.map((o) => `<li><label><input type="radio" name="${name}" value="${escapeHtml(o)}" ${required ? 'required' : ''}>${escapeHtml(o)}</label></li>`).join('')}</ul>`;
  const custom = `<li class="application-question custom-question"><div class="application-label"><div class="text">Are you legally authorized to work in the United States?</div><span class="required">✱</span></div>
<div class="application-field">${radios(`${CARD}[field0]`, ['Yes', 'No'], true)}</div></li>
<li class="application-question custom-question"><div class="application-label"><div class="text">Are you willing to work nights and weekends?</div></div>
<div class="application-field">${radios(`${CARD}[field1]`, ['Yes', 'No'], false)}</div></li>`;
  const unknown =
    variant === 'unknown-question'
      ? `<li class="application-question custom-question"><div class="application-label"><div class="text">Which unit have you worked on most?</div><span class="required">✱</span></div>
<div class="application-field">${radios(`${CARD}[field2]`, ['ICU', 'Med/Surg', 'Emergency', 'Labor and Delivery'], true)}</div></li>`
      : '';
  const hcaptcha = variant === 'captcha-hcaptcha';
  const body = `<h2>Registered Nurse</h2><p>${escapeHtml(company)}</p>
<form id="application-form" method="POST" enctype="multipart/form-data"><ul>
${question('Resume/CV', `<input type="file" name="resume" id="resume-upload-input" data-qa="input-resume" ${accept ? `accept="${accept}"` : ''}>`, true)}
${question('Full name', '<input type="text" name="name" data-qa="name-input" required>', true)}
${question('Email', '<input type="email" name="email" data-qa="email-input" required>', true)}
${question('Phone', '<input type="text" name="phone" data-qa="phone-input">', false)}
${question('Current company', '<input type="text" name="org">', false)}
${question('LinkedIn URL', '<input type="text" name="urls[LinkedIn]">', false)}
${custom}${unknown}${variant === 'many-fields' ? manyFields(200) : ''}
${question('Additional information', '<textarea name="comments" placeholder="Add a cover letter or anything else you want to share."></textarea>', false)}
</ul>
<div class="eeo-section"><h4>U.S. Equal Employment Opportunity information</h4>
<select name="eeo[gender]"><option value="">Select ...</option><option>Male</option><option>Female</option><option>Decline to self-identify</option></select>
<select name="eeo[veteran]"><option value="">Select ...</option><option>I am a veteran</option><option>I am not a veteran</option><option>Decline to self-identify</option></select></div>
${challengeWidget(variant)}
${hcaptcha ? '<button type="button" id="btn-submit" class="postings-btn template-btn-submit" data-qa="btn-submit">Submit application</button><button type="submit" id="hidden-submit" style="display:none">Submit</button>' : '<button type="submit" id="btn-submit" class="postings-btn template-btn-submit" data-qa="btn-submit">Submit application</button>'}
</form>`;
  // The resume parser: the upload back-fills the name from the file, over what was typed.
  const parser = `document.getElementById('resume-upload-input').addEventListener('change', () => {
  setTimeout(() => { const name = document.querySelector('[name=name]'); name.value = 'PARSED FROM RESUME'; }, 300);
});`;
  const required = ['name', 'email', 'resume', `${CARD}[field0]`];
  if (variant === 'unknown-question') required.push(`${CARD}[field2]`);
  return {
    html: page(`${company} - Registered Nurse`, body, parser),
    spec: { required, fileKeys: ['resume'] },
  };
}
