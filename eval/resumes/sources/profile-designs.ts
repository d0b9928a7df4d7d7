// Three resumes people send that no design of ours showed (2026-11-30): a professional network's
// "Save to PDF" profile, a US federal resume from a government job board's builder, and the
// Europass CV on the europasscv class TeX Live ships. Our own renditions, written from how such
// files print, not from any site's code (decision 043).
import { usStates } from '../../../src/core/geo/us-states.ts';
import { formatMonth, formatRange, type Person, type PersonJob } from '../person.ts';
import { html, page, wordBoxes } from './html-text.ts';
import { tex } from './tex-text.ts';

/** When the committed files were rendered: "Present" durations count to it. */
const RENDERED_IN = '2026-11';
export const RENDERED_ON = 'November 30, 2026';

const monthIndex = (value: string) => {
  const [year, month] = (value === 'present' ? RENDERED_IN : value).split('-');
  return Number(year) * 12 + Number(month) - 1;
};

/** "4 years 9 months", counting both end months, as the profile export prints a stay. */
function duration(start: string, end: string): string {
  const months = monthIndex(end) - monthIndex(start) + 1;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => (n === 0 ? '' : `${n} ${unit}${n === 1 ? '' : 's'}`);
  return [part(years, 'year'), part(rest, 'month')].filter(Boolean).join(' ');
}

/** "Houston, TX" as the profile export writes a place: "Houston, Texas, United States". */
function spelledPlace(place: string): string {
  const [city, code] = place.split(', ');
  const state = code ? usStates[code] : undefined;
  return state ? `${city}, ${state}, United States` : place;
}

/** Consecutive jobs at one employer, as the export and many builders group them. */
function byEmployer(work: readonly PersonJob[]): PersonJob[][] {
  const groups: PersonJob[][] = [];
  for (const job of work) {
    const last = groups.at(-1);
    if (last?.[0]?.company === job.company) last.push(job);
    else groups.push([job]);
  }
  return groups;
}

/**
 * A professional network's profile saved as PDF: a grey left column (contact, top skills,
 * languages, certification names), the name, headline and spelled-out place; each employer in
 * bold, its roles under it with "March 2020 - Present (4 years 9 months)" and the place on lines
 * of their own; schools with "Degree · (2015 - 2017)"; "Page 1 of 2" at every page's foot.
 */
export function htmlProfileExport(person: Person): string {
  const stay = (job: PersonJob) =>
    `${formatRange(job.start, job.end, 'long', ' - ')} (${duration(job.start, job.end)})`;
  const css =
    '@page{size:Letter;margin:12mm 0 14mm;@bottom-center{content:"Page " counter(page) " of " counter(pages);font:8pt "DejaVu Sans",sans-serif;color:#888}}body{margin:0;font-family:"DejaVu Sans",sans-serif;font-size:9.5pt;display:flex;color:#222}aside{width:30%;background:#e8ecef;padding:6mm 6mm}main{width:70%;padding:6mm 10mm}aside h3{font-size:11pt;margin:14px 0 4px}h1{font-size:24pt;margin:0;font-weight:normal}h2{font-size:14pt;font-weight:normal;margin:18px 0 6px}.headline{font-size:11pt}.place{color:#777}.employer{font-size:11pt;margin-top:12px}.total,.when,.where{color:#777}.role{font-size:10.5pt;margin-top:4px}p{margin:2px 0}';
  const aside = [
    '<h3>Contact</h3>',
    `<p>${html(person.phone)} (Mobile)</p>`,
    `<p>${html(person.email)}</p>`,
    `<p>www.${html(person.linkedIn)} (LinkedIn)</p>`,
    '<h3>Top Skills</h3>',
    ...person.skills.slice(0, 3).map((skill) => `<p>${html(skill)}</p>`),
    ...(person.languages
      ? ['<h3>Languages</h3>', ...person.languages.map((l) => `<p>${html(l)}</p>`)]
      : []),
    '<h3>Certifications</h3>',
    ...person.certifications.map((c) => `<p>${html(c.name)}</p>`),
  ];
  const role = (job: PersonJob, withEmployer: boolean) =>
    [
      withEmployer ? `<p class="employer"><b>${html(job.company)}</b></p>` : '',
      `<p class="role">${html(job.position)}</p>`,
      `<p class="when">${stay(job)}</p>`,
      `<p class="where">${html(spelledPlace(job.location))}</p>`,
      ...job.bullets.map((b) => `<p>• ${html(b)}</p>`),
    ].join('');
  const main = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p class="headline">${html(person.headline)}</p>`,
    `<p class="place">${html(spelledPlace(person.city))}</p>`,
    '<h2>Summary</h2>',
    `<p>${html(person.summary)}</p>`,
    '<h2>Experience</h2>',
    ...byEmployer(person.work).map((group) => {
      const [newest] = group;
      const oldest = group.at(-1);
      if (!newest || !oldest || group.length === 1) return newest ? role(newest, true) : '';
      return [
        `<p class="employer"><b>${html(newest.company)}</b></p>`,
        `<p class="total">${duration(oldest.start, newest.end)}</p>`,
        ...group.map((job) => role(job, false)),
      ].join('');
    }),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p class="employer"><b>${html(s.school)}</b></p><p>${html(s.degree)} · (${s.start.slice(0, 4)} - ${s.end.slice(0, 4)})</p>`,
    ),
  ];
  return page(
    person.fullName,
    css,
    `<aside>${aside.join('\n')}</aside>\n<main>${main.join('\n')}</main>`,
  );
}

const SUPERVISORS = ['Pat Morgan', 'Renee Dubois', 'Carl Whitaker', 'Denise Ortiz', 'Sam Patel'];

/** A made-up number in the person's area code, as the builder prints it: "704-555-1011". */
const supervisorPhone = (person: Person, at: number) =>
  `${person.phone.replace(/\D/g, '').slice(-10, -7)}-555-${1000 + at * 11}`;

/**
 * A US federal resume as a government job board's builder prints it: the employer and its place,
 * numeric dates, hours per week, then the title, "Duties, Accomplishments and Related Skills:",
 * the supervisor with a telephone number and whether they may be called; schooling with the
 * degree and its month; training and certificates under "Job Related Training".
 */
export function htmlFederalResume(person: Person): string {
  const css =
    '@page{size:Letter;margin:16mm}body{font-family:"Liberation Serif",serif;font-size:10.5pt}h1{font-size:16pt;margin:0}h2{font-size:12pt;margin:16px 0 6px;border-bottom:1px solid #000}.job{margin-bottom:12px}p{margin:1px 0}ul{margin:2px 0}';
  const job = (entry: PersonJob, at: number) =>
    [
      '<div class="job">',
      `<p><b>${html(entry.company)}</b></p>`,
      `<p>${html(entry.location)} United States</p>`,
      `<p>${formatRange(entry.start, entry.end, 'slash', ' - ')}</p>`,
      `<p>Hours per week: ${/part-time/i.test(entry.position) ? 20 : 40}</p>`,
      `<p><b>${html(entry.position)}</b></p>`,
      '<p>Duties, Accomplishments and Related Skills:</p>',
      `<ul>${entry.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
      `<p>Supervisor: ${SUPERVISORS[at % SUPERVISORS.length]} (${supervisorPhone(person, at)})</p>`,
      `<p>Okay to contact this Supervisor: ${at === 0 ? 'Contact me first' : 'Yes'}</p>`,
      '</div>',
    ].join('\n');
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.city)} United States</p>`,
    `<p>Mobile: ${html(person.phone)}</p>`,
    `<p>Email: ${html(person.email)}</p>`,
    '<h2>Work Experience</h2>',
    ...person.work.map(job),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.school)}</b> ${html(s.location)} United States</p><p>${html(s.degree)} ${formatMonth(s.end, 'slash')}</p>`,
    ),
    '<h2>Job Related Training</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)}, ${html(c.issuer)}, ${c.year}</p>`),
    '<h2>Skills</h2>',
    `<p>${person.skills.map(html).join('; ')}</p>`,
    ...(person.languages
      ? ['<h2>Languages</h2>', `<p>${person.languages.map(html).join(', ')}</p>`]
      : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * The Europass CV on TeX Live's europasscv class: labels and dates in a right-aligned left column,
 * the title in blue beside its dates, the employer and place under it, and the class's own footer
 * (name, page "1 / 2", the programme's notice).
 */
export function europasscvSource(person: Person): string {
  const range = (start: string, end: string) => tex(formatRange(start, end, 'slash', ' -- '));
  const bullets = (items: string[]) =>
    items.length === 0
      ? ''
      : `\\ecvitem{}{\\begin{ecvitemize}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{ecvitemize}}`;
  return [
    '\\documentclass[english,a4paper]{europasscv}',
    '\\usepackage[english]{babel}',
    '\\usepackage[T1]{fontenc}',
    // The class prints the compile date in its footer; fixed, so a re-render prints the same file.
    `\\renewcommand{\\today}{${RENDERED_ON}}`,
    `\\ecvname{${tex(person.fullName)}}`,
    `\\ecvaddress{${tex(person.city)}}`,
    `\\ecvmobile{${tex(person.phone)}}`,
    `\\ecvemail{${tex(person.email)}}`,
    `\\ecvlinkedinpage{${tex(person.linkedIn)}}`,
    '\\begin{document}',
    '\\begin{europasscv}',
    '\\ecvpersonalinfo',
    '\\ecvsection{Work experience}',
    ...person.work.flatMap((job) => [
      `\\ecvtitle{${range(job.start, job.end)}}{${tex(job.position)}}`,
      `\\ecvitem{}{${tex(job.company)}, ${tex(job.location)}}`,
      bullets(job.bullets),
    ]),
    '\\ecvsection{Education and training}',
    ...person.education.flatMap((s) => [
      `\\ecvtitle{${range(s.start, s.end)}}{${tex(s.degree)}}`,
      `\\ecvitem{}{${tex(s.school)}, ${tex(s.location)}}`,
    ]),
    '\\ecvsection{Personal skills}',
    ...(person.languages ? [`\\ecvitem{Languages}{${person.languages.map(tex).join(', ')}}`] : []),
    `\\ecvitem{Job-related skills}{${person.skills.map(tex).join(', ')}}`,
    `\\ecvitem{Certificates}{\\begin{ecvitemize}${person.certifications.map((c) => `\\item ${tex(c.name)}, ${tex(c.issuer)}, ${c.year}`).join(' ')}\\end{ecvitemize}}`,
    '\\end{europasscv}',
    '\\end{document}',
    '',
  ].join('\n');
}

/**
 * TeX Live's simplecv class: the name and place in a header table's left cell, contacts in its
 * right, a centred "Résumé" title, and topics with their dates in a left-aligned label column;
 * the first line of each topic (title and employer) in bold.
 */
export function simplecvSource(person: Person): string {
  const range = (start: string, end: string) => tex(formatRange(start, end, 'short', ' -- '));
  return [
    '\\documentclass[11pt,letterpaper,topictitle]{simplecv}',
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{lmodern}',
    '\\usepackage[margin=2cm]{geometry}',
    `\\leftheader{{\\Large\\bfseries ${tex(person.fullName)}} \\\\ ${tex(person.city)}}`,
    `\\rightheader{${tex(person.phone)} \\\\ ${tex(person.email)} \\\\ ${tex(person.linkedIn)}}`,
    '\\title{Résumé}',
    '\\begin{document}',
    '\\maketitle',
    '\\section{Experience}',
    '\\begin{topic}',
    ...person.work.map(
      (job) =>
        `\\item[${range(job.start, job.end)}] ${tex(job.position)}, ${tex(job.company)} \\\\ ${tex(job.location)} \\\\ ${job.bullets.map(tex).join(' ')}`,
    ),
    '\\end{topic}',
    '\\section{Education}',
    '\\begin{topic}',
    ...person.education.map(
      (s) =>
        `\\item[${range(s.start, s.end)}] ${tex(s.degree)} \\\\ ${tex(s.school)}, ${tex(s.location)}`,
    ),
    '\\end{topic}',
    '\\section{Licences and Certificates}',
    '\\begin{topic}',
    ...person.certifications.map((c) => `\\item[${c.year}] ${tex(c.name)}, ${tex(c.issuer)}`),
    '\\end{topic}',
    '\\section{Skills}',
    person.skills.map(tex).join(', '),
    '\\end{document}',
    '',
  ].join('\n');
}

/**
 * An online builder's design with headings in a left column: each section's name sits left of
 * its first entry, each entry's dates under it in that column; the title in bold, then
 * "Company - City, ST" and the duties on the right.
 */
export function htmlSideHeadings(person: Person): string {
  const range = (start: string, end: string) => formatRange(start, end, 'slash', ' - ', 'Current');
  const css =
    '@page{size:Letter;margin:15mm}body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt;color:#333}h1{font-size:22pt;margin:0;color:#2b6777}.contact{margin:4px 0 14px}.row{display:grid;grid-template-columns:28% 72%;margin-bottom:8px}.side{padding-right:10px}.side h2{font-size:10.5pt;text-transform:uppercase;color:#2b6777;margin:0 0 4px}.when{color:#666}p{margin:1px 0}ul{margin:2px 0;padding-left:16px}';
  const rows = (heading: string, entries: { side: string; main: string }[]) =>
    entries.map(
      (entry, at) =>
        `<div class="row"><div class="side">${at === 0 ? `<h2>${heading}</h2>` : ''}<p class="when">${entry.side}</p></div><div>${entry.main}</div></div>`,
    );
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p class="contact">${html(person.city)} | ${html(person.phone)} | ${html(person.email)} | ${html(person.linkedIn)}</p>`,
    ...rows('Summary', [{ side: '', main: `<p>${html(person.summary)}</p>` }]),
    ...rows('Skills', [{ side: '', main: `<p>${person.skills.map(html).join(' • ')}</p>` }]),
    ...rows(
      'Work History',
      person.work.map((job) => ({
        side: range(job.start, job.end),
        main: `<p><b>${html(job.position)}</b></p><p>${html(job.company)} - ${html(job.location)}</p><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
      })),
    ),
    ...rows(
      'Education',
      person.education.map((s) => ({
        side: formatMonth(s.end, 'slash'),
        main: `<p><b>${html(s.degree)}</b></p><p>${html(s.school)} - ${html(s.location)}</p>`,
      })),
    ),
    ...rows(
      'Certifications',
      person.certifications.map((c) => ({
        side: c.year,
        main: `<p>${html(c.name)} - ${html(c.issuer)}</p>`,
      })),
    ),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * A word-processor template with a header table: the name and headline in its left cell, the
 * contacts stacked in its right; each job as "TITLE | Company | City, ST" in capitals and bold,
 * its dates in italics on the line under it.
 */
export function officeContactHeader(person: Person): string {
  const css =
    'body{font-family:"Liberation Sans",sans-serif;font-size:10pt}table.head{width:100%;border-bottom:2px solid #444}td{vertical-align:top}h1{font-size:20pt;margin:0}h2{font-size:11pt;color:#444;margin:12pt 0 4pt}p{margin:1pt 0}';
  const body = [
    '<table class="head"><tr>',
    `<td width="60%"><h1>${html(person.fullName)}</h1><p>${html(person.headline)}</p></td>`,
    `<td width="40%"><p>${html(person.phone)}</p><p>${html(person.email)}</p><p>${html(person.linkedIn)}</p><p>${html(person.city)}</p></td>`,
    '</tr></table>',
    '<h2>Experience</h2>',
    ...person.work.flatMap((job) => [
      `<p><b>${html(job.position.toUpperCase())} | ${html(job.company)} | ${html(job.location)}</b></p>`,
      `<p><i>${formatRange(job.start, job.end, 'long', ' – ')}</i></p>`,
      `<ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ]),
    '<h2>Education</h2>',
    ...person.education.flatMap((s) => [
      `<p><b>${html(s.degree.toUpperCase())} | ${html(s.school)}</b></p>`,
      `<p><i>${formatMonth(s.end, 'long')}</i></p>`,
    ]),
    '<h2>Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)} | ${html(c.issuer)} | ${c.year}</p>`),
    '<h2>Skills</h2>',
    `<p>${person.skills.map(html).join(' · ')}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * A CV with a photo: a grey picture box beside the name, headline and a contact list with
 * labels; each employer in bold with its dates flush right ("since 03/2020" for the current
 * job), the title in italics under it.
 */
export function htmlPhotoHeader(person: Person): string {
  const since = (job: PersonJob) =>
    job.end === 'present'
      ? `since ${formatMonth(job.start, 'slash')}`
      : formatRange(job.start, job.end, 'slash', ' – ');
  const css =
    '@page{size:A4;margin:16mm}body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt}.top{display:flex;gap:18px;margin-bottom:10px}.photo{width:90px;height:110px;background:#b0bec5;border-radius:4px}h1{font-size:20pt;margin:0 0 2px}h2{font-size:11pt;border-bottom:1px solid #999;margin:14px 0 6px}.row{display:flex;justify-content:space-between}p{margin:1px 0}ul{margin:2px 0 6px}';
  const body = [
    '<div class="top"><div class="photo"></div><div>',
    `<h1>${html(person.fullName)}</h1>`,
    `<p><i>${html(person.headline)}</i></p>`,
    `<p>Address: ${html(person.city)}</p><p>Phone: ${html(person.phone)}</p><p>E-mail: ${html(person.email)}</p><p>LinkedIn: ${html(person.linkedIn)}</p>`,
    '</div></div>',
    '<h2>Professional Experience</h2>',
    ...person.work.map(
      (job) =>
        `<div class="row"><b>${html(job.company)}, ${html(job.location)}</b><span>${since(job)}</span></div><p><i>${html(job.position)}</i></p><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<div class="row"><b>${html(s.school)}, ${html(s.location)}</b><span>${formatRange(s.start, s.end, 'slash', ' – ')}</span></div><p><i>${html(s.degree)}</i></p>`,
    ),
    '<h2>Certificates</h2>',
    ...person.certifications.map(
      (c) =>
        `<div class="row"><span>${html(c.name)} (${html(c.issuer)})</span><span>${c.year}</span></div>`,
    ),
    '<h2>Skills and Languages</h2>',
    `<p>${person.skills.map(html).join(', ')}</p>`,
    ...(person.languages ? [`<p>Languages: ${person.languages.map(html).join(', ')}</p>`] : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * A design tool's export that writes every word as its own text item: each entry's title in
 * bold with its dates flush right, "Company | City, ST" under it, headings in spaced capitals.
 */
export function htmlDesignToolWords(person: Person): string {
  const words = wordBoxes;
  const range = (start: string, end: string) => formatRange(start, end, 'short', ' - ');
  const css =
    '@page{size:Letter;margin:14mm}body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt}.w{display:inline-block}h1{font-size:24pt;margin:0;letter-spacing:1px}h2{font-size:10pt;letter-spacing:3px;text-transform:uppercase;margin:14px 0 5px;color:#5d4037}.row{display:flex;justify-content:space-between}p{margin:2px 0}';
  const row = (left: string, right: string) =>
    `<div class="row"><span>${left}</span><span>${words(right)}</span></div>`;
  const body = [
    `<h1>${words(person.fullName)}</h1>`,
    `<p>${words(person.headline)}</p>`,
    `<p>${words(`${person.city} | ${person.phone} | ${person.email} | ${person.linkedIn}`)}</p>`,
    `<h2>${words('Summary')}</h2><p>${words(person.summary)}</p>`,
    `<h2>${words('Experience')}</h2>`,
    ...person.work.flatMap((job) => [
      row(`<b>${words(job.position)}</b>`, range(job.start, job.end)),
      `<p>${words(`${job.company} | ${job.location}`)}</p>`,
      ...job.bullets.map((b) => `<p>${words(`• ${b}`)}</p>`),
    ]),
    `<h2>${words('Education')}</h2>`,
    ...person.education.flatMap((s) => [
      row(`<b>${words(s.degree)}</b>`, range(s.start, s.end)),
      `<p>${words(`${s.school} | ${s.location}`)}</p>`,
    ]),
    `<h2>${words('Licenses & Certifications')}</h2>`,
    ...person.certifications.map((c) => row(words(`${c.name} - ${c.issuer}`), c.year)),
    `<h2>${words('Skills')}</h2><p>${words(person.skills.join(' · '))}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * The plain "ATS-friendly" resume job seekers are told to send: one column, no graphics,
 * headings in capitals, the employer and its place on one line, the title and its dates after
 * a bar on the next, bullets, skills as a comma list.
 */
export function htmlAtsPlain(person: Person): string {
  const css =
    '@page{size:Letter;margin:18mm}body{font-family:"Liberation Sans",sans-serif;font-size:10.5pt}h1{font-size:16pt;margin:0}h2{font-size:11pt;margin:14px 0 4px}p{margin:1px 0}ul{margin:2px 0 8px}';
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.city)} | ${html(person.phone)} | ${html(person.email)} | ${html(person.linkedIn)}</p>`,
    '<h2>PROFESSIONAL SUMMARY</h2>',
    `<p>${html(person.summary)}</p>`,
    '<h2>WORK EXPERIENCE</h2>',
    ...person.work.flatMap((job) => [
      `<p><b>${html(job.company)}</b>, ${html(job.location)}</p>`,
      `<p>${html(job.position)} | ${formatRange(job.start, job.end, 'long', ' – ')}</p>`,
      `<ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ]),
    '<h2>EDUCATION</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.school)}</b>, ${html(s.location)}</p><p>${html(s.degree)} | ${formatMonth(s.end, 'long')}</p>`,
    ),
    '<h2>CERTIFICATIONS</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)}, ${html(c.issuer)}, ${c.year}</p>`),
    '<h2>SKILLS</h2>',
    `<p>${person.skills.map(html).join(', ')}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}
