import { z } from 'zod';

/** Answered by the early listener while the app boots, then by the app (src/server). */
export const STARTUP_PATH = '/api/startup';

/**
 * GET /api/startup: whether the server is still starting, and what it is doing meanwhile (the
 * pages show it instead of a silent spinner). Always 200: starting is a state, not an error.
 */
export const startupStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('starting'), stage: z.string().min(1) }),
  z.object({ status: z.literal('ready') }),
]);
export type StartupStatus = z.infer<typeof startupStatusSchema>;
