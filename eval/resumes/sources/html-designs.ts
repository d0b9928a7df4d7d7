// Our own HTML+CSS resume designs, printed to PDF by headless Chromium (decision 043): the designs
// people use most, written here from scratch.
import { formatRange, type Person } from '../person.ts';
import { html, page, wordBoxes } from './html-text.ts';

const BASE =
  '@page{size:A4;margin:14mm}body{font-family:"DejaVu Sans",sans-serif;font-size:10pt;color:#222;margin:0}ul{margin:2px 0 8px;padding-left:16px}';

const bullets = (items: string[]) => `<ul>${items.map((b) => `<li>${html(b)}</li>`).join('')}</ul>`;

/** Two columns: a coloured sidebar (contact, skills, certificates) and the main column. */
export function htmlSidebar(person: Person): string {
  const css = `${BASE}.grid{display:grid;grid-template-columns:33% 1fr;min-height:265mm}.side{background:#1f3a4d;color:#fff;padding:14px}.main{padding:14px 18px}h1{font-size:22pt;margin:0 0 4px}h2{font-size:11pt;text-transform:uppercase;border-bottom:2px solid #1f3a4d;margin:14px 0 6px}.side h2{border-color:#fff}.when{color:#666;font-size:9pt}`;
  const side = [
    `<h2>Contact</h2><p>${html(person.phone)}<br>${html(person.email)}<br>${html(person.linkedIn)}<br>${html(person.city)}</p>`,
    `<h2>Skills</h2>${bullets(person.skills)}`,
    `<h2>Certifications</h2>${person.certifications.map((c) => `<p>${html(c.name)}<br><small>${html(c.issuer)}, ${c.year}</small></p>`).join('')}`,
    person.languages ? `<h2>Languages</h2>${bullets(person.languages)}` : '',
  ].join('');
  const main = [
    `<h1>${html(person.fullName)}</h1><div>${html(person.headline)}</div>`,
    `<h2>Profile</h2><p>${html(person.summary)}</p><h2>Experience</h2>`,
    ...person.work.map(
      (job) =>
        `<div><b>${html(job.position)}</b><br>${html(job.company)}, ${html(job.location)}<br><span class="when">${formatRange(job.start, job.end, 'short')}</span>${bullets(job.bullets)}</div>`,
    ),
    '<h2>Education</h2>',
    ...person.education.map(
      (s) =>
        `<p><b>${html(s.degree)}</b><br>${html(s.school)}, ${html(s.location)}<br><span class="when">${formatRange(s.start, s.end, 'short')}</span></p>`,
    ),
  ].join('\n');
  return page(
    person.fullName,
    css,
    `<div class="grid"><aside class="side">${side}</aside><main class="main">${main}</main></div>`,
  );
}

/** One column; each title line has the title and employer left, dates and place right-aligned. */
export function htmlRightDates(person: Person): string {
  const css = `${BASE}h1{text-align:center;font-size:20pt;margin:0}.contact{text-align:center;margin-bottom:8px}h2{font-size:11pt;color:#8a1c1c;border-bottom:1px solid #8a1c1c;margin:12px 0 4px}.row{display:flex;justify-content:space-between}`;
  const row = (left: string, right: string) =>
    `<div class="row"><span>${left}</span><span>${right}</span></div>`;
  const body = [
    `<h1>${html(person.fullName)}</h1>`,
    `<div class="contact">${html(person.city)} | ${html(person.phone)} | ${html(person.email)} | ${html(person.linkedIn)}</div>`,
    `<h2>Experience</h2>`,
    ...person.work.map(
      (job) =>
        `${row(`<b>${html(job.position)}</b>, ${html(job.company)}`, `${formatRange(job.start, job.end, 'slash', ' - ')}`)}${row(`<i>${html(job.location)}</i>`, '')}${bullets(job.bullets)}`,
    ),
    `<h2>Education</h2>`,
    ...person.education.map(
      (s) =>
        `${row(`<b>${html(s.school)}</b>`, html(s.location))}${row(`<i>${html(s.degree)}</i>`, formatRange(s.start, s.end, 'slash', ' - '))}`,
    ),
    `<h2>Certifications &amp; Licences</h2>`,
    ...person.certifications.map((c) => row(`${html(c.name)}, ${html(c.issuer)}`, c.year)),
    `<h2>Skills</h2><p>${person.skills.map(html).join(', ')}</p>`,
    ...(person.volunteering
      ? [
          '<h2>Volunteer Experience</h2>',
          ...person.volunteering.map((v) =>
            row(
              `${html(v.role)}, ${html(v.organisation)}`,
              formatRange(v.start, v.end, 'slash', ' - '),
            ),
          ),
        ]
      : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}

const ICON = {
  phone:
    '<svg width="10" height="10" viewBox="0 0 10 10"><path d="M2 0h2l1 3-1.5 1a6 6 0 0 0 2.5 2.5L7 5l3 1v2a2 2 0 0 1-2 2A8 8 0 0 1 0 2a2 2 0 0 1 2-2z" fill="#0a6"/></svg>',
  mail: '<svg width="12" height="9" viewBox="0 0 12 9"><rect width="12" height="9" fill="#0a6"/><path d="M0 0l6 5 6-5" stroke="#fff" fill="none"/></svg>',
  link: '<svg width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10" rx="2" fill="#0a6"/><text x="2" y="8" font-size="7" fill="#fff">in</text></svg>',
  pin: '<svg width="8" height="10" viewBox="0 0 8 10"><path d="M4 10L0 4a4 4 0 1 1 8 0z" fill="#0a6"/></svg>',
};

/** The name on two lines, icon-only contact line, letter-spaced coloured section titles. */
export function htmlIcons(person: Person): string {
  const css = `${BASE}.first{font-size:26pt;font-weight:300;letter-spacing:2px}.last{font-size:26pt;font-weight:700;color:#0a6;letter-spacing:2px}.contact span{margin-right:14px}.contact svg{margin-right:4px}h2{font-size:10pt;letter-spacing:0.35em;color:#0a6;margin:16px 0 6px}.job{margin-bottom:6px}.meta{color:#555}`;
  const body = [
    `<div class="first">${html(person.firstName)}</div><div class="last">${html(person.lastName.toUpperCase())}</div>`,
    `<p><i>${html(person.headline)}</i></p>`,
    `<p class="contact"><span>${ICON.phone}${html(person.phone)}</span><span>${ICON.mail}${html(person.email)}</span><span>${ICON.link}${html(person.linkedIn)}</span><span>${ICON.pin}${html(person.city)}</span></p>`,
    `<h2>WORK EXPERIENCE</h2>`,
    ...person.work.map(
      (job) =>
        `<div class="job"><b>${html(job.company)}</b> — ${html(job.position)}<div class="meta">${formatRange(job.start, job.end, 'long', ' – ', 'Current')} · ${html(job.location)}</div>${bullets(job.bullets)}</div>`,
    ),
    `<h2>EDUCATION</h2>`,
    ...person.education.map(
      (s) =>
        `<div class="job"><b>${html(s.school)}</b> — ${html(s.degree)}<div class="meta">${formatRange(s.start, s.end, 'long')} · ${html(s.location)}</div></div>`,
    ),
    `<h2>CERTIFICATIONS</h2>${bullets(person.certifications.map((c) => `${c.name} (${c.issuer}, ${c.year})`))}`,
    `<h2>SKILLS</h2><p>${person.skills.map(html).join(' • ')}</p>`,
    ...(person.projects ? [`<h2>PROJECTS</h2>${bullets(person.projects)}`] : []),
    ...(person.honours ? [`<h2>HONOURS</h2>${bullets(person.honours)}`] : []),
  ];
  return page(person.fullName, css, body.join('\n'));
}

/** A timeline: dates in a narrow left column, entries right, and a footer repeated on every page. */
export function htmlTimeline(person: Person): string {
  const css = `${BASE}h1{font-size:24pt;margin:0;font-variant:small-caps}h2{font-size:12pt;background:#eee;padding:3px 6px;margin:14px 0 6px}.t{display:grid;grid-template-columns:30mm 1fr;gap:6px;margin-bottom:6px}.d{color:#444;font-size:9pt}footer{position:fixed;bottom:0;left:0;right:0;font-size:8pt;color:#888;text-align:center}`;
  const entry = (dates: string, body: string) =>
    `<div class="t"><div class="d">${dates}</div><div>${body}</div></div>`;
  const body = [
    `<footer>${html(timelineFooter(person))}</footer>`,
    `<h1>${html(person.fullName)}</h1><p>${html(person.email)} · ${html(person.phone)}<br>${html(person.linkedIn)} · ${html(person.city)}</p>`,
    '<h2>Employment History</h2>',
    ...person.work.map((job) =>
      entry(
        formatRange(job.start, job.end, 'iso', ' → ', 'present'),
        `<b>${html(job.position)}</b> at ${html(job.company)} (${html(job.location)})${bullets(job.bullets)}`,
      ),
    ),
    '<h2>Education</h2>',
    ...person.education.map((s) =>
      entry(
        formatRange(s.start, s.end, 'iso', ' → '),
        `<b>${html(s.degree)}</b><br>${html(s.school)}, ${html(s.location)}`,
      ),
    ),
    '<h2>Certificates</h2>',
    ...person.certifications.map((c) => entry(c.year, `${html(c.name)} — ${html(c.issuer)}`)),
    `<h2>Skills</h2><p>${person.skills.map(html).join(', ')}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}

export const timelineFooter = (person: Person) => `${person.fullName} · CV updated 2025`;

/**
 * Every word in its own inline box, so the PDF holds one text item per word, as some design
 * tools and exporters write text.
 */
export function htmlWords(person: Person): string {
  const words = wordBoxes;
  const css = `${BASE}.w{display:inline-block;margin-right:0.1em}h1{font-size:20pt;margin:0}h2{font-size:12pt;margin:12px 0 4px;text-transform:uppercase}p{margin:2px 0}`;
  const body = [
    `<h1>${words(person.fullName)}</h1>`,
    `<p>${words(`${person.phone} · ${person.email} · ${person.linkedIn}`)}</p>`,
    `<h2>${words('Work History')}</h2>`,
    ...person.work.flatMap((job) => [
      `<p><b>${words(`${job.position}, ${job.company}`)}</b></p>`,
      `<p>${words(`${job.location}, ${formatRange(job.start, job.end, 'short')}`)}</p>`,
      ...job.bullets.map((b) => `<p>${words(`• ${b}`)}</p>`),
    ]),
    `<h2>${words('Education')}</h2>`,
    ...person.education.flatMap((s) => [
      `<p><b>${words(s.school)}</b></p>`,
      `<p>${words(`${s.degree}, ${formatRange(s.start, s.end, 'short')}`)}</p>`,
    ]),
    `<h2>${words('Certifications')}</h2>`,
    ...person.certifications.map((c) => `<p>${words(`${c.name}, ${c.year}`)}</p>`),
    `<h2>${words('Skills')}</h2><p>${words(person.skills.join(', '))}</p>`,
  ];
  return page(person.fullName, css, body.join('\n'));
}
