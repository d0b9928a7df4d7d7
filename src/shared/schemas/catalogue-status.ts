import { z } from 'zod';

/**
 * GET /api/catalogue/status: whether the job catalogue is still filling (the first start's demo
 * corpus loads in the background for about a minute), for the client's loading states. Public:
 * it says nothing about anyone.
 */
export const catalogueStatusSchema = z.object({
  /** `loading` while the demo corpus's first load is queued or running. */
  state: z.enum(['ready', 'loading']),
  /** Jobs the load has stored so far; once ready, what the last ingestion run stored. */
  loadedPostings: z.number().int().nonnegative(),
  /** The demo corpus's size when it is the catalogue's source; null otherwise. */
  expectedPostings: z.number().int().positive().nullable(),
  /** floor(100 × loaded / expected), at most 99 while loading; 100 once ready. */
  percent: z.number().int().min(0).max(100).nullable(),
});
export type CatalogueStatus = z.infer<typeof catalogueStatusSchema>;
