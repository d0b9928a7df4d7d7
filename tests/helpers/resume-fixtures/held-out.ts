import { Document, Packer, Paragraph, Table, TableCell, TableRow, WidthType } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Held-out resumes: written after the heuristics, in layouts the main set does not use, and not
 * tuned for. Their recall is reported separately in docs/quality.md as the more honest figure.
 */
export interface HeldOutResume {
  id: string;
  fileName: string;
  bytes: Uint8Array;
  expected: {
    fullName: string;
    email: string;
    phone: string;
    linkedIn: string;
    employers: string[];
    schools: string[];
  };
}

/** A row of a PDF page: text in the margin column (dates, as moderncv prints them) and the body. */
type Row = { margin?: string; text: string; bold?: boolean; size?: number };

async function marginPdf(rows: Row[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const regular = await document.embedFont(StandardFonts.TimesRoman);
  const bold = await document.embedFont(StandardFonts.TimesRomanBold);
  let y = 750;
  for (const row of rows) {
    const size = row.size ?? 10.5;
    if (row.margin) page.drawText(row.margin, { x: 48, y, size: 9, font: regular });
    page.drawText(row.text, { x: 140, y, size, font: row.bold ? bold : regular });
    y -= size + 4;
  }
  return document.save();
}

async function plainDocx(lines: string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ text })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A Word table with one row per job: dates in the left cell, title and employer in the right. */
async function tableDocx(
  head: string[],
  rows: [string, string[]][],
  tail: string[],
): Promise<Uint8Array> {
  const cell = (lines: string[], size: number) =>
    new TableCell({
      width: { size, type: WidthType.PERCENTAGE },
      children: lines.map((text) => new Paragraph({ text })),
    });
  const document = new Document({
    sections: [
      {
        children: [
          ...head.map((text) => new Paragraph({ text })),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: rows.map(
              ([dates, body]) => new TableRow({ children: [cell([dates], 25), cell(body, 75)] }),
            ),
          }),
          ...tail.map((text) => new Paragraph({ text })),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** The second held-out batch, written and first measured together (see docs/quality.md). */
export async function heldOutBatchTwo(): Promise<HeldOutResume[]> {
  return [
    {
      id: 'functional-customer-service',
      fileName: 'customer-service.pdf',
      bytes: await marginPdf([
        { text: 'jordan.miles@example.com · (480) 555-0102 · linkedin.com/in/jordanmiles' },
        { text: 'Jordan Miles', bold: true, size: 18 },
        { text: 'SKILLS SUMMARY', bold: true, size: 12 },
        { text: 'De-escalation, Zendesk, Salesforce Service Cloud, Bilingual English/Spanish' },
        { text: 'EMPLOYMENT HISTORY', bold: true, size: 12 },
        { text: 'Copperline Wireless | Customer Service Lead | 2019 - Present' },
        { text: 'Copperline Wireless | Customer Service Representative | 2016 - 2019' },
        { text: 'Desert Sun Resorts | Front Desk Agent | 2014 - 2016' },
        { text: 'EDUCATION', bold: true, size: 12 },
        { text: 'A.A., Communication — Mesa Community College, 2014' },
      ]),
      expected: {
        fullName: 'Jordan Miles',
        email: 'jordan.miles@example.com',
        phone: '(480) 555-0102',
        linkedIn: 'linkedin.com/in/jordanmiles',
        employers: ['Copperline Wireless', 'Desert Sun Resorts'],
        schools: ['Mesa Community College'],
      },
    },
    {
      id: 'table-rows-lab-tech',
      fileName: 'lab-technician.docx',
      bytes: await tableDocx(
        [
          'Samuel Osei',
          'Medical Laboratory Technician',
          'samuel.osei@example.com | +1 (313) 555-0139 | https://www.linkedin.com/in/samuel-osei-mlt',
          'Experience',
        ],
        [
          [
            'Aug 2019 – Present',
            ['Medical Laboratory Technician', 'Henry Ford Health, Detroit, MI'],
          ],
          ['May 2016 – Jul 2019', ['Phlebotomist', 'Quest Diagnostics, Dearborn, MI']],
        ],
        ['Education', 'Wayne State University', 'B.S. Clinical Laboratory Science, May 2016'],
      ),
      expected: {
        fullName: 'Samuel Osei',
        email: 'samuel.osei@example.com',
        phone: '+1 (313) 555-0139',
        linkedIn: 'linkedin.com/in/samuel-osei-mlt',
        employers: ['Henry Ford Health', 'Quest Diagnostics'],
        schools: ['Wayne State University'],
      },
    },
    {
      id: 'inline-barista',
      fileName: 'barista.docx',
      bytes: await plainDocx([
        'Lena Fischer',
        'lena.fischer@example.com',
        '(971) 555-0114',
        'linkedin.com/in/lena-fischer',
        'Experience',
        'Shift Supervisor, Blue Heron Coffee, Jan 2021 to Present',
        'Barista, Stumptown Roasters, Jun 2018 to Dec 2020',
        'Summer camp counselor, Camp Namanu, Summer 2017',
        'Education',
        'B.A., English — Reed College, 2018',
      ]),
      expected: {
        fullName: 'Lena Fischer',
        email: 'lena.fischer@example.com',
        phone: '(971) 555-0114',
        linkedIn: 'linkedin.com/in/lena-fischer',
        employers: ['Blue Heron Coffee', 'Stumptown Roasters', 'Camp Namanu'],
        schools: ['Reed College'],
      },
    },
    {
      id: 'promoted-it-support',
      fileName: 'it-support.pdf',
      bytes: await marginPdf([
        { text: 'Priyanka Desai', bold: true, size: 18 },
        { text: 'Austin, TX · 512-555-0177 · priyanka.desai@example.com' },
        { text: 'https://www.linkedin.com/in/priyankadesai-it' },
        { text: 'Professional Experience', bold: true, size: 12 },
        { text: 'Lone Star Credit Union, Austin, TX', bold: true },
        { margin: '03/2021 – Present', text: 'IT Support Specialist II' },
        { text: '• Manage 400 endpoints with Intune.' },
        { margin: '06/2019 – 02/2021', text: 'IT Support Specialist I' },
        { text: '• First-line support for 12 branches.' },
        { text: 'Education', bold: true, size: 12 },
        { text: 'Austin Community College — A.A.S. Network Administration, 2019' },
      ]),
      expected: {
        fullName: 'Priyanka Desai',
        email: 'priyanka.desai@example.com',
        phone: '512-555-0177',
        linkedIn: 'linkedin.com/in/priyankadesai-it',
        employers: ['Lone Star Credit Union'],
        schools: ['Austin Community College'],
      },
    },
  ];
}

export async function heldOutResumes(): Promise<HeldOutResume[]> {
  return [
    {
      id: 'site-supervisor-moderncv',
      fileName: 'site-supervisor.pdf',
      bytes: await marginPdf([
        { text: 'Daniel Novak', bold: true, size: 20 },
        { text: 'Construction Site Supervisor' },
        { text: '+1 720 555 0181 · dnovak@example.com · linkedin.com/in/dnovak-builds' },
        { text: 'Experience', bold: true, size: 13 },
        { margin: '2019–present', text: 'Site Supervisor', bold: true },
        { text: 'Bluestone Construction, Denver, CO' },
        { text: '• Ran 14 residential builds from foundation to handover.' },
        { margin: '2013–2019', text: 'Carpenter Foreman', bold: true },
        { text: 'Front Range Framing, Boulder, CO' },
        { text: '• Led a framing crew of six.' },
        { text: 'Education', bold: true, size: 13 },
        { margin: '2011–2013', text: 'Red Rocks Community College', bold: true },
        { text: 'Associate of Applied Science, Construction Technology' },
      ]),
      expected: {
        fullName: 'Daniel Novak',
        email: 'dnovak@example.com',
        phone: '+1 720 555 0181',
        linkedIn: 'linkedin.com/in/dnovak-builds',
        employers: ['Bluestone Construction', 'Front Range Framing'],
        schools: ['Red Rocks Community College'],
      },
    },
    {
      id: 'analyst-parenthesised-dates',
      fileName: 'data-analyst.docx',
      bytes: await plainDocx([
        'FATIMA SAYED',
        'Data Analyst | Columbus, OH | fatima.sayed@example.com | 614-555-0193',
        'www.linkedin.com/in/fatimasayed',
        'PROFESSIONAL EXPERIENCE',
        'Data Analyst, Buckeye Insurance Group (Mar. 2021 - Present)',
        'Built the claims dashboard used by 200 adjusters.',
        'Junior Analyst, Scioto Retail Co. (Jul. 2018 - Feb. 2021)',
        'Weekly sales forecasting in SQL and Excel.',
        'EDUCATION',
        'The Ohio State University — B.S. Statistics, 2018',
        'SKILLS',
        'SQL, Python, Tableau, Excel',
      ]),
      expected: {
        fullName: 'Fatima Sayed',
        email: 'fatima.sayed@example.com',
        phone: '614-555-0193',
        linkedIn: 'linkedin.com/in/fatimasayed',
        employers: ['Buckeye Insurance Group', 'Scioto Retail Co.'],
        schools: ['The Ohio State University'],
      },
    },
    {
      id: 'uk-care-worker',
      fileName: 'care-worker.docx',
      bytes: await plainDocx([
        'Curriculum Vitae',
        'Grace Adeyemi',
        'Phone: +44 20 7946 0958',
        'Email: grace.adeyemi@example.co.uk',
        'LinkedIn: https://uk.linkedin.com/in/grace-adeyemi',
        'Work experience',
        'Senior Care Assistant',
        'Willow Lodge Care Home, Croydon',
        'September 2020 – today',
        'Personal care and medication rounds for 24 residents.',
        'Care Assistant',
        'HomeFirst Care, Sutton',
        'June 2017 – August 2020',
        'Education and qualifications',
        'Croydon College',
        'NVQ Level 3 Diploma in Health and Social Care, 2019',
      ]),
      expected: {
        fullName: 'Grace Adeyemi',
        email: 'grace.adeyemi@example.co.uk',
        phone: '+44 20 7946 0958',
        linkedIn: 'uk.linkedin.com/in/grace-adeyemi',
        employers: ['Willow Lodge Care Home', 'HomeFirst Care'],
        schools: ['Croydon College'],
      },
    },
    {
      id: 'welder-upper-case-companies',
      fileName: 'welder.pdf',
      bytes: await marginPdf([
        { text: 'TOMAS RIVERA', bold: true, size: 18 },
        { text: 'Certified Welder — Houston, TX' },
        {
          text: '832.555.0147  |  tomas.rivera@example.com  |  linkedin.com/in/tomas-rivera-welder',
        },
        { text: 'WORK HISTORY', bold: true, size: 12 },
        { text: 'GULF COAST FABRICATORS — Houston, TX', bold: true },
        { text: 'Structural Welder, Apr. 2018 – Present' },
        { text: '- MIG and flux-core on structural steel to AWS D1.1.' },
        { text: 'BAYTOWN PIPE & SUPPLY — Baytown, TX', bold: true },
        { text: 'Welder Helper, Jan. 2016 – Mar. 2018' },
        { text: 'EDUCATION', bold: true, size: 12 },
        { text: 'San Jacinto College — Welding Certificate (2016)' },
      ]),
      expected: {
        fullName: 'Tomas Rivera',
        email: 'tomas.rivera@example.com',
        phone: '832.555.0147',
        linkedIn: 'linkedin.com/in/tomas-rivera-welder',
        employers: ['Gulf Coast Fabricators', 'Baytown Pipe & Supply'],
        schools: ['San Jacinto College'],
      },
    },
  ];
}
