// What a dislike without a reason would teach, before and after decision 040, on postings we did
// not write for this purpose: the demo catalogue (tuned on one seed, checked on another) and the
// hand-judged evaluation postings. Run: node eval/learning-terms.ts
import { normalizeDescription } from '../src/core/catalogue/normalize-html.ts';
import { generateDemoCorpus } from '../src/core/demo-corpus/generate-demo-postings.ts';
import { learnableTerms, profileWords } from '../src/core/matching/learning/learnable-terms.ts';
import { countTermShares, type TermShares } from '../src/core/matching/learning/term-shares.ts';
import { jobTerms } from '../src/core/matching/text-terms.ts';
import type { MatchableJob, MatchProfile } from '../src/core/matching/types.ts';
import { occupationBySoc } from '../src/core/occupations/occupations.ts';
import { loadEvalSet, toMatchableJob } from './load-eval-set.ts';

const now = new Date('2026-11-24T12:00:00Z');
const SAMPLE = 2_000;
const titleOf = (soc: string) => occupationBySoc(soc)?.title;

/** The person who would see this job: someone of its own occupation, with its usual skills. */
function personOf(soc: string | null): MatchProfile {
  const occupation = soc ? occupationBySoc(soc) : undefined;
  return {
    occupationSoc: soc,
    relatedSocs: [],
    titleTerms: [],
    skills: occupation?.skills.slice(0, 8) ?? [],
    tools: occupation?.tools.slice(0, 3) ?? [],
    certifications: occupation?.certifications.slice(0, 1).map((c) => c.name) ?? [],
    salaryBand: null,
    salaryFloor: null,
    location: null,
    remoteOk: true,
    remoteOnly: false,
    willingToRelocate: false,
    radiusMiles: 30,
    yearsOfExperience: 5,
    seniority: 2,
    employmentTypes: [],
    industries: [],
    shifts: [],
  };
}

function demoJobs(seed: number): MatchableJob[] {
  return generateDemoCorpus({ now, seed, size: 2_736 }).postings.map((posting, i) => ({
    id: String(i),
    title: posting.title,
    company: posting.employer.name,
    companyKey: posting.employer.name.toLowerCase(),
    occupationSoc: posting.soc,
    skills: [],
    tools: [],
    certifications: [],
    salaryAnnualUsdMin: null,
    salaryAnnualUsdMax: null,
    locations: [{ city: posting.city, region: posting.state, country: 'US' }],
    workplace: posting.workplace,
    employmentType: null,
    industry: null,
    postedAt: now,
    terms: jobTerms(posting.title, normalizeDescription(posting.descriptionHtml).text),
    shifts: [],
    isClosed: false,
  }));
}

/**
 * For each job as a disliked one: how many words would be learned, what share of them are common
 * in `judge` (more than 4 % of its jobs: the template) and what share are the person's own words.
 */
function measure(name: string, jobs: MatchableJob[], learnFrom: TermShares, judge: TermShares) {
  const rows = { before: { words: 0, common: 0, own: 0 }, after: { words: 0, common: 0, own: 0 } };
  for (const job of jobs) {
    const own = profileWords(personOf(job.occupationSoc), titleOf);
    const before = [...new Set(job.terms)];
    const after = learnableTerms(job, { profileWords: own, shares: learnFrom });
    for (const [key, words] of [
      ['before', before],
      ['after', after],
    ] as const) {
      rows[key].words += words.length;
      rows[key].common += words.filter(
        (w) => (judge.counts.get(w) ?? 0) > 0.04 * judge.jobs,
      ).length;
      rows[key].own += words.filter((w) => own.has(w)).length;
    }
  }
  const pct = (part: number, whole: number) =>
    `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
  for (const key of ['before', 'after'] as const) {
    const r = rows[key];
    console.info(
      `${name} | ${key} | ${(r.words / jobs.length).toFixed(1)} words per dislike | ` +
        `${pct(r.common, r.words)} common in the catalogue | ${pct(r.own, r.words)} the person's own`,
    );
  }
}

const sampleOf = (jobs: MatchableJob[]) =>
  countTermShares(
    jobs.filter((_, i) => i % Math.ceil(jobs.length / SAMPLE) === 0).map((j) => j.terms),
  );
const tuning = demoJobs(20_260_101);
const heldOut = demoJobs(7);
const evalJobs = loadEvalSet().jobs.map((job) => toMatchableJob(job, now));
const heldOutAll = countTermShares(heldOut.map((job) => job.terms));
measure('demo, tuning seed', tuning, sampleOf(tuning), countTermShares(tuning.map((j) => j.terms)));
measure('demo, held-out seed', heldOut, sampleOf(heldOut), heldOutAll);
// Hand-written postings arriving in a demo catalogue: shares from that catalogue's sample,
// judged by how common each word is among the hand-written postings themselves.
measure(
  'eval postings (held out)',
  evalJobs,
  sampleOf(heldOut),
  countTermShares(evalJobs.map((j) => j.terms)),
);

// Three examples, to read what is learned.
for (const job of heldOut.slice(0, 3)) {
  const own = profileWords(personOf(job.occupationSoc), titleOf);
  console.info(
    `${job.title}: ${learnableTerms(job, { profileWords: own, shares: sampleOf(heldOut) }).join(', ')}`,
  );
}
