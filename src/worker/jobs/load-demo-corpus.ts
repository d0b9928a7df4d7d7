import { loadDemoCorpus } from '../../core/catalogue/load-demo-corpus.ts';
import { defineJob } from '../define-job.ts';

export const loadDemoCorpusJob = defineJob({
  name: 'load-demo-corpus',
  async run(ctx, _payload, { signal, id }) {
    await loadDemoCorpus(ctx, { signal, jobId: id });
  },
});
