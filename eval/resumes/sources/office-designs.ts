// Our own word-processor designs, opened and saved by headless LibreOffice as DOCX and exported
// to PDF (decision 043): a Word table with a row per job, a page-wide two-cell table used as a
// sidebar, and a flat ODT with running header, footer with page numbers and tab-aligned dates.
import { formatRange, type Person } from '../person.ts';
import { html, page } from './html-text.ts';

const CSS = 'body{font-family:"Liberation Sans";font-size:10pt}td{vertical-align:top;padding:3px}';

/** A table with one row per job: dates in the left cell, title, employer and place right. */
export function officeTable(person: Person): string {
  const row = (left: string, right: string) =>
    `<tr><td width="25%">${left}</td><td>${right}</td></tr>`;
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.headline)}<br>${html(person.email)} | ${html(person.phone)} | ${html(person.linkedIn)}</p>`,
    '<h2>Employment</h2><table width="100%" border="1" cellspacing="0">',
    ...person.work.map((job) =>
      row(
        formatRange(job.start, job.end, 'short'),
        `<b>${html(job.position)}</b><br>${html(job.company)}, ${html(job.location)}<br>${job.bullets.map(html).join(' ')}`,
      ),
    ),
    '</table><h2>Education</h2><table width="100%" border="1" cellspacing="0">',
    ...person.education.map((s) =>
      row(
        formatRange(s.start, s.end, 'short'),
        `<b>${html(s.degree)}</b><br>${html(s.school)}, ${html(s.location)}`,
      ),
    ),
    '</table><h2>Certifications</h2><table width="100%" border="1" cellspacing="0">',
    ...person.certifications.map((c) => row(c.year, `${html(c.name)} (${html(c.issuer)})`)),
    `</table><h2>Skills</h2><p>${person.skills.map(html).join(', ')}</p>`,
    ...(person.languages
      ? [`<h2>Languages</h2><p>${person.languages.map(html).join(', ')}</p>`]
      : []),
  ];
  return page(person.fullName, CSS, body.join('\n'));
}

/** The whole page is one borderless two-cell table: a narrow left cell as sidebar. */
export function officeSidebarTable(person: Person): string {
  const side = [
    `<h1>${html(person.firstName)}<br>${html(person.lastName)}</h1>`,
    `<p><b>Phone</b><br>${html(person.phone)}</p><p><b>E-mail</b><br>${html(person.email)}</p><p><b>LinkedIn</b><br>${html(person.linkedIn)}</p><p><b>Address</b><br>${html(person.city)}</p>`,
    `<h3>SKILLS</h3>${person.skills.map((s) => `<p>${html(s)}</p>`).join('')}`,
    `<h3>LICENCES</h3>${person.certifications.map((c) => `<p>${html(c.name)}, ${c.year}</p>`).join('')}`,
  ].join('');
  const main = [
    `<h3>PROFILE</h3><p>${html(person.summary)}</p><h3>EXPERIENCE</h3>`,
    ...person.work.map(
      (job) =>
        `<p><b>${html(job.company)}</b>, ${html(job.location)}<br><i>${html(job.position)}</i><br>${formatRange(job.start, job.end, 'long', ' to ')}</p><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ),
    '<h3>EDUCATION</h3>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.school)}</b>, ${html(s.location)}<br>${html(s.degree)}<br>${formatRange(s.start, s.end, 'long', ' to ')}</p>`,
    ),
  ].join('\n');
  return page(
    person.fullName,
    CSS,
    `<table width="100%" border="0"><tr><td width="32%" bgcolor="#e8eef4">${side}</td><td>${main}</td></tr></table>`,
  );
}

export function officeFurniture(person: Person) {
  return { header: `${person.lastName}, ${person.firstName} — Résumé`, footer: 'Page 1 of 2' };
}

const x = (text: string) => html(text);
const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"';

/** Flat ODT: running header and page-numbered footer, titles and dates split by a right tab. */
export function officeHeaderFooter(person: Person): string {
  const furniture = officeFurniture(person);
  const p = (style: string, content: string) =>
    `<text:p text:style-name="${style}">${content}</text:p>`;
  const tabbed = (left: string, right: string) => p('Tabbed', `${left}<text:tab/>${right}`);
  const body = [
    p('Name', x(person.fullName)),
    p(
      'Standard',
      `${x(person.city)} · ${x(person.phone)} · ${x(person.email)} · ${x(person.linkedIn)}`,
    ),
    p('Heading', 'Work Experience'),
    ...person.work.flatMap((job) => [
      tabbed(
        `<text:span text:style-name="B">${x(job.position)}</text:span>`,
        formatRange(job.start, job.end, 'short'),
      ),
      tabbed(x(job.company), x(job.location)),
      ...job.bullets.map((b) => p('Standard', `• ${x(b)}`)),
    ]),
    p('Heading', 'Education'),
    ...person.education.flatMap((s) => [
      tabbed(
        `<text:span text:style-name="B">${x(s.degree)}</text:span>`,
        formatRange(s.start, s.end, 'short'),
      ),
      tabbed(x(s.school), x(s.location)),
    ]),
    p('Heading', 'Certifications and Licences'),
    ...person.certifications.map((c) => tabbed(`${x(c.name)}, ${x(c.issuer)}`, c.year)),
    p('Heading', 'Skills'),
    p('Standard', person.skills.map(x).join(', ')),
    ...(person.volunteering
      ? [
          p('Heading', 'Volunteering'),
          ...person.volunteering.map((v) =>
            tabbed(`${x(v.role)}, ${x(v.organisation)}`, formatRange(v.start, v.end, 'short')),
          ),
        ]
      : []),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-family="Liberation Sans" fo:font-size="10pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="#1f4e79"/></style:style>
<style:style style:name="Tabbed" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0.6cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.6cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header><text:p text:style-name="Standard">${x(furniture.header)}</text:p></style:header><style:footer><text:p text:style-name="Standard">Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body.join('\n')}
</office:text></office:body></office:document>
`;
}
