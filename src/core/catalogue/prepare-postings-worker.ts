// The worker thread behind posting-preparer.ts: prepares batches with the occupation data file.
import { parentPort } from 'node:worker_threads';
import type { SourcePosting } from './connector-contract.ts';
import { occupationKnowledge } from './occupation-knowledge.ts';
import { preparePosting } from './prepare-posting.ts';

interface Request {
  id: number;
  postings: SourcePosting[];
  industry: string | null;
}

parentPort?.on('message', ({ id, postings, industry }: Request) => {
  try {
    const prepared = postings.map((posting) =>
      preparePosting(posting, occupationKnowledge, industry),
    );
    parentPort?.postMessage({ id, prepared });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
