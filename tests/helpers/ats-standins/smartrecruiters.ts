import type { FormSpec } from './greenhouse.ts';
import { challengeWidget, escapeHtml, page, type Variant } from './page-parts.ts';

/**
 * SmartRecruiters' hosted form (jobs.smartrecruiters.com/{company}/{postingId}): built from web
 * components (`spl-input`, `spl-textarea`, `spl-checkbox`, `spl-button` showing its text through a
 * slot) whose inputs and labels sit in open
 * shadow roots, as the public autofill projects that handle it describe; an e-mail asked twice;
 * a privacy consent box; the page's script gathers the values and posts them.
 */
const components = `
const define = (name, render) => customElements.define(name, class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const id = this.getAttribute('field');
    const label = this.getAttribute('label') + (this.hasAttribute('required') ? ' *' : '');
    root.innerHTML = render(id, label, this.hasAttribute('required') ? ' required' : '', this.getAttribute('type') || 'text');
  }
});
define('spl-input', (id, label, req, type) => '<label for="' + id + '">' + label + '</label><input id="' + id + '" name="' + id + '" type="' + type + '"' + req + '>');
define('spl-textarea', (id, label, req) => '<label for="' + id + '">' + label + '</label><textarea id="' + id + '" name="' + id + '"' + req + '></textarea>');
customElements.define('spl-button', class extends HTMLElement {
  connectedCallback() {
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = '<button type="button"><slot></slot></button>';
  }
});
define('spl-checkbox', (id, label, req) => '<label><input type="checkbox" id="' + id + '" name="' + id + '" value="true"' + req + '>' + label + '</label>');
document.getElementById('send').addEventListener('click', async (event) => {
  event.preventDefault();
  const data = new FormData();
  document.querySelectorAll('spl-input, spl-textarea, spl-checkbox').forEach((host) => {
    const el = host.shadowRoot.querySelector('input, textarea');
    if (el.type === 'checkbox') { if (el.checked) data.append(el.name, el.value); return; }
    data.append(el.name, el.value);
  });
  for (const file of document.getElementById('resume').files) data.append('resume', file);
  const response = await fetch(location.href, { method: 'POST', body: data });
  document.open(); document.write(await response.text()); document.close();
});`;

export function smartRecruitersForm(
  company: string,
  variant: Variant,
): { html: string; spec: FormSpec } {
  const input = (field: string, label: string, required: boolean, type = 'text') =>
    `<spl-input field="${field}" label="${escapeHtml(label)}" type="${type}"${required ? ' required' : ''}></spl-input>`;
  const body = `<h1>Registered Nurse</h1><p>${escapeHtml(company)}</p>
<main id="st-apply">
${input('firstName', 'First name', true)}${input('lastName', 'Last name', true)}
${input('email', 'Email', true, 'email')}${input('confirmEmail', 'Confirm your email', true, 'email')}
${input('location', 'City', false)}${input('phoneNumber', 'Phone number', false, 'tel')}
<div class="field"><label for="resume">Resume *</label><input type="file" id="resume" required ${variant === 'reject-pdf' ? 'accept=".docx"' : ''}></div>
<spl-textarea field="message" label="Message to the Hiring Team"></spl-textarea>
<spl-checkbox field="privacy" label="I have read and accept the Privacy Policy" required></spl-checkbox>
${challengeWidget(variant)}
<spl-button id="send">Submit</spl-button></main>`;
  return {
    html: page(`${company} - Registered Nurse`, body, components),
    spec: {
      required: ['firstName', 'lastName', 'email', 'confirmEmail', 'resume', 'privacy'],
      fileKeys: ['resume'],
    },
  };
}
