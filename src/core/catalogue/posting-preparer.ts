import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SourcePosting } from './connector-contract.ts';
import type { PreparedPosting } from './dedupe-postings.ts';
import type { OccupationKnowledge } from './enrich-posting.ts';
import { occupationKnowledge } from './occupation-knowledge.ts';
import { preparePosting } from './prepare-posting.ts';

/** Turns a batch of validated postings into prepared ones (prepare-posting.ts), in order. */
export interface PostingPreparer {
  prepare(postings: SourcePosting[], industry: string | null): Promise<PreparedPosting[]>;
}

/** On the calling thread, with any occupation knowledge (tests pass their own). */
export function inThreadPreparer(knowledge: OccupationKnowledge): PostingPreparer {
  return {
    prepare: async (postings, industry) =>
      postings.map((posting) => preparePosting(posting, knowledge, industry)),
  };
}

interface Reply {
  id: number;
  prepared?: PreparedPosting[];
  error?: string;
}

/**
 * A worker thread with the occupation data file's knowledge. Preparing is most of ingestion's
 * JavaScript work; off the main thread it overlaps the database's work on the batch before,
 * which on PGlite runs on the main thread itself. The worker only keeps the process alive while
 * a batch is out.
 */
function startWorkerPreparer(): PostingPreparer {
  const worker = new Worker(new URL('./prepare-postings-worker.ts', import.meta.url));
  worker.unref();
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 0;
  const failAll = (error: string) => {
    for (const settle of pending.values()) settle({ id: -1, error });
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
  });
  worker.on('error', (error) => failAll(`posting preparer failed: ${error.message}`));
  worker.on('exit', (code) => {
    shared = undefined;
    failAll(`posting preparer exited (${code})`);
  });
  return {
    prepare: (postings, industry) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, (reply) =>
          reply.prepared ? resolve(reply.prepared) : reject(new Error(reply.error)),
        );
        worker.ref();
        worker.postMessage({ id, postings, industry });
      }),
  };
}

let shared: PostingPreparer | undefined;

/**
 * What production ingestion uses, with the occupation data file: one shared worker when the
 * machine has a core to spare for it, else the main thread.
 */
export function productionPreparer(): PostingPreparer {
  if (availableParallelism() < 2) return inThreadPreparer(occupationKnowledge);
  shared ??= startWorkerPreparer();
  return shared;
}
