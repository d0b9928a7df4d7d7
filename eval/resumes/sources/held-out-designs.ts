// Two more of our own designs with page furniture, added after the first measurement; the hash
// rule put both in the held-out half (decision 043).
import { formatRange, type Person } from '../person.ts';
import { html, page } from './html-text.ts';
import { fodtDocument, fodtParagraph } from './office-designs.ts';

export const browserPrintTitle = (person: Person) => `${person.fullName} – Resume`;

/**
 * A plain document printed from the browser with Chromium's own header and footer left on: the
 * print date and the page title at the top, the file address and "1/2" at the bottom.
 */
export function htmlBrowserPrint(person: Person): string {
  const css =
    'body{font-family:"Liberation Serif",serif;font-size:11pt;margin:0 8mm}h1{font-size:18pt;margin:0}h2{font-size:11pt;margin:14px 0 4px;border-bottom:1px solid #000}p{margin:2px 0}';
  const body = [
    `<h1>${html(person.fullName)}</h1><p>${html(person.headline)}</p>`,
    `<p>${html(person.email)} | ${html(person.phone)} | ${html(person.linkedIn)} | ${html(person.city)}</p>`,
    '<h2>WORK EXPERIENCE</h2>',
    ...person.work.map(
      (job) =>
        `<p><b>${html(job.company)} — ${html(job.location)}</b></p><p>${html(job.position)} | ${formatRange(job.start, job.end, 'short')}</p><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ),
    '<h2>EDUCATION</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.school)} — ${html(s.location)}</b></p><p>${html(s.degree)} | ${formatRange(s.start, s.end, 'short')}</p>`,
    ),
    '<h2>LICENSES &amp; CERTIFICATIONS</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)} — ${html(c.issuer)}, ${c.year}</p>`),
    `<h2>SKILLS</h2><p>${person.skills.map(html).join(' | ')}</p>`,
  ];
  return page(browserPrintTitle(person), css, body.join('\n'));
}

export const runningHeaderText = (person: Person) =>
  `CURRICULUM VITAE | ${person.lastName.toUpperCase()}`;
export const runningFooterText = (person: Person) => `${person.fullName} · page`;

/** A Word CV with the name on two lines, a running header and a footer carrying name and page. */
export function officeRunningHeader(person: Person): string {
  const p = fodtParagraph;
  const body = [
    p('Name', html(person.firstName)),
    p('Name', html(person.lastName)),
    p('Standard', html(`${person.phone} / ${person.email} / ${person.linkedIn}`)),
    p('Heading', 'Career History'),
    ...person.work.flatMap((job) => [
      p(
        'Standard',
        `<text:span text:style-name="B">${html(job.company)}</text:span>, ${html(job.location)}`,
      ),
      p(
        'Standard',
        `${html(job.position)}, ${formatRange(job.start, job.end, 'slash', ' – ', 'present')}`,
      ),
      ...job.bullets.map((b) => p('Standard', `– ${html(b)}`)),
    ]),
    p('Heading', 'Qualifications'),
    ...person.education.flatMap((s) => [
      p('Standard', `<text:span text:style-name="B">${html(s.degree)}</text:span>`),
      p(
        'Standard',
        `${html(s.school)}, ${html(s.location)}, ${formatRange(s.start, s.end, 'slash', ' – ')}`,
      ),
    ]),
    ...person.certifications.map((c) =>
      p('Standard', `${html(c.name)} (${html(c.issuer)}), ${c.year}`),
    ),
    p('Heading', 'Skills'),
    p('Standard', person.skills.map(html).join('; ')),
  ];
  return fodtDocument(
    html(runningHeaderText(person)),
    `${html(runningFooterText(person))} <text:page-number text:select-page="current">1</text:page-number>`,
    body,
  );
}
