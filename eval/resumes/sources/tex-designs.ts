// Our own article-class designs (decision 043): a two-column page with a shaded sidebar, and a
// one-column page with running header and footer, letter-spaced coloured section titles and
// dates and places right-aligned on each title line.
import { formatRange, type Person } from '../person.ts';
import { tex } from './tex-text.ts';

const PREAMBLE = [
  '\\documentclass[10pt,a4paper]{article}',
  '\\usepackage{fontspec}',
  '\\usepackage{xcolor}',
  '\\usepackage{enumitem}',
  '\\setlist{nosep,leftmargin=1.2em}',
  '\\pagestyle{empty}',
  '\\setlength{\\parindent}{0pt}',
];

/** Contacts, skills, certifications and languages in a left sidebar; jobs on the right. */
export function texSidebarSource(person: Person): string {
  const range = (start: string, end: string) => tex(formatRange(start, end, 'short', ' – ', 'now'));
  const side = [
    `{\\Large\\bfseries ${tex(person.firstName)}\\par ${tex(person.lastName)}\\par}`,
    '\\vspace{1em}{\\color{teal}\\bfseries CONTACT}\\par\\smallskip',
    `${tex(person.phone)}\\par ${tex(person.email)}\\par ${tex(person.linkedIn)}\\par ${tex(person.city)}\\par`,
    '\\vspace{1em}{\\color{teal}\\bfseries SKILLS}\\par\\smallskip',
    ...person.skills.map((skill) => `${tex(skill)}\\par`),
    '\\vspace{1em}{\\color{teal}\\bfseries CERTIFICATIONS}\\par\\smallskip',
    ...person.certifications.map((c) => `${tex(c.name)} (${c.year})\\par\\smallskip`),
    ...(person.languages
      ? [
          '\\vspace{1em}{\\color{teal}\\bfseries LANGUAGES}\\par\\smallskip',
          ...person.languages.map((l) => `${tex(l)}\\par`),
        ]
      : []),
  ];
  const main = [
    `{\\color{gray}${tex(person.headline)}}\\par\\vspace{0.6em}`,
    `${tex(person.summary)}\\par`,
    '\\vspace{1em}{\\large\\color{teal}\\bfseries Work Experience}\\par\\smallskip',
    ...person.work.flatMap((job) => [
      `{\\bfseries ${tex(job.position)}}\\par`,
      `${tex(job.company)} · ${tex(job.location)}\\par`,
      `{\\small\\color{gray}${range(job.start, job.end)}}`,
      `\\begin{itemize}${job.bullets.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}\\smallskip`,
    ]),
    '\\vspace{1em}{\\large\\color{teal}\\bfseries Education}\\par\\smallskip',
    ...person.education.flatMap((school) => [
      `{\\bfseries ${tex(school.degree)}}\\par`,
      `${tex(school.school)}, ${tex(school.location)}\\par`,
      `{\\small\\color{gray}${range(school.start, school.end)}}\\par\\smallskip`,
    ]),
  ];
  return [
    ...PREAMBLE,
    '\\usepackage[margin=1.2cm]{geometry}',
    '\\usepackage{paracol}',
    '\\columnratio{0.3}',
    '\\setlength{\\columnsep}{1.5em}',
    '\\backgroundcolor{c[0](\\marginparsep,\\marginparsep)}{gray!12}',
    '\\begin{document}',
    '\\begin{paracol}{2}',
    ...side,
    '\\switchcolumn',
    ...main,
    '\\end{paracol}',
    '\\end{document}',
    '',
  ].join('\n');
}

export function runningFurniture(person: Person) {
  return {
    header: `Curriculum Vitae — ${person.lastName.toUpperCase()}`,
    footer: 'Confidential — references available on request',
  };
}

/** Running header and footer on every page, page numbers, spaced titles, right-aligned dates. */
export function texRunningHeaderSource(person: Person): string {
  const furniture = runningFurniture(person);
  const range = (start: string, end: string) => tex(formatRange(start, end, 'long'));
  const heading = (title: string) =>
    `\\vspace{0.8em}{\\color{purple!70!black}\\addfontfeatures{LetterSpace=25}\\bfseries ${title.toUpperCase()}}\\par\\hrule\\smallskip`;
  return [
    ...PREAMBLE.filter((line) => line !== '\\pagestyle{empty}'),
    '\\usepackage[margin=2cm,headheight=14pt]{geometry}',
    '\\usepackage{fancyhdr}',
    '\\usepackage{lastpage}',
    '\\pagestyle{fancy}',
    '\\fancyhf{}',
    `\\lhead{\\small ${tex(furniture.header)}}`,
    `\\lfoot{\\small ${tex(furniture.footer)}}`,
    '\\rfoot{\\small Page \\thepage\\ of \\pageref{LastPage}}',
    '\\begin{document}',
    `{\\huge ${tex(person.fullName)}}\\par\\smallskip`,
    `${tex(person.email)} \\quad ${tex(person.phone)} \\quad ${tex(person.linkedIn)} \\quad ${tex(person.city)}\\par`,
    heading('Summary'),
    `${tex(person.summary)}\\par`,
    heading('Professional Experience'),
    ...person.work.flatMap((job) => [
      `\\textbf{${tex(job.company)}} \\hfill ${tex(job.location)}\\par`,
      `\\textit{${tex(job.position)}} \\hfill ${range(job.start, job.end)}\\par`,
      `\\begin{itemize}${job.bullets.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}\\medskip`,
    ]),
    heading('Education'),
    ...person.education.flatMap((school) => [
      `\\textbf{${tex(school.school)}} \\hfill ${tex(school.location)}\\par`,
      `\\textit{${tex(school.degree)}} \\hfill ${range(school.start, school.end)}\\par\\medskip`,
    ]),
    heading('Certifications'),
    ...person.certifications.map((c) => `${tex(c.name)} — ${tex(c.issuer)} \\hfill ${c.year}\\par`),
    heading('Skills'),
    `${person.skills.map(tex).join(' · ')}\\par`,
    ...(person.volunteering
      ? [
          heading('Volunteering'),
          ...person.volunteering.map(
            (v) => `${tex(v.role)}, ${tex(v.organisation)} \\hfill ${range(v.start, v.end)}\\par`,
          ),
        ]
      : []),
    '\\end{document}',
    '',
  ].join('\n');
}
