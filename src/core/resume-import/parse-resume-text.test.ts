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
});
