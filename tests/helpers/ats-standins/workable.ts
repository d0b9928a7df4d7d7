import type { FormSpec } from './greenhouse.ts';
import { challengeWidget, escapeHtml, manyFields, page, type Variant } from './page-parts.ts';

/**
 * Workable's hosted form (apply.workable.com/{account}/j/{shortcode}/apply), as captured: a
 * cookie banner over the page until dismissed, an address autocomplete that fills hidden fields,
 * a checkbox group for a required question, a GDPR consent box, and a Cloudflare Turnstile on the
 * live site (the `turnstile` variant puts it back).
 */
export function workableForm(company: string, variant: Variant): { html: string; spec: FormSpec } {
  const text = (name: string, label: string, required: boolean, type = 'text') =>
    `<div class="field"><label for="${name}">${escapeHtml(label)}${required ? ' *' : ''}</label><input id="${name}" name="${name}" type="${type}" ${required ? 'required' : ''}></div>`;
  const body = `<div id="cookie-banner" role="dialog" aria-label="Cookie consent" style="position:fixed;inset:auto 0 0 0;height:45vh;background:#fff;border-top:2px solid #333;z-index:10;padding:16px">
<p>We use cookies to improve your experience.</p><button type="button" data-ui="cookie-reject">Reject all</button> <button type="button" data-ui="cookie-accept">Accept all</button></div>
<h1>Registered Nurse</h1><p>${escapeHtml(company)}</p>
<form id="application-form" method="post" enctype="multipart/form-data">
${text('firstname', 'First name', true)}${text('lastname', 'Last name', true)}${text('email', 'Email', true, 'email')}${text('phone', 'Phone', false, 'tel')}
<div class="field"><label for="address">Address</label><input id="address" autocomplete="off" aria-autocomplete="list">
<input type="hidden" name="address[city]"><input type="hidden" name="address[country]"></div>
<div class="field"><label for="resume">Resume *</label><input id="resume" name="resume" type="file" required ${variant === 'reject-pdf' ? 'accept=".docx"' : ''}></div>
<fieldset class="field"><legend>Which shifts can you work? *</legend>
<label><input type="checkbox" name="QA_shifts" value="Days">Days</label>
<label><input type="checkbox" name="QA_shifts" value="Nights">Nights</label>
<label><input type="checkbox" name="QA_shifts" value="Weekends">Weekends</label></fieldset>
${text('QA_authorized', 'Are you legally authorized to work in the United States?', false)}
${variant === 'many-fields' ? manyFields(200) : ''}
<div class="field"><label><input type="checkbox" name="gdpr" value="true" required> I agree to the processing of my personal data for this application, as described in the privacy notice *</label></div>
${challengeWidget(variant)}
<button type="submit" data-ui="submit-application">Submit application</button></form>`;
  // The cookie banner goes only when a button in it is pressed; the address autocomplete fills
  // its hidden fields from what was typed, as the live widget does after a suggestion is picked.
  const script = `document.querySelectorAll('#cookie-banner button').forEach((b) => b.addEventListener('click', () => document.getElementById('cookie-banner').remove()));
document.getElementById('address').addEventListener('change', (e) => {
  const [city, country] = e.target.value.split(',').map((p) => p.trim());
  document.querySelector('[name="address[city]"]').value = city || '';
  document.querySelector('[name="address[country]"]').value = country || 'United States';
});`;
  return {
    html: page(`Registered Nurse - ${company}`, body, script),
    spec: {
      required: ['firstname', 'lastname', 'email', 'resume', 'QA_shifts', 'gdpr'],
      fileKeys: ['resume'],
    },
  };
}
