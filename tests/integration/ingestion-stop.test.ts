import { expect, it } from 'vitest';
import type { Connector, SourcePosting } from '../../src/core/catalogue/connector-contract.ts';
import { noOccupationKnowledge } from '../../src/core/catalogue/enrich-posting.ts';
import { hasLoadedDemoCorpus } from '../../src/core/catalogue/has-loaded-demo-corpus.ts';
import { type IngestionDeps, runIngestion } from '../../src/core/catalogue/run-ingestion.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { recordingContext } from '../helpers/fake-job-boards/harness.ts';
import { samplePosting } from '../helpers/sample-posting.ts';
import { createTestApp } from '../helpers/test-app.ts';

it('a run told to stop ends before its next source, recorded failed, so it is done again later', async () => {
  const t = await createTestApp({ env: { DEMO_CORPUS: 'on' } });
  try {
    const stopping = new AbortController();
    const fetched: string[] = [];
    const connector: Connector = {
      kind: 'greenhouse',
      async *fetchPostings(source) {
        fetched.push(source.key);
        for (let i = 0; i < 3; i++) {
          yield samplePosting({
            sourceId: `${source.key}-${i}`,
            title: `Registered Nurse ${source.key} ${i}`,
            applyUrl: `https://boards.greenhouse.io/${source.key}/jobs/${i}`,
            ats: { kind: 'greenhouse', ids: { boardToken: source.key, jobId: String(i) } },
          } as Partial<SourcePosting>);
        }
        // The process starts shutting down while the first board is read.
        stopping.abort();
      },
    };
    const deps: IngestionDeps = {
      connectorFor: () => connector,
      fetchContext: recordingContext().context,
      knowledge: noOccupationKnowledge,
      log: { info() {}, warn() {} } as unknown as IngestionDeps['log'],
    };
    let finishedWork = false;
    const result = await runIngestion(t.ctx.db, deps, {
      sources: ['first', 'second', 'third'].map((key) => ({ kind: 'greenhouse' as const, key })),
      trigger: 'demo',
      signal: stopping.signal,
      async beforeFinished() {
        finishedWork = true;
      },
    });
    expect(result.status).toBe('failed');
    expect(fetched).toEqual(['first']);
    expect(finishedWork).toBe(false);
    // What was read is kept (dedupe makes the rerun idempotent), but the load is not done.
    expect(await t.ctx.db.$count(jobs)).toBe(3);
    expect(await hasLoadedDemoCorpus(t.ctx.db)).toBe(false);
  } finally {
    await t.close();
  }
});
