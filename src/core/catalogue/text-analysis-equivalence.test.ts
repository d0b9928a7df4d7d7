import { describe, expect, it } from 'vitest';
import { benchPostings, seededRandom } from '../../../bench/catalogue-postings.ts';
import {
  referenceExtractJobTerms,
  referenceJobSearchVector,
  referenceSketchDescription,
} from '../../../tests/helpers/reference-text-analysis.ts';
import { extractJobTerms } from '../occupations/extract-job-terms.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { occupations } from '../occupations/occupations.ts';
import { sketchDescription } from './description-sketch.ts';
import { normalizePosting } from './normalize-posting.ts';
import { jobSearchVector } from './text-search.ts';

/**
 * Search, matching and dedupe read what these functions produce, so the fast versions must return
 * exactly what the originals (frozen in tests/helpers/reference-text-analysis.ts) returned.
 */

const edgeCases = [
  '',
  ' ',
  '!!! --- ... ??? ,,, •••',
  'one',
  'two words',
  'three whole words',
  'Café naïve façade Ångström ÉCOLE über straße STRASSE',
  '看護師 募集 東京都 プログラマー 软件工程师 한국어',
  "O'Brien's nurse can't don't d'Arcy \\backslash\\ path\\to\\file 'quoted' \\'",
  `${'x'.repeat(100)} ${'y'.repeat(101)} ${'Z'.repeat(150)}long`,
  'C++ C# c++ c# F# .NET Node.js ASP.NET C++/C# ++ ## #hashtag a+b',
  'İstanbul İİ KELVIN K ﬁle ǅungla ΣΟΦΟΣ ὈΔΥΣΣΕΎΣ ẞ',
  'e\u0301te\u0301 cafe\u0301 n\u0303 \u200bzero\u200bwidth\u00adsoft',
  '𝐁𝐨𝐥𝐝 𝔉𝔯𝔞𝔨𝔱𝔲𝔯 😀 nurse😀nurse 𠀀𠀁 \ud800 lone \udc00 surrogates',
  '١٢٣ ٤٥٦ ½ ² ⅻ 10,000 3.5 2024-01-01 RN/LPN 24/7',
  'Excel EXCEL excel Go GO go R r Teams teams TEAMS therapies Therapies nurses bus analysis',
  'BLS and ACLS; Epic Willow; epic willow; RN License; rn license; infusion pumps',
  '\t\nTabs\r\nand\u2028line\u2029separators\u00a0nbsp',
];

const longCases = [
  'forklift '.repeat(20_000),
  `${'word '.repeat(17_000)}welder nurse`,
  `${'a '.repeat(1998)}split${'b'.repeat(10)} after`,
  `${'Harbor nurse café '.repeat(300)}`,
  'nurse nurse nurse '.repeat(400),
  'İ'.repeat(4500),
  'İa '.repeat(1500),
  'a '.repeat(2100),
  `${'x'.repeat(3998)}İİİ more words here`,
];

/** Random text over letters, digits, marks, symbols and separators that trip tokenizers. */
function fuzzTexts(count: number): string[] {
  const random = seededRandom(7);
  const alphabet = [..."aAzZ09 +#'\\-.,\n\tİıKßéÉñ看𝐁😀\u0301\u00a0•–Σς+#sS"];
  const words = ['nurse', 'Excel', 'C++', 'therapies', 'the', 'RN', 'License', 'sql', 'SQL'];
  return Array.from({ length: count }, () => {
    let text = '';
    const length = Math.floor(random() * 80);
    for (let index = 0; index < length; index++) {
      text +=
        random() < 0.3
          ? `${words[Math.floor(random() * words.length)]} `
          : alphabet[Math.floor(random() * alphabet.length)];
    }
    return text;
  });
}

/** Every data term, as spelled and shouted, to exercise the whole trie. */
const termLists = occupations().map((occupation) => {
  const names = [...occupation.skills, ...occupation.tools];
  const certifications = occupation.certifications.map((cert) => cert.name);
  return [...names, ...certifications].map((name, index) =>
    index % 3 ? name : name.toUpperCase(),
  );
});

const postings = [...benchPostings(3000)].map((posting) => normalizePosting(posting));
const texts = [
  ...edgeCases,
  ...longCases,
  ...fuzzTexts(2000),
  ...termLists.map((t) => t.join(' ')),
];

describe('text analysis equals the reference implementation', () => {
  it('jobSearchVector', () => {
    for (const posting of postings) {
      const skills = referenceExtractJobTerms(posting.descriptionText).skills;
      const job = { ...posting, skills };
      expect(jobSearchVector(job)).toBe(referenceJobSearchVector(job));
    }
    for (const text of texts) {
      const job = {
        title: text,
        company: text.slice(0, 20),
        skills: [text],
        descriptionText: text,
      };
      expect(jobSearchVector(job)).toBe(referenceJobSearchVector(job));
    }
  });

  it('extractJobTerms, with and without a soc', () => {
    const socs = [undefined, '29-1141', '15-1252', 'no-such-soc'];
    for (const posting of postings) {
      const text = `${posting.title}\n${posting.descriptionText}`;
      const soc = matchOccupation(posting.title)?.soc;
      expect(extractJobTerms(text, soc)).toEqual(referenceExtractJobTerms(text, soc));
      expect(extractJobTerms(text)).toEqual(referenceExtractJobTerms(text));
    }
    for (const [index, text] of texts.entries()) {
      const soc = socs[index % socs.length];
      expect(extractJobTerms(text, soc)).toEqual(referenceExtractJobTerms(text, soc));
    }
  });

  it('sketchDescription', () => {
    for (const text of [...postings.map((posting) => posting.descriptionText), ...texts]) {
      expect(sketchDescription(text)).toEqual(referenceSketchDescription(text));
    }
  });
});
