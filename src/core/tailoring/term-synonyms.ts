import { occupations } from '../occupations/occupations.ts';
import { keyOf } from './text.ts';

/**
 * Which terms name the same thing (decision 050): "RN" and "Registered Nurse", "Excel" and
 * "Microsoft Excel", "CDL-A" and "Class A CDL". Used by the coverage report (a profile saying
 * "BLS" meets a posting asking for "Basic Life Support"), by the resume (the skill printed in the
 * posting's wording) and by the truth check (the posting's wording traces to the profile's).
 *
 * Built once from the occupation knowledge, by two rules that only pair a short form with the
 * words it abbreviates:
 * - a name with a parenthesis whose one side spells the other's initials, "Basic Life Support
 *   (BLS)", is one term under three spellings: the whole, the part before and the part inside
 *   ("ARRT (CT)" is a specialty of ARRT, neither "ARRT" nor "CT");
 * - an all-capital alias ("RN", "LPN") is the same as another alias or the title of the same
 *   occupation whose initials it spells ("Registered Nurse").
 * plus the curated groups below, each with where it comes from.
 */
const curated: readonly (readonly string[])[] = [
  // Microsoft's own product names; postings and resumes drop the "Microsoft" either way.
  ['Microsoft Excel', 'Excel', 'MS Excel'],
  ['Microsoft Word', 'MS Word'],
  ['Microsoft Outlook', 'MS Outlook'],
  ['Microsoft PowerPoint', 'PowerPoint', 'MS PowerPoint'],
  ['Microsoft Office', 'MS Office', 'Microsoft Office Suite', 'Microsoft 365', 'Office 365'],
  // FMCSA's licence classes (49 CFR 383.91), as carriers write them in postings.
  [
    'Class A CDL',
    'CDL-A',
    'CDL A',
    'CDL Class A',
    'Class A Commercial Driver’s License',
    "Class A Commercial Driver's License",
    'Class A commercial driver license',
  ],
  ['Class B CDL', 'CDL-B', 'CDL B', 'CDL Class B', "Class B Commercial Driver's License"],
  [
    'CDL',
    "Commercial Driver's License",
    'Commercial Driver’s License',
    'Commercial Driver License',
  ],
  // American Heart Association course names.
  ['BLS', 'Basic Life Support', 'BLS certification', 'Basic Life Support (BLS)'],
  ['ACLS', 'Advanced Cardiovascular Life Support', 'Advanced Cardiac Life Support'],
  ['PALS', 'Pediatric Advanced Life Support'],
  // Nursing titles as state boards of nursing use them (LVN is the Texas and California name).
  ['RN', 'Registered Nurse'],
  ['LPN', 'Licensed Practical Nurse', 'LVN', 'Licensed Vocational Nurse'],
  ['CNA', 'Certified Nursing Assistant', 'Certified Nurse Aide'],
  ['EMT', 'Emergency Medical Technician'],
  // AICPA and IMA credential names.
  ['CPA', 'Certified Public Accountant'],
  ['CMA', 'Certified Management Accountant'],
  // Intuit's product name, with and without its online edition.
  ['QuickBooks', 'QuickBooks Online', 'QuickBooks Desktop'],
  // Used interchangeably in hospital postings (ONC: the EHR is the wider record).
  ['EHR', 'EMR', 'Electronic Health Records', 'Electronic Medical Records'],
  // OSHA Outreach Training Program card names.
  ['OSHA 10', 'OSHA 10-Hour', 'OSHA 10 Hour'],
  ['OSHA 30', 'OSHA 30-Hour', 'OSHA 30 Hour'],
  ['CPR', 'Cardiopulmonary Resuscitation'],
  ['HVAC', 'Heating, Ventilation and Air Conditioning'],
  ['GAAP', 'Generally Accepted Accounting Principles'],
  ['POS', 'Point of Sale', 'POS system'],
  ['Forklift', 'Forklift operation', 'Forklift certification'],
  // Kitchen usage: "prep" is food preparation (the prep cook's station; O*NET 35-2021 tasks).
  ['Food preparation', 'Food prep', 'Prep'],
  // A food handler card is what health departments ask of kitchen staff; ServSafe Food Handler
  // is one of the ANSI-accredited courses that issue it (the manager's certificate is another).
  [
    'Food Handler Card',
    'Food Handler Certificate',
    "Food Handler's Certificate",
    'Food Handler Certification',
    "Food Handler's Card",
    'Food Handlers Card',
    'Food Handler Permit',
    'ServSafe Food Handler',
  ],
];

let groups: Map<string, number> | undefined;
let members: string[][] = [];

function build(): Map<string, number> {
  const parent: number[] = [];
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = parent.length;
      parent.push(id);
      ids.set(key, id);
    }
    return id;
  };
  const find = (id: number): number => {
    let root = id;
    while (parent[root] !== root) root = parent[root] ?? root;
    return root;
  };
  const join = (terms: readonly string[]) => {
    // One-letter spellings ("R", "C") would join unrelated terms.
    const keys = terms.map(keyOf).filter((key) => key.length >= 2);
    const first = keys[0];
    if (!first) return;
    for (const key of keys.slice(1)) parent[find(idOf(key))] = find(idOf(first));
  };
  for (const group of curated) join(group);
  for (const occupation of occupations()) {
    const names = [...occupation.certifications.map((c) => c.name), ...occupation.tools];
    for (const name of names) {
      // Only an abbreviation and what it abbreviates: "ARRT (CT)" names a specialty, not "CT".
      const paren = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(name);
      const [, outside = '', inside = ''] = paren ?? [];
      const abbreviates =
        initials(outside) === inside.toUpperCase() || initials(inside) === outside.toUpperCase();
      if (paren && abbreviates) {
        join([name, outside, inside]);
      }
    }
    const spelled = [occupation.title, ...occupation.aliases];
    for (const alias of occupation.aliases) {
      if (!/^[A-Z]{2,5}$/.test(alias)) continue;
      const full = spelled.find((other) => initials(other) === alias);
      if (full) join([alias, full]);
    }
  }
  const byRoot = new Map<number, string[]>();
  for (const [key, id] of ids) {
    const root = find(id);
    byRoot.set(root, [...(byRoot.get(root) ?? []), key]);
  }
  members = [];
  const result = new Map<string, number>();
  for (const keys of byRoot.values()) {
    if (keys.length < 2) continue;
    for (const key of keys) result.set(key, members.length);
    members.push(keys);
  }
  return result;
}

const smallWords = new Set(['of', 'and', 'for', 'the', 'in', 'on', '&']);

/** "Basic Life Support" → "BLS"; '' for fewer than two words. */
function initials(text: string): string {
  const words = text.split(/[\s/-]+/).filter((word) => word && !smallWords.has(word.toLowerCase()));
  return words.length >= 2 ? words.map((word) => word[0]?.toUpperCase()).join('') : '';
}

function groupsOf(): Map<string, number> {
  groups ??= build();
  return groups;
}

/** Every key naming the same thing as `term` (its own key first); just its key when none. */
export function termVariants(term: string): string[] {
  const key = keyOf(term);
  const group = groupsOf().get(key);
  if (group === undefined) return key ? [key] : [];
  return [key, ...(members[group] ?? []).filter((other) => other !== key)];
}

/** Whether two terms name the same thing. */
export function sameTerm(a: string, b: string): boolean {
  const keyA = keyOf(a);
  const keyB = keyOf(b);
  if (keyA === keyB) return keyA !== '';
  const map = groupsOf();
  const group = map.get(keyA);
  return group !== undefined && group === map.get(keyB);
}
