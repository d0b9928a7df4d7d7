// Two dense one-column designs added with the held-out furniture layouts to keep the held-out
// share near a third; the hash rule put both in the tuning half (decision 043).
import { formatRange, type Person } from '../person.ts';
import { html, page } from './html-text.ts';
import { tex } from './tex-text.ts';

/** Article class: one line per job, "Title — Employer, Place" and the dates flush right. */
export function texClassicArticle(person: Person): string {
  const range = (start: string, end: string) => tex(formatRange(start, end, 'short', '--'));
  const heading = (title: string) => `\\section*{\\textsc{${title}}}`;
  return [
    '\\documentclass[11pt,letterpaper]{article}',
    '\\usepackage[margin=0.8in]{geometry}',
    '\\usepackage{fontspec}',
    '\\pagestyle{empty}',
    '\\setlength{\\parindent}{0pt}',
    '\\begin{document}',
    `\\begin{center}{\\LARGE\\bfseries ${tex(person.fullName)}}\\\\[2pt]${tex(person.phone)} $\\diamond$ ${tex(person.email)} $\\diamond$ ${tex(person.linkedIn)}\\end{center}`,
    heading('Experience'),
    ...person.work.flatMap((job) => [
      `\\textbf{${tex(job.position)}} --- ${tex(job.company)}, ${tex(job.location)} \\hfill ${range(job.start, job.end)}\\par`,
      `\\begin{itemize}\\setlength{\\itemsep}{0pt}${job.bullets.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}`,
    ]),
    heading('Education'),
    ...person.education.map(
      (s) =>
        `\\textbf{${tex(s.degree)}} --- ${tex(s.school)}, ${tex(s.location)} \\hfill ${range(s.start, s.end)}\\par`,
    ),
    heading('Certifications'),
    ...person.certifications.map((c) => `${tex(c.name)}, ${tex(c.issuer)} \\hfill ${c.year}\\par`),
    heading('Skills'),
    `${person.skills.map(tex).join(', ')}\\par`,
    ...(person.languages
      ? [heading('Languages'), `${person.languages.map(tex).join(', ')}\\par`]
      : []),
    '\\end{document}',
    '',
  ].join('\n');
}

/** Pipe-separated rows: dates first, then title, employer and place on one line. */
export function htmlCompact(person: Person): string {
  const css =
    '@page{size:Letter;margin:12mm}body{font-family:"DejaVu Sans",sans-serif;font-size:9.5pt}h1{font-size:16pt;margin:0}h2{font-size:10pt;color:#fff;background:#445;padding:2px 6px;margin:10px 0 4px}p{margin:2px 0}ul{margin:0 0 6px}';
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<p>${html(person.headline)} · ${html(person.city)}</p><p>${html(person.email)} · ${html(person.phone)} · ${html(person.linkedIn)}</p>`,
    `<h2>Summary</h2><p>${html(person.summary)}</p>`,
    '<h2>Experience</h2>',
    ...person.work.map(
      (job) =>
        `<p><b>${formatRange(job.start, job.end, 'slash', ' - ', 'Current')}</b> | ${html(job.position)} | ${html(job.company)} | ${html(job.location)}</p><ul>${job.bullets.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`,
    ),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${formatRange(s.start, s.end, 'slash', ' - ')}</b> | ${html(s.degree)} | ${html(s.school)} | ${html(s.location)}</p>`,
    ),
    '<h2>Certifications</h2>',
    ...person.certifications.map((c) => `<p>${html(c.name)} | ${html(c.issuer)} | ${c.year}</p>`),
    `<h2>Skills</h2><p>${person.skills.map(html).join(' · ')}</p>`,
    ...(person.volunteering
      ? [
          '<h2>Volunteering</h2>',
          ...person.volunteering.map(
            (v) =>
              `<p>${formatRange(v.start, v.end, 'slash', ' - ', 'Current')} | ${html(v.role)} | ${html(v.organisation)}</p>`,
          ),
        ]
      : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}
