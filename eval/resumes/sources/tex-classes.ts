// Our own documents on other CV classes TeX Live ships (currvita, europecv), used not copied
// (decision 043).
import { formatMonth, formatRange, type Person } from '../person.ts';
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

/** europecv: the Europass layout, every value beside a label in the left column. */
export function europecvSource(person: Person): string {
  const month = (value: string) => tex(formatMonth(value, 'dotted', 'today'));
  return [
    '\\documentclass[english,a4paper,nologo,totpages]{europecv}',
    '\\usepackage[margin=1.8cm]{geometry}',
    '\\ecvfootername{}',
    `\\ecvname{${tex(person.fullName)}}`,
    `\\ecvaddress{${tex(person.city)}}`,
    `\\ecvtelephone[${tex(person.phone)}]{}`,
    `\\ecvemail{${tex(person.email)}}`,
    `\\ecvhomepage{${tex(person.linkedIn)}}`,
    '\\begin{document}',
    '\\begin{europecv}',
    '\\ecvpersonalinfo',
    '\\ecvsection{Work experience}',
    ...person.work.flatMap((job) => [
      `\\ecvitem{\\large Dates}{\\large ${month(job.start)} -- ${month(job.end)}}`,
      `\\ecvitem{Occupation or position held}{${tex(job.position)}}`,
      `\\ecvitem{Main activities and responsibilities}{${job.bullets.map(tex).join(' ')}}`,
      `\\ecvitem{Name and address of employer}{${tex(job.company)}, ${tex(job.location)}}`,
      '\\ecvitem{}{}',
    ]),
    '\\ecvsection{Education and training}',
    ...person.education.flatMap((school) => [
      `\\ecvitem{\\large Dates}{\\large ${month(school.start)} -- ${month(school.end)}}`,
      `\\ecvitem{Title of qualification awarded}{${tex(school.degree)}}`,
      `\\ecvitem{Name of organisation providing education}{${tex(school.school)}, ${tex(school.location)}}`,
      '\\ecvitem{}{}',
    ]),
    '\\ecvsection{Certificates and licences}',
    ...person.certifications.map((c) => `\\ecvitem{${c.year}}{${tex(c.name)}, ${tex(c.issuer)}}`),
    '\\ecvsection{Personal skills}',
    `\\ecvitem{Skills}{${person.skills.map(tex).join(', ')}}`,
    ...(person.languages ? [`\\ecvitem{Languages}{${person.languages.map(tex).join(', ')}}`] : []),
    '\\end{europecv}',
    '\\end{document}',
    '',
  ].join('\n');
}
