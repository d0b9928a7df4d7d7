import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file-name.ts';

const name = (fullName: string, company: string, file = 'resume.pdf' as const) =>
  documentFileName({ fullName, company, file });

describe('documentFileName', () => {
  it('names the person, the document and the company', () => {
    expect(name('Ana López', "St. David's Medical Center")).toBe('Ana-Lopez-Resume-St-Davids.pdf');
    expect(
      documentFileName({
        fullName: 'Ana López',
        company: "St. David's Medical Center",
        file: 'cover-letter.docx',
      }),
    ).toBe('Ana-Lopez-Cover-Letter-St-Davids.docx');
  });

  it('folds accents and special letters, drops apostrophes', () => {
    expect(name("Darnell O'Neil", 'Werner Enterprises')).toBe('Darnell-ONeil-Resume-Werner.pdf');
    expect(name('Nguyễn Thị Đặng', 'Søren & Æble ApS')).toBe(
      'Nguyen-Thi-Dang-Resume-Soren-AEble-ApS.pdf',
    );
    expect(name('Jürgen Groß', 'Müller GmbH')).toBe('Jurgen-Gross-Resume-Muller.pdf');
    expect(name('Łukasz Wójcik', 'Żabka Polska sp. z o.o.')).toBe(
      'Lukasz-Wojcik-Resume-Zabka-Polska-sp.pdf',
    );
  });

  it('transliterates Cyrillic and Greek names', () => {
    expect(name('Анна Иванова', 'Яндекс')).toBe('Anna-Ivanova-Resume-Yandeks.pdf');
    expect(name('Αλέξανδρος Παπαδόπουλος', 'Acme')).toBe('Alexandros-Papadopoulos-Resume-Acme.pdf');
  });

  it('shortens the company sensibly', () => {
    expect(name('Ana Lopez', 'The Home Depot, Inc.')).toBe('Ana-Lopez-Resume-Home-Depot.pdf');
    expect(name('Ana Lopez', 'Baylor Scott & White Medical Center')).toBe(
      'Ana-Lopez-Resume-Baylor-Scott-White.pdf',
    );
    expect(name('Ana Lopez', 'Acme Corp (Remote)')).toBe('Ana-Lopez-Resume-Acme.pdf');
    expect(name('Ana Lopez', 'Kaiser Permanente - Northern California')).toBe(
      'Ana-Lopez-Resume-Kaiser-Permanente.pdf',
    );
    // A generic word that is the whole name stays.
    expect(name('Ana Lopez', 'Hospital')).toBe('Ana-Lopez-Resume-Hospital.pdf');
    expect(name('Ana Lopez', 'Texas Department of State Health Services')).toBe(
      'Ana-Lopez-Resume-Texas-Department-of.pdf',
    );
  });

  it('stays ASCII-safe with odd or missing names', () => {
    expect(name('', '')).toBe('Resume.pdf');
    expect(name('王小明', '腾讯')).toBe('Resume.pdf');
    expect(name('../../etc/passwd', 'a/b\\c"d')).toBe('etc-passwd-Resume-a-b-c.pdf');
    expect(name('Ana 😀 Lopez\u0000', 'Acme™')).toBe('Ana-Lopez-Resume-AcmeTM.pdf');
    expect(name('Maria del Carmen de la Fuente García', 'Acme')).toBe(
      'Maria-del-Carmen-de-Resume-Acme.pdf',
    );
    for (const odd of ['  ', '\u200b', '🙂🙂', 'ʻOlelo ʻŌiwi', 'Zoë “Zed” Brontë']) {
      expect(name(odd, odd)).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    }
  });
});
