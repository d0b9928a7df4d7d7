import type { Occupation } from './occupation-schema.ts';
import { occupationBySoc, occupations } from './occupations.ts';
import { addTerm, createTermTrie, findTerms, type TermKind, type TermTrie } from './term-trie.ts';

export interface JobTerms {
  skills: string[];
  tools: string[];
  certifications: string[];
}

let trie: TermTrie | undefined;

/**
 * Certifications first, then tools, then skills: a term listed as a tool by one occupation and a
 * skill by another ("SQL") is reported once, under the more specific kind.
 */
function termTrie(): TermTrie {
  if (trie) return trie;
  const built = createTermTrie();
  const kinds: [TermKind, (occupation: Occupation) => string[]][] = [
    ['certifications', (occupation) => occupation.certifications.map((cert) => cert.name)],
    ['tools', (occupation) => occupation.tools],
    ['skills', (occupation) => occupation.skills],
  ];
  for (const [kind, termsOf] of kinds) {
    for (const occupation of occupations()) {
      for (const name of termsOf(occupation)) addTerm(built, name, kind);
    }
  }
  // Postings write credentials other ways than the data: after the real names, so those win.
  const named = new Set(
    occupations().flatMap((occupation) => occupation.certifications.map((cert) => cert.name)),
  );
  for (const name of named) {
    for (const variant of certificationVariants(name, named))
      addTerm(built, variant, 'certifications', name);
  }
  trie = built;
  return trie;
}

/** A credential's last word that says only what kind of paper it is. */
const PAPERS = ['Card', 'Certificate', 'Certification', 'License', 'Licence', 'Permit'];
const PAPER_WORD = new RegExp(`\\s+(?:${PAPERS.join('|')})$`);

/**
 * Other ways postings write a credential: with another word for the paper ("Food Handler's
 * Certificate" for "Food Handler Card"), never without one, since the bare words are often the
 * job's title ("Journeyman Electrician") or a skill ("Google Analytics"); and a CDL's class
 * before it ("Class A CDL").
 */
export function certificationVariants(
  name: string,
  named: ReadonlySet<string> = new Set(),
): string[] {
  const variants: string[] = [];
  const stem = name.replace(PAPER_WORD, '');
  // "CNA Certification" beside "CNA": "CNA license" is the credential the data calls "CNA".
  if (stem !== name && !named.has(stem))
    for (const paper of PAPERS) variants.push(`${stem} ${paper}`, `${stem}'s ${paper}`);
  const cdl = /^CDL (Class [ABC])$/.exec(name);
  if (cdl?.[1]) variants.push(`${cdl[1]} CDL`);
  return variants.filter((variant) => variant !== name);
}

/**
 * Skills, tools and certifications named in a posting, spelled as the occupation data spells
 * them, in order of first mention. With `soc`, that occupation's own terms come first.
 */
export function extractJobTerms(text: string, soc?: string): JobTerms {
  const found = findTerms(termTrie(), text);
  const own = soc ? ownTerms(soc) : undefined;
  if (own) found.sort((a, b) => Number(own.has(b.name)) - Number(own.has(a.name)));
  const terms: JobTerms = { skills: [], tools: [], certifications: [] };
  for (const term of found) terms[term.kind].push(term.name);
  return terms;
}

const ownTermsBySoc = new Map<string, Set<string>>();

function ownTerms(soc: string): Set<string> | undefined {
  const cached = ownTermsBySoc.get(soc);
  if (cached) return cached;
  const occupation = occupationBySoc(soc);
  if (!occupation) return undefined;
  const names = new Set([
    ...occupation.skills,
    ...occupation.tools,
    ...occupation.certifications.map((cert) => cert.name),
  ]);
  ownTermsBySoc.set(soc, names);
  return names;
}
