import { describe, expect, it } from 'vitest';
import { docxHtmlLines } from './docx-html-lines.ts';
import { parseResumeText } from './parse-resume-text.ts';

describe('parseResumeText', () => {
  it('does not run the sidebar’s last section on into the main column', () => {
    const sidebar = ['Amara Okafor', 'Certifications', 'Qualified Teacher Status (QTS) (2017)'];
    const main = [
      'Chemistry Teacher',
      'Secondary chemistry teacher and head of year.',
      'Work Experience',
      'Teacher of Science | St Olave’s School | Sep 2017 – Aug 2020',
    ];
    const { draft } = parseResumeText({
      lines: [...sidebar, ...main],
      columnStarts: [sidebar.length],
    });
    expect(draft.certifications).toEqual(['Qualified Teacher Status (QTS) (2017)']);
    expect(draft.workExperience).toHaveLength(1);
  });

  it('marks where each cell of a Word layout table begins', () => {
    const html =
      '<table><tr><td><p>Ji-woo Park</p><h2>Skills</h2><p>Siemens S7 PLC</p><p>Thermal imaging</p></td>' +
      '<td><p>Industrial electrician.</p><h2>Experience</h2></td></tr></table>';
    expect(docxHtmlLines(html)).toMatchObject({
      lines: [
        'Ji-woo Park',
        'Skills',
        'Siemens S7 PLC',
        'Thermal imaging',
        'Industrial electrician.',
        'Experience',
      ],
      columnStarts: [4],
    });
  });

  it('reads a label column’s section name beside its content as a heading', () => {
    const { draft } = parseResumeText([
      'Priya Raman',
      'Licences and Certificates',
      '2017 | Registered Social Worker (RSW)',
      'Skills | Crisis intervention • Discharge planning',
      'Languages | English, Tamil, French (intermediate)',
    ]);
    expect(draft.certifications).toEqual(['2017, Registered Social Worker (RSW)']);
    expect(draft.skills).toEqual(['Crisis intervention', 'Discharge planning']);
    expect(draft.otherSections).toEqual([
      { heading: 'Languages', text: 'English, Tamil, French (intermediate)' },
    ]);
  });

  it('joins a certification a narrow sidebar wrapped before its date', () => {
    const { draft } = parseResumeText([
      'José Álvarez',
      'Certifications',
      'ASE Master Medium-Heavy Truck',
      'Technician (2019)',
      'EPA Section 609 Certification (2015)',
      'CPR',
    ]);
    expect(draft.certifications).toEqual([
      'ASE Master Medium-Heavy Truck Technician (2019)',
      'EPA Section 609 Certification (2015)',
      'CPR',
    ]);
  });

  it('joins a certificate name a sidebar wrapped over two lines above its dated issuer', () => {
    const { draft } = parseResumeText([
      'Robert Kim',
      'Certifications',
      'Washington Journey Level',
      'Electrician (01) License',
      'Washington L&I, 2019',
      'OSHA 30 Construction',
      'OSHA, 2020',
    ]);
    expect(draft.certifications).toEqual([
      'Washington Journey Level Electrician (01) License — Washington L&I, 2019',
      'OSHA 30 Construction — OSHA, 2020',
    ]);
  });

  it('joins a certification whose issuer a sidebar wrapped over two words before its date', () => {
    const { draft } = parseResumeText([
      'María González',
      'Certifications',
      'New Mexico Level II Teaching License — New Mexico Public',
      'Education Department (2022)',
      'TESOL Endorsement — New Mexico Public Education Department (2019)',
    ]);
    expect(draft.certifications).toEqual([
      'New Mexico Level II Teaching License — New Mexico Public Education Department (2022)',
      'TESOL Endorsement — New Mexico Public Education Department (2019)',
    ]);
  });

  it('keeps contact lines step 1 holds out of the other note, and labels out of the skills', () => {
    const { draft } = parseResumeText([
      'Keisha Johnson',
      'Contact',
      '(704) 555-0187 (Mobile)',
      'keisha.johnson.admin@example.com',
      'www.linkedin.com/in/keisha-johnson-',
      'clt (LinkedIn)',
      'Available for evening shifts',
      'Personal skills',
      'Job-related skills | Microsoft Excel, QuickBooks',
      'Computer skills: Epic',
    ]);
    expect(draft.otherSections).toEqual([
      { heading: 'Contact', text: 'Available for evening shifts' },
    ]);
    expect(draft.skills).toEqual(['Microsoft Excel', 'QuickBooks', 'Epic']);
  });
});
