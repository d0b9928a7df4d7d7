// Five more designs people use that the first tuning layouts did not show (decision 044): an
// Awesome-CV-like page with the employer before the title and a printed footer, a right-hand
// sidebar with dates above each title and a running header, a Europass-like label column whose
// long dates wrap, one line per job ("Title, Company, Place, Dates"), and a word-processor CV
// with the employer first and tab-aligned dates. Written here from scratch; Chromium and
// LibreOffice print them.
import { formatMonth, formatRange, type Person } from '../person.ts';
import { html, page } from './html-text.ts';
import { fodtDocument, fodtParagraph as p } from './office-designs.ts';

const bullets = (items: string[]) => `<ul>${items.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`;
const row = (left: string, right: string, cls = 'row') =>
  `<div class="${cls}"><span>${left}</span><span>${right}</span></div>`;
const LINK_ICON =
  '<svg width="9" height="9" viewBox="0 0 9 9"><rect width="9" height="9" rx="1" fill="#b03"/></svg>';

/** Printed on every page of html-awesome by Chromium's @page margin boxes. */
export const awesomeFooter = (person: Person) => `${person.fullName} · Résumé`;

/**
 * Awesome-CV-like: letter-spaced name, coloured first letters of section titles, employer and
 * place on the first line, title and dates on the second, a footer with name and page number.
 */
export function htmlAwesome(person: Person): string {
  const css = `@page{size:A4;margin:14mm 14mm 18mm;@bottom-left{content:"${awesomeFooter(person)}";font:8pt "DejaVu Sans";color:#888}@bottom-right{content:counter(page) " / " counter(pages);font:8pt "DejaVu Sans";color:#888}}body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt;color:#333;margin:0}h1{text-align:center;font-size:26pt;font-weight:300;letter-spacing:3px;margin:0}h1 b{font-weight:700}.head{text-align:center;color:#b03;font-variant:small-caps}.contact{text-align:center;font-size:8.5pt;margin:4px 0 10px}h2{font-size:13pt;margin:14px 0 4px;border-bottom:1px solid #999}h2 span{color:#b03}h2.next{break-before:page}.row{display:flex;justify-content:space-between}.co{font-weight:700}.pl,.ti{color:#b03;font-style:italic}.ti{color:#555;font-variant:small-caps;font-style:normal}.dt{color:#777;font-style:italic}ul{margin:2px 0 8px;padding-left:16px}td{padding:1px 8px 1px 0;vertical-align:top}`;
  // People often start page two by hand before Education; the footer then shows on both pages.
  const title = (text: string, next = false) =>
    `<h2${next ? ' class="next"' : ''}><span>${html(text.slice(0, 3))}</span>${html(text.slice(3))}</h2>`;
  const body = [
    `<h1>${html(person.firstName)} <b>${html(person.lastName)}</b></h1>`,
    `<div class="head">${html(person.headline)}</div>`,
    `<div class="contact">${html(person.city)} | ${html(person.phone)} | ${html(person.email)} | ${LINK_ICON} ${html(person.linkedIn)}</div>`,
    title('Summary'),
    `<p>${html(person.summary)}</p>`,
    title('Experience'),
    ...person.work.map(
      (job) =>
        `${row(`<span class="co">${html(job.company)}</span>`, `<span class="pl">${html(job.location)}</span>`)}${row(`<span class="ti">${html(job.position)}</span>`, `<span class="dt">${formatRange(job.start, job.end, 'short')}</span>`)}${bullets(job.bullets)}`,
    ),
    title('Education', true),
    ...person.education.map(
      (s) =>
        `${row(`<span class="co">${html(s.school)}</span>`, `<span class="pl">${html(s.location)}</span>`)}${row(`<span class="ti">${html(s.degree)}</span>`, `<span class="dt">${formatRange(s.start, s.end, 'short')}</span>`)}`,
    ),
    title('Certificates'),
    `<table>${person.certifications.map((c) => `<tr><td><b>${html(c.name)}</b></td><td>${html(c.issuer)}</td><td>${c.year}</td></tr>`).join('')}</table>`,
    ...(person.honours ? [title('Honors & Awards'), bullets(person.honours)] : []),
    title('Skills'),
    `<p>${person.skills.map(html).join(' · ')}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}

/** Printed at the top right of every page of html-right-sidebar. */
export const sidebarHeader = (person: Person) => `${person.fullName} — Curriculum Vitae`;

/**
 * Main column left, coloured sidebar right (contact, education, certificates, languages, skills);
 * the name on two lines; slash dates above each title; a running header and page numbers.
 */
export function htmlRightSidebar(person: Person): string {
  const css = `@page{size:A4;margin:16mm 12mm 14mm;@top-right{content:"${sidebarHeader(person)}";font:8pt "Liberation Sans";color:#666}@bottom-center{content:"Page " counter(page) " of " counter(pages);font:8pt "Liberation Sans";color:#666}}body{font-family:"Liberation Sans",sans-serif;font-size:12pt;line-height:1.6;margin:0;color:#222}.grid{display:grid;grid-template-columns:1fr 30%;gap:16px}.side{background:#eef3ee;padding:10px;font-size:9pt}h1{font-size:28pt;line-height:1;margin:0 0 6px;text-transform:uppercase}h2{font-size:10pt;letter-spacing:2px;text-transform:uppercase;color:#2e6b3a;margin:14px 0 4px}.dt{font-size:8.5pt;color:#2e6b3a}.ti{font-weight:700;font-size:11pt}ul{margin:2px 0 8px;padding-left:16px}`;
  const side = [
    `<h2>Contact</h2><p>${html(person.phone)}<br>${html(person.email)}<br>${html(person.linkedIn)}<br>${html(person.city)}</p>`,
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.degree)}</b><br>${html(s.school)}<br>${formatRange(s.start, s.end, 'slash')}</p>`,
    ),
    '<h2>Licenses &amp; Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)}<br>${html(c.issuer)}, ${c.year}</p>`),
    ...(person.languages ? ['<h2>Languages</h2>', bullets(person.languages)] : []),
    `<h2>Skills</h2>${bullets(person.skills)}`,
  ];
  const main = [
    `<h1>${html(person.firstName)}<br>${html(person.lastName)}</h1><div>${html(person.headline)}</div>`,
    `<h2>About me</h2><p>${html(person.summary)}</p><h2>Work History</h2>`,
    ...person.work.map(
      (job) =>
        `<div class="dt">${formatRange(job.start, job.end, 'slash', ' – ', 'present')}</div><div class="ti">${html(job.position)}</div><div>${html(job.company)} — ${html(job.location)}</div>${bullets(job.bullets)}`,
    ),
    ...(person.volunteering
      ? [
          '<h2>Volunteering</h2>',
          ...person.volunteering.map(
            (v) =>
              `<div class="dt">${formatRange(v.start, v.end, 'slash')}</div><div>${html(v.role)}, ${html(v.organisation)}</div>`,
          ),
        ]
      : []),
  ];
  return page(
    person.fullName,
    css,
    `<div class="grid"><main>${main.join('\n')}</main><aside class="side">${side.join('\n')}</aside></div>`,
  );
}

/**
 * Europass-like: a label column of section names and long dates ("September 2019 – February
 * 2022", wrapping in the narrow cell) beside the content; employer first, then the title.
 */
export function htmlDatesTable(person: Person): string {
  const css = `@page{size:A4;margin:15mm}body{font-family:"DejaVu Serif",serif;font-size:10pt;margin:0}table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px}td.l{width:26%;text-align:right;color:#1b4f8a;border-right:1px solid #1b4f8a}th{text-align:right;color:#1b4f8a;font-size:10pt;padding:12px 6px 4px;text-transform:uppercase;border-right:1px solid #1b4f8a}h1{font-size:20pt;margin:0 0 2px}ul{margin:2px 0 6px;padding-left:14px}`;
  const section = (label: string) => `<tr><th>${label}</th><td></td></tr>`;
  const entry = (left: string, right: string) =>
    `<tr><td class="l">${left}</td><td>${right}</td></tr>`;
  const rows = [
    entry('', `<h1>${html(person.fullName)}</h1>${html(person.headline)}`),
    entry('Address', html(person.city)),
    entry('Telephone', html(person.phone)),
    entry('E-mail', html(person.email)),
    entry('LinkedIn', html(person.linkedIn)),
    section('Work experience'),
    ...person.work.map((job) =>
      entry(
        formatRange(job.start, job.end, 'long', ' – ', 'to date'),
        `<b>${html(job.company)}</b>, ${html(job.location)}<br>${html(job.position)}${bullets(job.bullets)}`,
      ),
    ),
    section('Education and training'),
    ...person.education.map((s) =>
      entry(
        formatRange(s.start, s.end, 'long'),
        `<b>${html(s.school)}</b>, ${html(s.location)}<br>${html(s.degree)}`,
      ),
    ),
    section('Certificates'),
    ...person.certifications.map((c) => entry(c.year, `${html(c.name)} — ${html(c.issuer)}`)),
    section('Personal skills'),
    entry('Skills', person.skills.map(html).join(', ')),
    ...(person.languages ? [entry('Languages', person.languages.map(html).join(', '))] : []),
  ];
  return page(person.fullName, css, `<table>${rows.join('\n')}</table>`);
}

/**
 * One line per job: "Title, Company, Place, Mar 2019 – Nov 2021", bullets that hold dates in
 * brackets, headings as many resumes word them; long enough to run onto a second page.
 */
export function htmlOneLineJobs(person: Person): string {
  const css = `@page{size:Letter;margin:0.9in 0.8in}body{font-family:"Liberation Serif",serif;font-size:12pt;line-height:1.5;margin:0}h1{font-size:18pt;margin:0}h2{font-size:12pt;text-transform:uppercase;border-bottom:1px solid #000;margin:20px 0 6px}p{margin:10px 0 2px}ul{margin:0 0 6px;padding-left:18px}`;
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.email)} · ${html(person.phone)} · ${html(person.linkedIn)} · ${html(person.city)}</p>`,
    '<h2>Employment History</h2>',
    ...person.work.map(
      (job) =>
        `<p><b>${html(job.position)}</b>, ${html(job.company)}, ${html(job.location)}, ${formatRange(job.start, job.end, 'short', ' – ', 'present')}</p>${bullets(job.bullets)}`,
    ),
    '<h2>Education and Training</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.degree)}</b>, ${html(s.school)}, ${html(s.location)}, ${formatMonth(s.end, 'short')}</p>`,
    ),
    '<h2>Licenses &amp; Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)}, ${html(c.issuer)}, ${c.year}</p>`),
    ...(person.projects ? ['<h2>Projects</h2>', bullets(person.projects)] : []),
    ...(person.volunteering
      ? [
          '<h2>Volunteer Work</h2>',
          ...person.volunteering.map(
            (v) =>
              `<p>${html(v.role)}, ${html(v.organisation)}, ${formatRange(v.start, v.end, 'short')}</p>`,
          ),
        ]
      : []),
    `<h2>Skills</h2><p>${person.skills.map(html).join(', ')}</p>`,
  ];
  return page(oneLineTitle(person), css, body.join('\n'));
}

/**
 * html-one-line-jobs is printed with the browser's own header and footer left on, as people
 * print from a web resume builder: the date and this title on top, the file's address and the
 * page number below.
 */
export const oneLineTitle = (person: Person) => `Resume - ${person.fullName}`;

/** The running header and footer office-company-first prints on every page. */
export function companyFirstFurniture(person: Person) {
  return { header: `Curriculum Vitae — ${person.fullName}`, footer: `${person.fullName} · CV` };
}

/** A word-processor CV: employer (bold) and dates on one tab-split line, then title and place. */
export function officeCompanyFirst(person: Person): string {
  const x = html;
  const tabbed = (left: string, right: string) => p('Tabbed', `${left}<text:tab/>${right}`);
  const bold = (text: string) => `<text:span text:style-name="B">${x(text)}</text:span>`;
  const furniture = companyFirstFurniture(person);
  const body = [
    p('Name', x(person.fullName)),
    p('Standard', x(person.headline)),
    p('Standard', `${x(person.phone)} | ${x(person.email)} | ${x(person.linkedIn)}`),
    p('Heading', 'PROFESSIONAL EXPERIENCE'),
    ...person.work.flatMap((job) => [
      tabbed(bold(job.company), formatRange(job.start, job.end, 'dotted', ' - ', 'today')),
      tabbed(x(job.position), x(job.location)),
      ...job.bullets.map((b) => p('Standard', `– ${x(b)}`)),
    ]),
    p('Heading', 'EDUCATION'),
    ...person.education.flatMap((s) => [
      tabbed(bold(s.school), formatRange(s.start, s.end, 'dotted', ' - ')),
      tabbed(x(s.degree), x(s.location)),
    ]),
    p('Heading', 'CERTIFICATIONS'),
    ...person.certifications.map((c) => p('Standard', `${x(c.name)} (${x(c.issuer)}, ${c.year})`)),
    ...(person.languages
      ? [p('Heading', 'LANGUAGES'), p('Standard', person.languages.map(x).join(' · '))]
      : []),
    p('Heading', 'SKILLS'),
    p('Standard', person.skills.map(x).join(' · ')),
  ];
  return fodtDocument(
    `${x(furniture.header)}`,
    `${x(furniture.footer)}<text:tab/>Page <text:page-number text:select-page="current">1</text:page-number>`,
    body,
  );
}
