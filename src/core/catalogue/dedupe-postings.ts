import { randomUUID } from 'node:crypto';
import {
  type DescriptionSketch,
  sketchBuckets,
  sketchDescription,
  sketchSimilarity,
} from './description-sketch.ts';
import type { Enrichment } from './enrich-posting.ts';
import type { NormalizedPosting } from './normalize-posting.ts';

/**
 * Near-duplicate threshold on estimated Jaccard similarity of word 4-shingles, within one company
 * (job-sources.md §4: ~0.85). Reposts with a changed sentence or two stay above it.
 */
export const similarDescriptionThreshold = 0.85;
/**
 * Same company + title + location, but descriptions this different and long enough to judge:
 * two requisitions that happen to share a title, kept apart.
 */
const distinctDescriptionThreshold = 0.3;
const judgeableDescriptionChars = 300;
const judgeable = (text: string) => text.length >= judgeableDescriptionChars;

export type PreparedPosting = NormalizedPosting &
  Enrichment & {
    /** sketchPosting(descriptionText), computed once per posting. */
    descriptionSketch: DescriptionSketch | undefined;
    /** jobSearchVector of the posting (text-search.ts), stored when it wins. */
    searchVector: string;
    /** The jobs columns this posting alone decides, as JSON members (job-row-json.ts). */
    postingColumnsJson: string;
  };

/** Descriptions shorter than this are too generic to judge by similarity. */
export const sketchPosting = (descriptionText: string) =>
  judgeable(descriptionText) ? sketchDescription(descriptionText) : undefined;

/** A job already stored, as far as dedupe needs to know it. */
export interface KnownJob {
  id: string;
  fingerprint: string;
  companyKey: string;
  applyUrlKey: string;
  richness: number;
  descriptionText: string;
  /** sketchBuckets of the stored description. */
  descriptionBuckets: number[];
}

export interface KnownJobs {
  /** sourceKeyOf(posting) → job id */
  bySourceKey: Map<string, string>;
  jobs: KnownJob[];
}

export interface Assignment {
  posting: PreparedPosting;
  jobId: string;
  /** The job did not exist before this batch. */
  isNewJob: boolean;
  /** This posting's record becomes the job's (it is the richest seen so far). */
  wins: boolean;
  /** The job's fingerprint: set when it is created, never changed by a richer duplicate. */
  fingerprint: string;
  /** sketchBuckets of this posting's description, stored when it wins. */
  descriptionBuckets: number[];
}

/** Unambiguous whatever the tenant holds (tenants can be URLs). */
export const sourceKeyOf = (p: { source: string; tenant: string; sourceId: string }) =>
  JSON.stringify([p.source, p.tenant, p.sourceId]);

interface Candidate {
  id: string;
  fingerprint: string;
  richness: number;
  isNew: boolean;
  text: string;
  sketch: DescriptionSketch | undefined;
}

class JobIndex {
  readonly byId = new Map<string, Candidate>();
  readonly bySourceKey: Map<string, string>;
  private readonly byApplyKey = new Map<string, string>();
  private readonly byFingerprint = new Map<string, string>();
  private readonly bySketchBucket = new Map<string, Set<string>>();

  constructor(known: KnownJobs) {
    this.bySourceKey = new Map(known.bySourceKey);
    for (const job of known.jobs) {
      const candidate: Candidate = {
        id: job.id,
        fingerprint: job.fingerprint,
        richness: job.richness,
        isNew: false,
        text: job.descriptionText,
        sketch: undefined,
      };
      this.byId.set(job.id, candidate);
      this.register(
        candidate,
        job.fingerprint,
        job.companyKey,
        job.applyUrlKey,
        job.descriptionBuckets,
      );
    }
  }

  sketchOf(candidate: Candidate): DescriptionSketch | undefined {
    if (!judgeable(candidate.text)) return undefined;
    candidate.sketch ??= sketchDescription(candidate.text);
    return candidate.sketch;
  }

  register(
    candidate: Candidate,
    fingerprint: string,
    companyKey: string,
    applyKey: string,
    buckets: readonly number[],
  ) {
    this.byApplyKey.set(applyKey, candidate.id);
    if (!this.byFingerprint.has(fingerprint)) this.byFingerprint.set(fingerprint, candidate.id);
    for (const hash of buckets) {
      const bucket = `${companyKey}|${hash}`;
      const ids = this.bySketchBucket.get(bucket) ?? new Set<string>();
      ids.add(candidate.id);
      this.bySketchBucket.set(bucket, ids);
    }
  }

  byExactKeys(posting: PreparedPosting): Candidate | undefined {
    const id =
      this.bySourceKey.get(sourceKeyOf(posting)) ?? this.byApplyKey.get(posting.applyUrlKey);
    return id === undefined ? undefined : this.byId.get(id);
  }

  byFingerprintOf(posting: PreparedPosting): Candidate | undefined {
    const id = this.byFingerprint.get(posting.fingerprint);
    return id === undefined ? undefined : this.byId.get(id);
  }

  bySimilarDescription(companyKey: string, sketch: DescriptionSketch): Candidate | undefined {
    const ids = new Set<string>();
    for (const hash of sketchBuckets(sketch)) {
      for (const id of this.bySketchBucket.get(`${companyKey}|${hash}`) ?? []) ids.add(id);
    }
    for (const id of ids) {
      const candidate = this.byId.get(id);
      const candidateSketch = candidate && this.sketchOf(candidate);
      if (
        candidateSketch &&
        sketchSimilarity(candidateSketch, sketch) >= similarDescriptionThreshold
      ) {
        return candidate;
      }
    }
    return undefined;
  }
}

/**
 * Assigns each posting to a job, in four layers (job-sources.md §4): same source id, same
 * normalized apply URL, same company + title + location fingerprint (unless the descriptions show
 * two different jobs), and near-identical description within one company. The richest record wins.
 */
export function dedupePostings(postings: PreparedPosting[], known: KnownJobs): Assignment[] {
  const index = new JobIndex(known);
  return postings.map((posting) => {
    const sketch = posting.descriptionSketch;
    let fingerprint = posting.fingerprint;
    let match = index.byExactKeys(posting);
    if (!match) {
      const sameFingerprint = index.byFingerprintOf(posting);
      const theirs = sameFingerprint && index.sketchOf(sameFingerprint);
      if (
        sameFingerprint &&
        theirs &&
        sketch &&
        sketchSimilarity(theirs, sketch) < distinctDescriptionThreshold
      ) {
        fingerprint = `${fingerprint}~${posting.source}:${posting.tenant}:${posting.sourceId}`;
      } else {
        match = sameFingerprint;
      }
    }
    if (!match && sketch) match = index.bySimilarDescription(posting.companyKey, sketch);
    const job: Candidate = match ?? {
      id: randomUUID(),
      fingerprint,
      richness: -1,
      isNew: true,
      text: '',
      sketch: undefined,
    };
    index.byId.set(job.id, job);
    const wins = posting.richness > job.richness;
    if (wins) {
      job.richness = posting.richness;
      job.text = posting.descriptionText;
      job.sketch = sketch;
    }
    index.bySourceKey.set(sourceKeyOf(posting), job.id);
    const descriptionBuckets = sketchBuckets(sketch);
    index.register(job, fingerprint, posting.companyKey, posting.applyUrlKey, descriptionBuckets);
    return {
      posting,
      jobId: job.id,
      isNewJob: job.isNew,
      wins,
      fingerprint: job.fingerprint,
      descriptionBuckets,
    };
  });
}
