// Every rendered layout, which tool prints it, for whom, and which half it is in (decision 043).
import { createHash } from 'node:crypto';
import type { Person } from './person.ts';
import {
  htmlCanvaTwoColumn,
  htmlCombination,
  htmlGroupedEmployers,
  htmlIndeed,
  officeCapsEmployers,
  officeGoogleDocs,
  texTwoLineEntries,
} from './sources/common-designs.ts';
import { htmlCompact, texClassicArticle } from './sources/compact-designs.ts';
import {
  browserPrintTitle,
  htmlBrowserPrint,
  officeRunningHeader,
  runningFooterText,
  runningHeaderText,
} from './sources/held-out-designs.ts';
import {
  htmlIcons,
  htmlRightDates,
  htmlSidebar,
  htmlTimeline,
  htmlWords,
  timelineFooter,
} from './sources/html-designs.ts';
import { moderncvSource } from './sources/moderncv.ts';
import {
  officeFurniture,
  officeHeaderFooter,
  officeSidebarTable,
  officeTable,
} from './sources/office-designs.ts';
import {
  europasscvSource,
  htmlDesignToolWords,
  htmlFederalResume,
  htmlPhotoHeader,
  htmlProfileExport,
  htmlSideHeadings,
  officeContactHeader,
  RENDERED_ON,
  simplecvSource,
} from './sources/profile-designs.ts';
import {
  awesomeFooter,
  companyFirstFurniture,
  htmlAwesome,
  htmlDatesTable,
  htmlOneLineJobs,
  htmlRightSidebar,
  officeCompanyFirst,
  oneLineTitle,
  sidebarHeader,
} from './sources/recall-designs.ts';
import { currvitaSource } from './sources/tex-classes.ts';
import {
  runningFurniture,
  texRunningHeaderSource,
  texSidebarSource,
} from './sources/tex-designs.ts';

/**
 * xelatex / pdflatex: a .tex source to PDF. chromium: HTML printed to PDF. office-html and
 * office-fodt: opened by LibreOffice, saved as DOCX, and that DOCX exported to PDF (two files of
 * one layout). scanned: another layout's first page as an image, printed into a PDF with no text.
 */
export type Tool =
  | 'xelatex'
  | 'pdflatex'
  | 'chromium'
  /** Chromium with its own print header and footer (date, title, file address, page) left on. */
  | 'chromium-with-header'
  | 'office-html'
  | 'office-fodt'
  | 'scanned';

export interface Layout {
  name: string;
  tool: Tool;
  /** Designs from the list that this layout shows. */
  shows: string;
  people: string[];
  source?: (person: Person) => string;
  /** Running header/footer text the layout prints; no field may be filled from it. */
  furniture?: (person: Person) => string[];
  /** Contact details the design has no place for, so nothing is expected of the reader there. */
  omits?: ('phone' | 'linkedIn')[];
}

/** One committed render, as eval/resumes/rendered/manifest.json lists it. */
export interface RenderedFile {
  file: string;
  layout: string;
  person: string;
  tool: Tool;
  furniture: string[];
}

export const LAYOUTS: Layout[] = [
  {
    name: 'moderncv-classic',
    tool: 'xelatex',
    shows: 'moderncv classic, dates in the margin',
    people: [
      'lan-nguyen',
      'marcus-bell',
      'tanya-brooks',
      'ray-castillo',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: (p) => moderncvSource(p, 'classic'),
  },
  {
    name: 'moderncv-casual',
    tool: 'xelatex',
    shows: 'moderncv casual, icons, coloured titles',
    people: [
      'jiwoo-park',
      'emily-hartley',
      'tanya-brooks',
      'ray-castillo',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: (p) => moderncvSource(p, 'casual'),
  },
  {
    name: 'moderncv-banking',
    tool: 'xelatex',
    shows: 'moderncv banking, dates right-aligned on the title line',
    people: ['katharina-brueckner', 'luis-hernandez'],
    source: (p) => moderncvSource(p, 'banking'),
  },
  {
    name: 'moderncv-oldstyle',
    tool: 'xelatex',
    shows: 'moderncv oldstyle, name in a side column',
    people: ['fatou-diallo', 'aditya-menon'],
    source: (p) => moderncvSource(p, 'oldstyle'),
  },
  {
    name: 'moderncv-fancy',
    tool: 'pdflatex',
    shows: 'moderncv fancy, icon-only contacts',
    people: ['bjorn-lindqvist', 'siobhan-oconnor'],
    source: (p) => moderncvSource(p, 'fancy'),
  },
  {
    name: 'currvita',
    tool: 'xelatex',
    shows: 'currvita class, label column',
    people: [
      'dariusz-kowalczyk',
      'priya-raman',
      'tanya-brooks',
      'ray-castillo',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: currvitaSource,
  },
  {
    name: 'tex-sidebar',
    tool: 'xelatex',
    shows: 'two columns with a shaded sidebar, name on two lines',
    people: [
      'amara-okafor',
      'jose-alvarez',
      'tanya-brooks',
      'ray-castillo',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: texSidebarSource,
  },
  {
    name: 'tex-running-header',
    tool: 'xelatex',
    shows:
      'running header and footer, page numbers, letter-spaced coloured titles, right-aligned dates and places',
    people: [
      'bjorn-lindqvist',
      'ines-moreau',
      'tanya-brooks',
      'ray-castillo',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: texRunningHeaderSource,
    furniture: (p) => Object.values(runningFurniture(p)),
  },
  {
    name: 'html-sidebar',
    tool: 'chromium',
    shows: 'two columns with a coloured sidebar',
    people: ['seoyeon-choi', 'siobhan-oconnor'],
    source: htmlSidebar,
  },
  {
    name: 'html-right-dates',
    tool: 'chromium',
    shows: 'dates and places right-aligned on the title line',
    people: [
      'marcus-bell',
      'luis-hernandez',
      'tanya-brooks',
      'kevin-tran',
      'aisha-rahman',
      'darnell-washington',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlRightDates,
  },
  {
    name: 'html-icons',
    tool: 'chromium',
    shows: 'name on two lines, icon-only contact line, letter-spaced coloured titles',
    people: ['aditya-menon', 'katharina-brueckner'],
    source: htmlIcons,
  },
  {
    name: 'html-timeline',
    tool: 'chromium',
    shows: 'dates column, running footer',
    people: [
      'jose-alvarez',
      'fatou-diallo',
      'tanya-brooks',
      'ray-castillo',
      'maria-gonzalez',
      'aisha-rahman',
      'tomas-rivera',
      'linda-martinez',
      'dwayne-carter',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlTimeline,
    furniture: (p) => [timelineFooter(p)],
  },
  {
    name: 'html-words',
    tool: 'chromium',
    shows: 'one text item per word',
    people: ['priya-raman', 'dariusz-kowalczyk'],
    source: htmlWords,
  },
  {
    name: 'office-table',
    tool: 'office-html',
    shows: 'Word table, a row per job',
    people: [
      'ines-moreau',
      'seoyeon-choi',
      'ray-castillo',
      'maria-gonzalez',
      'darnell-washington',
      'jennifer-obrien',
      'robert-kim',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: officeTable,
  },
  {
    name: 'office-sidebar-table',
    tool: 'office-html',
    shows: 'Word two-cell table as sidebar, name on two lines',
    people: [
      'emily-hartley',
      'jiwoo-park',
      'tanya-brooks',
      'kevin-tran',
      'darnell-washington',
      'jennifer-obrien',
      'robert-kim',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: officeSidebarTable,
  },
  {
    name: 'office-header-footer',
    tool: 'office-fodt',
    shows: 'Word running header, page-numbered footer, tab-aligned dates',
    people: [
      'amara-okafor',
      'lan-nguyen',
      'ray-castillo',
      'maria-gonzalez',
      'darnell-washington',
      'jennifer-obrien',
      'robert-kim',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: officeHeaderFooter,
    furniture: (p) => [officeFurniture(p).header],
  },
  {
    name: 'tex-classic-article',
    tool: 'xelatex',
    shows: 'one line per job, dates flush right, small-capital titles',
    people: [
      'luis-hernandez',
      'fatou-diallo',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: texClassicArticle,
  },
  {
    name: 'html-compact',
    tool: 'chromium',
    shows: 'dates first, then title, employer and place on one pipe-separated line',
    people: [
      'emily-hartley',
      'aditya-menon',
      'ray-castillo',
      'kevin-tran',
      'aisha-rahman',
      'tomas-rivera',
      'linda-martinez',
      'dwayne-carter',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlCompact,
  },
  {
    name: 'html-browser-print',
    tool: 'chromium-with-header',
    shows: "the browser's own print header and footer: date, title, file address, page numbers",
    people: ['ines-moreau', 'jose-alvarez'],
    source: htmlBrowserPrint,
    furniture: (p) => [browserPrintTitle(p), `html-browser-print--${p.id}.html`],
  },
  {
    name: 'office-running-header',
    tool: 'office-fodt',
    shows: 'Word CV, name on two lines, running header, footer with name and page number',
    people: ['priya-raman', 'bjorn-lindqvist'],
    source: officeRunningHeader,
    furniture: (p) => [runningHeaderText(p), runningFooterText(p)],
  },
  {
    name: 'html-awesome',
    tool: 'chromium',
    shows:
      'Awesome-CV-like: employer before title, places and dates right-aligned, coloured section titles, footer with page numbers',
    people: [
      'bjorn-lindqvist',
      'daniel-okoye',
      'tanya-brooks',
      'maria-gonzalez',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlAwesome,
    furniture: (p) => [awesomeFooter(p)],
  },
  {
    name: 'html-right-sidebar',
    tool: 'chromium',
    shows: 'sidebar on the right, name on two lines, dates above titles, running header, two pages',
    people: [
      'hana-novotna',
      'luis-hernandez',
      'ray-castillo',
      'maria-gonzalez',
      'darnell-washington',
      'jennifer-obrien',
      'robert-kim',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlRightSidebar,
    furniture: (p) => [sidebarHeader(p)],
  },
  {
    name: 'html-dates-table',
    tool: 'chromium',
    shows: 'Europass-like label column with long dates wrapping, employer before title',
    people: [
      'dariusz-kowalczyk',
      'daniel-okoye',
      'tanya-brooks',
      'kevin-tran',
      'aisha-rahman',
      'tomas-rivera',
      'linda-martinez',
      'dwayne-carter',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlDatesTable,
  },
  {
    name: 'html-one-line-jobs',
    tool: 'chromium-with-header',
    shows:
      '"Title, Company, Place, Dates" on one line, dates in brackets inside bullets, two pages with the browser\'s own header and footer',
    people: [
      'hana-novotna',
      'siobhan-oconnor',
      'ray-castillo',
      'maria-gonzalez',
      'darnell-washington',
      'jennifer-obrien',
      'robert-kim',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlOneLineJobs,
    furniture: (p) => [oneLineTitle(p), `html-one-line-jobs--${p.id}.html`],
  },
  {
    name: 'office-company-first',
    tool: 'office-fodt',
    shows:
      'Word CV, employer and dates on one tab-split line, title and place under it, header and page footer',
    people: [
      'jose-alvarez',
      'hana-novotna',
      'tanya-brooks',
      'kevin-tran',
      'aisha-rahman',
      'tomas-rivera',
      'linda-martinez',
      'dwayne-carter',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: officeCompanyFirst,
    furniture: (p) => Object.values(companyFirstFurniture(p)),
  },
  {
    name: 'tex-two-line-entries',
    tool: 'pdflatex',
    shows:
      "the student's LaTeX resume: title and dates on one row, employer and place in italics under it, school before degree",
    people: [
      'tanya-brooks',
      'daniel-okoye',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: texTwoLineEntries,
  },
  {
    name: 'office-google-docs',
    tool: 'office-html',
    shows:
      'Google Docs-style: "Company, Place — Title" on one line, dates under it in grey capitals',
    people: [
      'ray-castillo',
      'katharina-brueckner',
      'kevin-tran',
      'maria-gonzalez',
      'aisha-rahman',
      'darnell-washington',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: officeGoogleDocs,
  },
  {
    name: 'html-indeed',
    tool: 'chromium',
    shows:
      'a job board\'s resume builder: title, "Company - Place" and "Month Year to Present" on lines of their own',
    people: ['tanya-brooks', 'siobhan-oconnor'],
    source: htmlIndeed,
  },
  {
    name: 'html-canva-two-column',
    tool: 'chromium',
    shows:
      'design-tool two columns: dark sidebar with the name on two lines, icon contacts, skill bars and schooling; "Company | Mar 2020 - Present" under each title',
    people: [
      'ray-castillo',
      'amara-okafor',
      'maria-gonzalez',
      'kevin-tran',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlCanvaTwoColumn,
  },
  {
    name: 'office-caps-employers',
    tool: 'office-html',
    shows:
      'employers in bold capitals with their place, title and dates in brackets on the line under it',
    people: [
      'tanya-brooks',
      'jose-alvarez',
      'kevin-tran',
      'maria-gonzalez',
      'darnell-washington',
      'aisha-rahman',
      'tomas-rivera',
      'jennifer-obrien',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: officeCapsEmployers,
  },
  {
    name: 'html-combination',
    tool: 'chromium',
    shows:
      'combination resume: qualifications and grouped skills first, then one line per job ("Title — Company, Place") with numeric dates flush right',
    people: ['marcus-bell', 'hana-novotna'],
    source: htmlCombination,
  },
  {
    name: 'html-grouped-employers',
    tool: 'chromium',
    shows:
      'roles grouped under their employer: employer and place once, each title with its dates flush right',
    people: [
      'ray-castillo',
      'maria-gonzalez',
      'luis-hernandez',
      'jose-alvarez',
      'robert-kim',
      'linda-martinez',
      'dwayne-carter',
      'sarah-miller-lopez',
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
    ],
    source: htmlGroupedEmployers,
  },
  {
    name: 'html-profile-export',
    tool: 'chromium',
    shows:
      'a professional network profile saved as PDF: sidebar of contacts, skills and certificate names; roles grouped under their employer with "March 2020 - Present (4 years 9 months)" and the place spelled out on lines of their own; "Page 1 of 2" footers',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'tanya-brooks',
      'dwayne-carter',
      'ines-moreau',
      'aditya-menon',
      'jose-alvarez',
    ],
    source: htmlProfileExport,
  },
  {
    name: 'html-federal-resume',
    tool: 'chromium',
    shows:
      'a US federal resume from a job board builder: employer, place, numeric dates and hours per week before the title; supervisor with telephone; training as "Job Related Training"',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'jennifer-obrien',
      'robert-kim',
      'maria-gonzalez',
      'marcus-bell',
      'kevin-tran',
    ],
    source: htmlFederalResume,
    omits: ['linkedIn'],
  },
  {
    name: 'europasscv',
    tool: 'pdflatex',
    shows:
      "TeX Live's europasscv class: dates in a right-aligned label column beside the title, employer and place under it, the class's footer with name, page and notice",
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'dariusz-kowalczyk',
      'fatou-diallo',
      'hana-novotna',
      'darnell-washington',
      'linda-martinez',
    ],
    source: europasscvSource,
    furniture: () => ['European Union', 'europass.cedefop.europa.eu', RENDERED_ON],
  },
  {
    name: 'simplecv',
    tool: 'pdflatex',
    shows:
      'TeX Live\'s simplecv class: name and contacts in a two-cell header, a centred title, dates in a left-aligned label column, "Title, Company" in bold',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'darnell-washington',
      'katharina-brueckner',
      'luis-hernandez',
      'tanya-brooks',
      'robert-kim',
    ],
    source: simplecvSource,
  },
  {
    name: 'html-side-headings',
    tool: 'chromium',
    shows:
      'an online builder with section headings in a left column and each entry\'s dates under them; "Company - City, ST" under a bold title',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'kevin-tran',
      'aisha-rahman',
      'lan-nguyen',
      'ray-castillo',
      'sarah-miller-lopez',
    ],
    source: htmlSideHeadings,
  },
  {
    name: 'office-contact-header',
    tool: 'office-html',
    shows:
      'a word-processor template with a two-cell header table (name left, contacts stacked right); "TITLE | Company | City, ST" in bold capitals, dates in italics under it',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'tomas-rivera',
      'maria-gonzalez',
      'jiwoo-park',
      'dwayne-carter',
      'amara-okafor',
    ],
    source: officeContactHeader,
  },
  {
    name: 'html-photo-header',
    tool: 'chromium',
    shows:
      'a CV with a photo box beside the name and a labelled contact list; employer and place in bold with dates flush right ("since 03/2020"), the title in italics under it',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'bjorn-lindqvist',
      'seoyeon-choi',
      'jennifer-obrien',
      'linda-martinez',
      'daniel-okoye',
    ],
    source: htmlPhotoHeader,
  },
  {
    name: 'html-design-tool-words',
    tool: 'chromium',
    shows:
      'a design tool\'s export with one text item per word: bold titles with their dates flush right, "Company | City, ST" under them, headings in spaced capitals',
    people: [
      'keisha-johnson',
      'miguel-santos',
      'brittany-cole',
      'tanya-brooks',
      'kevin-tran',
      'aisha-rahman',
      'dwayne-carter',
      'robert-kim',
      'ines-moreau',
      'dariusz-kowalczyk',
    ],
    source: htmlDesignToolWords,
  },
  {
    name: 'scanned',
    tool: 'scanned',
    shows: 'a page image with no text layer',
    people: ['marcus-bell'],
  },
];

/**
 * Held out: a third of the layouts, by a hash of the name so the choice is fixed before anyone
 * looks at results and a new layout does not move the others. Nobody tunes the reader on these
 * (decision 043).
 */
export function isHeldOut(layoutName: string): boolean {
  return (createHash('sha256').update(layoutName).digest()[0] ?? 0) % 3 === 0;
}

/** The person as a layout prints them: the contact details it has no place for left out. */
export function printedPerson(person: Person, layoutName: string): Person {
  const omits = LAYOUTS.find((layout) => layout.name === layoutName)?.omits ?? [];
  return { ...person, ...Object.fromEntries(omits.map((field) => [field, ''])) };
}
