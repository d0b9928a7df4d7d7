// Our own document on another CV package TeX Live ships (currvita), used not copied (decision 043).
import { formatRange, type Person } from '../person.ts';
import { tex } from './tex-text.ts';

/** currvita: headings and a hanging list, dates in the label column. */
export function currvitaSource(person: Person): string {
  const range = (start: string, end: string) => tex(formatRange(start, end, 'slash', '--'));
  return [
    '\\documentclass[11pt,a4paper]{article}',
    '\\usepackage[NoDate]{currvita}',
    '\\usepackage[margin=2.2cm]{geometry}',
    '\\setlength{\\cvlabelwidth}{3.6cm}',
    '\\begin{document}',
    `\\begin{cv}{${tex(person.fullName)}}`,
    `${tex(person.city)} \\\\ ${tex(person.phone)} \\\\ ${tex(person.email)} \\\\ ${tex(person.linkedIn)}`,
    '\\begin{cvlist}{Employment}',
    ...person.work.map(
      (job) =>
        `\\item[${range(job.start, job.end)}] \\textbf{${tex(job.position)}}, ${tex(job.company)}, ${tex(job.location)} \\\\ ${job.bullets.map(tex).join(' ')}`,
    ),
    '\\end{cvlist}',
    '\\begin{cvlist}{Education}',
    ...person.education.map(
      (school) =>
        `\\item[${range(school.start, school.end)}] ${tex(school.degree)} \\\\ ${tex(school.school)}, ${tex(school.location)}`,
    ),
    '\\end{cvlist}',
    '\\begin{cvlist}{Licences and Certificates}',
    ...person.certifications.map((c) => `\\item[${c.year}] ${tex(c.name)} (${tex(c.issuer)})`),
    '\\end{cvlist}',
    '\\begin{cvlist}{Skills}',
    `\\item ${person.skills.map(tex).join(' \\textbullet{} ')}`,
    '\\end{cvlist}',
    ...(person.languages
      ? [
          '\\begin{cvlist}{Languages}',
          `\\item ${person.languages.map(tex).join(', ')}`,
          '\\end{cvlist}',
        ]
      : []),
    '\\end{cv}',
    '\\end{document}',
    '',
  ].join('\n');
}
