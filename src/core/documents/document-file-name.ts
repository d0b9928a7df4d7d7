import type { PackageFile } from '../../shared/schemas/tailoring.ts';

/** Letters NFKD does not take apart into a base letter and marks. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
};

/** Simple transliteration, so a Cyrillic or Greek name still names its file. */
const CYRILLIC: Record<string, string> = Object.fromEntries(
  'а:a б:b в:v г:g ґ:g д:d е:e ё:e є:ye ж:zh з:z и:i і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);
const GREEK: Record<string, string> = Object.fromEntries(
  'α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

function transliterate(char: string): string {
  const special = SPECIAL_LETTERS[char];
  if (special !== undefined) return special;
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower] ?? GREEK[lower];
  if (latin === undefined) return char;
  return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** ASCII words: accents folded, apostrophes dropped ("St. David's" → ["St", "Davids"]). */
export function asciiWords(text: string): string[] {
  const unmarked = text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
  // Greek "ου" is one sound, "u": Papadopoulos, not Papadopoylos.
  const folded = [...unmarked.replace(/ου/g, 'ou').replace(/Ου/g, 'Ou')]
    .map((char) => transliterate(char.normalize('NFKD').replace(/\p{M}/gu, '')))
    .join('');
  return folded
    .replace(/['’‘ʼ`´]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** Legal forms: never what a person calls the company. */
const LEGAL_FORMS = new Set(
  'inc incorporated llc llp lp ltd limited corp corporation co plc gmbh ag sa sas srl bv nv pty pc pllc'.split(
    ' ',
  ),
);
/** Generic trailing words dropped while a name of its own remains ("St. David's Medical Center"). */
const GENERIC = new Set(
  'company companies group holdings enterprises services medical center centre hospital hospitals health healthcare system systems clinic international'.split(
    ' ',
  ),
);
const MAX_COMPANY_WORDS = 3;

/** The company as a person would say it: "St. David's Medical Center, Inc." → "St-Davids". */
export function shortCompany(company: string): string[] {
  // What follows a dash, a bar or a bracket is a division or a place: "Acme (Remote)".
  const head = company.split(/\s[-–—|]\s|[(|[]/)[0] ?? '';
  const words = asciiWords(head.replace(/^the\s+/i, ''));
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1)?.toLowerCase() ?? '')) words.pop();
  while (words.length > 1 && GENERIC.has(words.at(-1)?.toLowerCase() ?? '')) words.pop();
  return words.slice(0, MAX_COMPANY_WORDS);
}

const KIND_WORDS = { resume: ['Resume'], 'cover-letter': ['Cover', 'Letter'] } as const;
/** Long names are cut by words, so a file name stays readable in a mail client. */
const MAX_NAME_WORDS = 4;

/**
 * The download's file name: "Ana-Lopez-Resume-St-Davids.pdf",
 * "Ana-Lopez-Cover-Letter-St-Davids.docx". ASCII letters, digits and hyphens only, so it is safe
 * in a Content-Disposition header, on every file system and in an ATS upload (decision 051).
 */
export function documentFileName(input: {
  fullName: string;
  company: string;
  file: PackageFile;
}): string {
  const [base = 'resume', extension = 'pdf'] = input.file.split('.');
  const kind = base === 'cover-letter' ? 'cover-letter' : 'resume';
  const words = [
    ...asciiWords(input.fullName).slice(0, MAX_NAME_WORDS),
    ...KIND_WORDS[kind],
    ...shortCompany(input.company),
  ];
  return `${words.join('-')}.${extension}`;
}
