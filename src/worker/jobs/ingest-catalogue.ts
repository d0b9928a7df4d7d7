import { ingestCatalogue } from '../../core/catalogue/ingest-catalogue.ts';
import { defineJob } from '../define-job.ts';

export const ingestCatalogueJob = defineJob({
  name: 'ingest-catalogue',
  // Every 4 hours at :15: boards change through the day, and none asks for more than this.
  cron: '15 */4 * * *',
  async run(ctx, payload, job) {
    await ingestCatalogue(ctx, { trigger: payload.trigger, jobId: job.id });
  },
});
