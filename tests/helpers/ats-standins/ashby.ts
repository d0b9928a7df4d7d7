import type { FormSpec } from './greenhouse.ts';
import { challengeWidget, escapeHtml, page, type Variant } from './page-parts.ts';
import { scriptedSubmit } from './scripts.ts';

/**
 * Ashby's hosted form (jobs.ashbyhq.com/{board}/{id}/application), as captured: the server sends
 * no form at all; the page's script builds it after load, with no <form> element, system fields
 * `_systemfield_*`, and yes/no questions made of two buttons and a hidden checkbox keyed by UUID,
 * whose fieldset is re-mounted on every click (elements found before are gone after).
 */
const AUTH = 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f601';
const RELOCATE = 'b4e2d3c5-6c7f-4081-9ba2-c3d4e5f60712';

const fields = [
  { id: '_systemfield_name', label: 'Name', type: 'String', required: true },
  { id: '_systemfield_email', label: 'Email', type: 'Email', required: true },
  { id: '_systemfield_phone', label: 'Phone Number', type: 'Phone', required: false },
  { id: '_systemfield_resume', label: 'Resume', type: 'File', required: true },
  {
    id: AUTH,
    label: 'Are you legally authorized to work in the United States?',
    type: 'Boolean',
    required: true,
  },
  {
    id: RELOCATE,
    label: 'Are you open to relocating for this role?',
    type: 'Boolean',
    required: false,
  },
];

/**
 * `POST /api/non-user-graphql?op=ApiJobPosting`, in Ashby's shape (job-sources.md §2.3): `field`
 * is a JSON scalar keyed by `path`. The stand-in page builds its form from this answer, as the
 * live page does, so the definition and the page cannot disagree.
 */
export function ashbyDefinition(jobPostingId: string) {
  return {
    data: {
      jobPosting: {
        id: jobPostingId,
        applicationForm: {
          sections: [
            {
              title: null,
              fieldEntries: fields.map((f) => ({
                isRequired: f.required,
                isHidden: false,
                descriptionHtml: null,
                field: {
                  id: `${f.id}-field`,
                  path: f.id,
                  title: f.label,
                  type: f.type,
                  isNullable: !f.required,
                },
              })),
            },
          ],
        },
      },
    },
  };
}

const inputTypes: Record<string, string> = {
  String: 'text',
  Email: 'email',
  Phone: 'tel',
  File: 'file',
  Boolean: 'yesno',
};

export function ashbyForm(company: string, variant: Variant): { html: string; spec: FormSpec } {
  const accept = variant === 'reject-pdf' ? '.docx' : '.pdf,.doc,.docx';
  const build = `
const yesNo = (f) => {
  const box = document.createElement('fieldset');
  box.className = '_fieldEntry_yesno';
  const checked = document.querySelector('input[name="' + f.id + '"]')?.checked ?? false;
  const answered = document.querySelector('input[name="' + f.id + '"]')?.dataset.answered ?? '';
  box.innerHTML = '<label class="_label">' + f.label + (f.required ? ' *' : '') + '</label>' +
    '<div class="_yesno"><button type="button" aria-pressed="' + (answered && checked) + '">Yes</button><button type="button" aria-pressed="' + (answered && !checked) + '">No</button></div>' +
    '<input type="checkbox" name="' + f.id + '" style="display:none"' + (checked ? ' checked' : '') + ' data-answered="' + answered + '">';
  box.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => {
    const input = box.querySelector('input');
    input.checked = b.textContent === 'Yes';
    input.dataset.answered = 'yes';
    box.replaceWith(yesNo(f)); // re-mounted, as Ashby does
  }));
  return box;
};
const types = ${JSON.stringify(inputTypes)};
const [, board, posting] = location.pathname.split('/').filter(Boolean);
fetch('/api/non-user-graphql?op=ApiJobPosting', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ operationName: 'ApiJobPosting', variables: { organizationHostedJobsPageName: board, jobPostingId: posting } }),
}).then((r) => r.json()).then(({ data }) => setTimeout(() => {
  const root = document.getElementById('root');
  const container = document.createElement('div');
  container.id = 'application';
  for (const entry of data.jobPosting.applicationForm.sections[0].fieldEntries) {
    const f = { id: entry.field.path, label: entry.field.title, type: types[entry.field.type], required: entry.isRequired };
    if (f.type === 'yesno') { container.appendChild(yesNo(f)); continue; }
    const wrap = document.createElement('div');
    wrap.className = '_fieldEntry';
    wrap.innerHTML = '<label for="' + f.id + '">' + f.label + (f.required ? ' *' : '') + '</label>' +
      (f.type === 'file' ? '<input type="file" id="' + f.id + '" accept="${accept}">' : '<input type="' + f.type + '" id="' + f.id + '"' + (f.required ? ' required' : '') + '>');
    container.appendChild(wrap);
  }
  const button = document.createElement('button');
  button.id = 'submit-application';
  button.textContent = 'Submit Application';
  container.appendChild(button);
  root.appendChild(container);
  ${scriptedSubmit('#application', '#submit-application')}
}, 300));`;
  const required = ['_systemfield_name', '_systemfield_email', '_systemfield_resume'];
  return {
    html: page(
      `${company} – Registered Nurse`,
      `<div id="root"><h1>${escapeHtml(company)}</h1></div>${challengeWidget(variant)}`,
      build,
    ),
    spec: { required, fileKeys: ['_systemfield_resume'] },
  };
}
