import { buildJobIndex } from '../src/core/matching/build-job-index.ts';
import { buildMatchProfile } from '../src/core/matching/build-match-profile.ts';
import { emptyPreferenceModel } from '../src/core/matching/preference-model.ts';
import { prepareScoring } from '../src/core/matching/prepare-scoring.ts';
import { rankJobs } from '../src/core/matching/rank-jobs.ts';
import { Bm25Index } from './bm25.ts';
import {
  type EvalProfile,
  type EvalSet,
  gradeOf,
  toMatchableJob,
  toSourceRecord,
} from './load-eval-set.ts';
import { mean, ndcgAt10, precisionAt10 } from './metrics.ts';

/**
 * Which postings each profile ranks: its 25 judged candidates, only those of the wanted
 * occupation, or the whole pool (every posting, graded by `wholePoolRule`).
 */
export type CandidatePool = 'judged' | 'same-occupation' | 'whole';

export interface RankingReport {
  profiles: number;
  occupations: number;
  /** Grades written by hand among the ranked pairs. */
  judgments: number;
  /** (profile, posting) pairs ranked. */
  pairs: number;
  ours: { ndcg: number; precision: number };
  bm25: { ndcg: number; precision: number };
  /** nDCG@10 per profile, to show where the two rankings part. */
  perProfile: { id: string; ours: number; bm25: number }[];
}

/** What a person would type into a keyword search box: title, skills, tools and place. */
const keywordQuery = ({ preferences }: EvalProfile) =>
  [preferences.jobTitle, ...preferences.skills, ...preferences.software, preferences.location].join(
    ' ',
  );

const jobText = (job: EvalSet['jobs'][number]) =>
  [
    job.title,
    job.company,
    job.description,
    ...job.skills,
    ...job.tools,
    ...job.certifications,
    job.location ?? 'remote',
  ].join(' ');

function candidatesOf(set: EvalSet, profile: EvalProfile, pool: CandidatePool) {
  if (pool === 'whole') return set.jobs;
  const jobsById = new Map(set.jobs.map((job) => [job.id, job]));
  return Object.keys(profile.judgments).flatMap((id) => {
    const job = jobsById.get(id);
    if (!job) return [];
    const sameOccupation = job.occupationSoc === profile.preferences.occupationSoc;
    return pool === 'judged' || sameOccupation ? [job] : [];
  });
}

/**
 * Ranks each profile's candidates with our matching and with BM25, and averages nDCG@10 and
 * precision@10 against the hand-written grades. Jobs our hard filters drop go last.
 */
export function evaluateRanking(
  set: EvalSet,
  profiles = set.profiles,
  pool: CandidatePool = 'judged',
): RankingReport {
  const bm25 = new Bm25Index(set.jobs.map((job) => ({ id: job.id, text: jobText(job) })));
  const wholeIndex =
    pool === 'whole' ? buildJobIndex(set.jobs.map((job) => toMatchableJob(job, set.now))) : null;
  const scores = { ours: [] as number[][], bm25: [] as number[][] };
  const perProfile: RankingReport['perProfile'] = [];
  let judgments = 0;
  let pairs = 0;
  for (const profile of profiles) {
    const candidates = candidatesOf(set, profile, pool);
    const grades = candidates.map((job) => gradeOf(profile, job.id));
    const written = { ...profile.wholePoolJudgments, ...profile.judgments };
    judgments += candidates.filter((job) => job.id in written).length;
    pairs += candidates.length;
    const matchProfile = buildMatchProfile({ record: toSourceRecord(profile), now: set.now });
    const ctx = prepareScoring(matchProfile, emptyPreferenceModel());
    const index =
      wholeIndex ?? buildJobIndex(candidates.map((job) => toMatchableJob(job, set.now)));
    const ranked = rankJobs(index, ctx, { now: set.now, limit: candidates.length }).map(
      (entry) => entry.id,
    );
    const rankedIds = new Set(ranked);
    const ours = [...ranked, ...candidates.map((job) => job.id).filter((id) => !rankedIds.has(id))];
    const query = keywordQuery(profile);
    const keyword = candidates
      .map((job, order) => ({ id: job.id, order, score: bm25.score(query, job.id) }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((entry) => entry.id);
    for (const [name, order] of [
      ['ours', ours],
      ['bm25', keyword],
    ] as const) {
      const rankedGrades = order.map((id) => gradeOf(profile, id));
      scores[name].push([
        ndcgAt10(rankedGrades, grades),
        precisionAt10(rankedGrades.map((g) => g >= 1)),
      ]);
    }
    perProfile.push({
      id: profile.id,
      ours: scores.ours.at(-1)?.[0] ?? 0,
      bm25: scores.bm25.at(-1)?.[0] ?? 0,
    });
  }
  const summarize = (rows: number[][]) => ({
    ndcg: mean(rows.map((row) => row[0] ?? 0)),
    precision: mean(rows.map((row) => row[1] ?? 0)),
  });
  return {
    profiles: profiles.length,
    occupations: new Set(profiles.map((profile) => profile.preferences.occupationSoc)).size,
    judgments,
    pairs,
    ours: summarize(scores.ours),
    bm25: summarize(scores.bm25),
    perProfile,
  };
}
