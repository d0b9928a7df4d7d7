// Three designs that many real resumes use and the set lacked (2026-11-30): our own renditions,
// written from how such resumes print, not from any template's code (decision 043).
import { formatMonth, formatRange, type Person } from '../person.ts';
import { html, page } from './html-text.ts';
import { tex } from './tex-text.ts';

/**
 * The student's LaTeX resume: small-capital section titles over a rule; each job on two rows,
 * bold title and dates flush right, then the employer in italics and the place flush right;
 * schooling with the school first. pdflatex with Latin Modern.
 */
export function texTwoLineEntries(person: Person): string {
  const range = (start: string, end: string) => tex(formatRange(start, end, 'long', ' -- '));
  const rows = (a: string, b: string, c: string, d: string) =>
    [
      '\\item \\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}',
      `\\textbf{${a}} & ${b} \\\\`,
      `\\textit{\\small ${c}} & \\textit{\\small ${d}} \\\\`,
      '\\end{tabular*}\\vspace{-4pt}',
    ].join('\n');
  const bullets = (items: string[]) =>
    items.length === 0
      ? ''
      : `\\begin{itemize}[leftmargin=0.2in,itemsep=-1pt]${items.map((b) => `\\item \\small ${tex(b)}`).join(' ')}\\end{itemize}`;
  const list = (body: string[]) =>
    `\\begin{itemize}[leftmargin=0.1in,label={}]\n${body.join('\n')}\n\\end{itemize}`;
  return [
    '\\documentclass[letterpaper,11pt]{article}',
    '\\usepackage[T1]{fontenc}',
    '\\usepackage{lmodern}',
    '\\usepackage[margin=0.6in]{geometry}',
    '\\usepackage{titlesec}',
    '\\usepackage{enumitem}',
    '\\usepackage[hidelinks]{hyperref}',
    '\\pagestyle{empty}',
    '\\setlength{\\parindent}{0pt}',
    '\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\titlerule\\vspace{-5pt}]',
    '\\begin{document}',
    '\\begin{center}',
    `{\\Huge \\scshape ${tex(person.fullName)}} \\\\ \\vspace{2pt}`,
    `\\small ${tex(person.phone)} $|$ \\href{mailto:${tex(person.email)}}{\\underline{${tex(person.email)}}} $|$ \\href{https://${tex(person.linkedIn)}}{\\underline{${tex(person.linkedIn)}}} $|$ ${tex(person.city)}`,
    '\\end{center}',
    '\\section{Experience}',
    list(
      person.work.map(
        (job) =>
          `${rows(tex(job.position), range(job.start, job.end), tex(job.company), tex(job.location))}\n${bullets(job.bullets)}`,
      ),
    ),
    '\\section{Education}',
    list(
      person.education.map((s) =>
        rows(tex(s.school), tex(s.location), tex(s.degree), range(s.start, s.end)),
      ),
    ),
    '\\section{Certifications}',
    list(
      person.certifications.map(
        (c) => `\\item \\textbf{${tex(c.name)}} --- ${tex(c.issuer)} \\hfill ${c.year}`,
      ),
    ),
    '\\section{Skills}',
    list([
      `\\item \\small \\textbf{Skills}{: ${person.skills.map(tex).join(', ')}}`,
      ...(person.languages
        ? [`\\item \\small \\textbf{Languages}{: ${person.languages.map(tex).join(', ')}}`]
        : []),
    ]),
    '\\end{document}',
    '',
  ].join('\n');
}

/**
 * A Google Docs-style resume saved by LibreOffice: employer, place and title on one line
 * ("Company, Place — Title"), the dates under it in grey capitals, section titles in colour.
 */
export function officeGoogleDocs(person: Person): string {
  const dates = (start: string, end: string) =>
    `${formatMonth(start, 'long')} - ${formatMonth(end, 'long')}`.toUpperCase();
  const css =
    'body{font-family:"Liberation Serif",serif;font-size:10.5pt}h1{font-size:24pt;margin:0}h2{font-size:11pt;color:#2079c7;margin:14pt 0 4pt}p{margin:2pt 0}.dates{font-size:8pt;color:#666666}';
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.city)} · ${html(person.phone)} · ${html(person.email)} · ${html(person.linkedIn)}</p>`,
    `<p>${html(person.summary)}</p>`,
    '<h2>EXPERIENCE</h2>',
    ...person.work.flatMap((job) => [
      `<p><b>${html(job.company)}</b>, ${html(job.location)} — <i>${html(job.position)}</i></p>`,
      `<p class="dates">${dates(job.start, job.end)}</p>`,
      `<ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ]),
    '<h2>EDUCATION</h2>',
    ...person.education.flatMap((s) => [
      `<p><b>${html(s.school)}</b>, ${html(s.location)} — <i>${html(s.degree)}</i></p>`,
      `<p class="dates">${dates(s.start, s.end)}</p>`,
    ]),
    '<h2>CERTIFICATIONS</h2>',
    ...person.certifications.map(
      (c) => `<p><b>${html(c.name)}</b> — ${html(c.issuer)}, ${c.year}</p>`,
    ),
    '<h2>SKILLS</h2>',
    `<ul>${person.skills.map((s) => `<li>${html(s)}</li>`).join('')}</ul>`,
    ...(person.languages
      ? ['<h2>LANGUAGES</h2>', `<p>${person.languages.map(html).join(', ')}</p>`]
      : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * A job board's resume builder, printed: each job as title, then "Company - Place", then
 * "Month Year to Present" on lines of their own; schooling as degree, school, dates.
 */
export function htmlIndeed(person: Person): string {
  const range = (start: string, end: string) => formatRange(start, end, 'long', ' to ');
  const css =
    '@page{size:Letter;margin:15mm}body{font-family:"DejaVu Sans",sans-serif;font-size:10pt;color:#2d2d2d}h1{font-size:20pt;margin:0 0 4px}h2{font-size:12pt;border-bottom:1px solid #ccc;padding-bottom:3px;margin:18px 0 8px}.entry{margin:0 0 12px}.title{font-weight:bold;font-size:11pt}.meta{color:#595959}p{margin:2px 0}';
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.headline)}</p>`,
    `<p class="meta">${html(person.city)}</p>`,
    `<p class="meta">${html(person.phone)}</p>`,
    `<p class="meta">${html(person.email)}</p>`,
    `<p class="meta">${html(person.linkedIn)}</p>`,
    `<p>${html(person.summary)}</p>`,
    '<h2>Work Experience</h2>',
    ...person.work.map(
      (job) =>
        `<div class="entry"><div class="title">${html(job.position)}</div><div>${html(job.company)} - ${html(job.location)}</div><div class="meta">${range(job.start, job.end)}</div><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul></div>`,
    ),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<div class="entry"><div class="title">${html(s.degree)}</div><div>${html(s.school)} - ${html(s.location)}</div><div class="meta">${range(s.start, s.end)}</div></div>`,
    ),
    '<h2>Skills</h2>',
    `<ul>${person.skills.map((s) => `<li>${html(s)}</li>`).join('')}</ul>`,
    '<h2>Certifications and Licenses</h2>',
    ...person.certifications.map(
      (c) =>
        `<div class="entry"><div class="title">${html(c.name)}</div><div class="meta">${html(c.issuer)}, ${c.year}</div></div>`,
    ),
    ...(person.languages
      ? [
          '<h2>Languages</h2>',
          `<ul>${person.languages.map((l) => `<li>${html(l)}</li>`).join('')}</ul>`,
        ]
      : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * A design-tool resume: a dark left column with the name on two lines, icon-led contacts,
 * skill bars, languages and schooling; the main column gives each job as a bold title over
 * "Company | Mar 2020 - Present" in the accent colour.
 */
export function htmlCanvaTwoColumn(person: Person): string {
  const range = (start: string, end: string) => formatRange(start, end, 'short', ' - ');
  const year = (value: string) => value.slice(0, 4);
  const css =
    '@page{size:A4;margin:0}body{margin:0;font-family:"DejaVu Sans",sans-serif;font-size:9.5pt;display:flex;min-height:297mm}aside{width:34%;background:#263238;color:#fff;padding:14mm 7mm}main{width:66%;padding:14mm 9mm}aside h1{font-size:22pt;line-height:1.1;margin:0 0 6px;text-transform:uppercase}aside h2,main h2{font-size:10.5pt;letter-spacing:2px;text-transform:uppercase;margin:16px 0 6px}aside h2{border-bottom:1px solid #90a4ae}main h2{color:#00897b;border-bottom:2px solid #00897b}.bar{height:5px;background:#546e7a;margin:2px 0 6px}.bar i{display:block;height:5px;background:#4db6ac}.job{margin-bottom:10px}.job b{font-size:10.5pt}.where{color:#00897b}p{margin:2px 0}ul{margin:3px 0;padding-left:14px}';
  const aside = [
    `<h1>${html(person.firstName)}<br>${html(person.lastName)}</h1>`,
    `<p>${html(person.headline)}</p>`,
    '<h2>Contact</h2>',
    `<p>☎ ${html(person.phone)}</p><p>✉ ${html(person.email)}</p><p>⌂ ${html(person.city)}</p><p>in ${html(person.linkedIn)}</p>`,
    '<h2>Skills</h2>',
    ...person.skills.map(
      (skill, at) =>
        `<p>${html(skill)}</p><div class="bar"><i style="width:${90 - at * 8}%"></i></div>`,
    ),
    ...(person.languages
      ? ['<h2>Languages</h2>', ...person.languages.map((l) => `<p>${html(l)}</p>`)]
      : []),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.degree)}</b></p><p>${html(s.school)}</p><p>${year(s.start)} - ${year(s.end)}</p>`,
    ),
  ];
  const main = [
    '<h2>Profile</h2>',
    `<p>${html(person.summary)}</p>`,
    '<h2>Work Experience</h2>',
    ...person.work.map(
      (job) =>
        `<div class="job"><b>${html(job.position)}</b><p class="where">${html(job.company)} | ${range(job.start, job.end)}</p><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul></div>`,
    ),
    '<h2>Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)} — ${html(c.issuer)} (${c.year})</p>`),
  ];
  return page(
    person.fullName,
    css,
    `<aside>${aside.join('\n')}</aside>\n<main>${main.join('\n')}</main>`,
  );
}

/**
 * A classic word-processor resume: employers in bold capitals with their place, the title and
 * its dates in italics on the line under it, headings in capitals over a rule.
 */
export function officeCapsEmployers(person: Person): string {
  const range = (start: string, end: string) => formatRange(start, end, 'long', ' – ');
  const css =
    'body{font-family:"Liberation Sans",sans-serif;font-size:10.5pt}h1{font-size:18pt;text-align:center;margin:0}h2{font-size:11pt;border-bottom:1px solid #000;margin:12pt 0 4pt}p{margin:1pt 0}.contact{text-align:center}';
  const body = [
    `<h1>${html(person.fullName.toUpperCase())}</h1>`,
    `<p class="contact">${html(person.city)} | ${html(person.phone)} | ${html(person.email)} | ${html(person.linkedIn)}</p>`,
    '<h2>PROFESSIONAL SUMMARY</h2>',
    `<p>${html(person.summary)}</p>`,
    '<h2>PROFESSIONAL EXPERIENCE</h2>',
    ...person.work.flatMap((job) => [
      `<p><b>${html(job.company.toUpperCase())}</b>, ${html(job.location)}</p>`,
      `<p><i>${html(job.position)} (${range(job.start, job.end)})</i></p>`,
      `<ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ]),
    '<h2>EDUCATION</h2>',
    ...person.education.flatMap((s) => [
      `<p><b>${html(s.school.toUpperCase())}</b>, ${html(s.location)}</p>`,
      `<p><i>${html(s.degree)}</i>, ${formatMonth(s.end, 'long')}</p>`,
    ]),
    '<h2>CERTIFICATIONS</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)}, ${html(c.issuer)}, ${c.year}</p>`),
    '<h2>SKILLS</h2>',
    `<p>${person.skills.map(html).join(', ')}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * A combination resume: qualifications and grouped skills first, then a work history of one
 * line per job ("Title — Company, Place") with numeric dates flush right.
 */
export function htmlCombination(person: Person): string {
  const range = (start: string, end: string) => formatRange(start, end, 'slash', ' – ', 'Current');
  const half = Math.ceil(person.skills.length / 2);
  const css =
    '@page{size:Letter;margin:14mm}body{font-family:"DejaVu Serif",serif;font-size:10pt}h1{font-size:19pt;margin:0}h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:1px;margin:14px 0 5px;border-bottom:1px solid #999}.row{display:flex;justify-content:space-between}p{margin:2px 0}ul{margin:2px 0 8px}';
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.headline)}</p>`,
    `<p>${html(person.city)} • ${html(person.phone)} • ${html(person.email)} • ${html(person.linkedIn)}</p>`,
    '<h2>Summary of Qualifications</h2>',
    `<ul><li>${html(person.summary)}</li></ul>`,
    '<h2>Relevant Skills</h2>',
    `<p><b>Core:</b> ${person.skills.slice(0, half).map(html).join(', ')}</p>`,
    `<p><b>Also:</b> ${person.skills.slice(half).map(html).join(', ')}</p>`,
    '<h2>Work History</h2>',
    ...person.work.map(
      (job) =>
        `<div class="row"><span><b>${html(job.position)}</b> — ${html(job.company)}, ${html(job.location)}</span><span>${range(job.start, job.end)}</span></div><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<div class="row"><span><b>${html(s.degree)}</b> — ${html(s.school)}, ${html(s.location)}</span><span>${s.end.slice(0, 4)}</span></div>`,
    ),
    '<h2>Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)} (${html(c.issuer)}, ${c.year})</p>`),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/**
 * Roles grouped under their employer: the employer and its place once, then each title with its
 * dates flush right, as people print a promotion ("Forklift Operator", then "Shift Lead").
 */
export function htmlGroupedEmployers(person: Person): string {
  const range = (start: string, end: string) => formatRange(start, end, 'short', ' – ');
  const css =
    '@page{size:Letter;margin:14mm}body{font-family:"DejaVu Sans",sans-serif;font-size:10pt}h1{font-size:20pt;margin:0}h2{font-size:11pt;color:#1f4e79;border-bottom:1px solid #1f4e79;margin:14px 0 6px}.employer{font-weight:bold;margin-top:8px}.role{display:flex;justify-content:space-between;font-style:italic}p{margin:2px 0}ul{margin:2px 0 4px}';
  const groups: { company: string; location: string; jobs: Person['work'] }[] = [];
  for (const job of person.work) {
    const last = groups.at(-1);
    if (last && last.company === job.company) last.jobs.push(job);
    else groups.push({ company: job.company, location: job.location, jobs: [job] });
  }
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.email)} · ${html(person.phone)} · ${html(person.linkedIn)} · ${html(person.city)}</p>`,
    '<h2>Professional Experience</h2>',
    ...groups.flatMap((group) => [
      `<p class="employer">${html(group.company)} — ${html(group.location)}</p>`,
      ...group.jobs.map(
        (job) =>
          `<div class="role"><span>${html(job.position)}</span><span>${range(job.start, job.end)}</span></div><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
      ),
    ]),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.degree)}</b>, ${html(s.school)}, ${html(s.location)} (${formatMonth(s.end, 'short')})</p>`,
    ),
    '<h2>Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)} — ${html(c.issuer)}, ${c.year}</p>`),
    `<h2>Skills</h2><p>${person.skills.map(html).join(', ')}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}
