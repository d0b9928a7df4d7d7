// Our own documents on Debian's moderncv class (used, not copied; decision 043): one source, five
// of the class's styles. Dates go in moderncv's left margin column as the class prints them.
import { type DateStyle, formatMonth, formatRange, type Person } from '../person.ts';
import { tex } from './tex-text.ts';

export type ModerncvStyle = 'classic' | 'casual' | 'banking' | 'oldstyle' | 'fancy';

const DATES: Record<ModerncvStyle, DateStyle> = {
  classic: 'short',
  casual: 'slash',
  banking: 'long',
  oldstyle: 'iso',
  fancy: 'short',
};

export function moderncvSource(person: Person, style: ModerncvStyle): string {
  const dates = DATES[style];
  const range = (start: string, end: string) => tex(formatRange(start, end, dates, '--'));
  const jobs = person.work.map(
    (job) =>
      `\\cventry{${range(job.start, job.end)}}{${tex(job.position)}}{${tex(job.company)}}{${tex(job.location)}}{}{${job.bullets.map(tex).join(' ')}}`,
  );
  const schools = person.education.map(
    (school) =>
      `\\cventry{${range(school.start, school.end)}}{${tex(school.degree)}}{${tex(school.school)}}{${tex(school.location)}}{}{}`,
  );
  const certs = person.certifications.map(
    (cert) => `\\cvitem{${cert.year}}{${tex(cert.name)}, ${tex(cert.issuer)}}`,
  );
  const extra = [
    ...(person.languages
      ? ['\\section{Languages}', `\\cvitem{}{${person.languages.map(tex).join(', ')}}`]
      : []),
    ...(person.volunteering
      ? [
          '\\section{Volunteering}',
          ...person.volunteering.map(
            (v) =>
              `\\cvitem{${tex(formatMonth(v.start, dates))}--}{${tex(v.role)}, ${tex(v.organisation)}}`,
          ),
        ]
      : []),
    ...(person.honours
      ? ['\\section{Honours}', ...person.honours.map((h) => `\\cvitem{}{${tex(h)}}`)]
      : []),
  ];
  return [
    `\\documentclass[11pt,a4paper,sans]{moderncv}`,
    `\\moderncvstyle{${style}}`,
    `\\moderncvcolor{${style === 'banking' ? 'black' : 'blue'}}`,
    '\\usepackage[scale=0.82]{geometry}',
    `\\name{${tex(person.firstName)}}{${tex(person.lastName)}}`,
    `\\title{${tex(person.headline)}}`,
    `\\address{${tex(person.city)}}{}{}`,
    `\\phone[mobile]{${tex(person.phone)}}`,
    `\\email{${tex(person.email)}}`,
    `\\homepage{${tex(person.linkedIn)}}`,
    '\\begin{document}',
    '\\makecvtitle',
    '\\section{Profile}',
    `\\cvitem{}{${tex(person.summary)}}`,
    '\\section{Experience}',
    ...jobs,
    '\\section{Education}',
    ...schools,
    '\\section{Certifications}',
    ...certs,
    '\\section{Skills}',
    `\\cvitem{}{${person.skills.map(tex).join(', ')}}`,
    ...extra,
    '\\end{document}',
    '',
  ].join('\n');
}
