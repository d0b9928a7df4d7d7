import { z } from 'zod';

/** GET /api/account/export: one JSON document, one key per registered part (decision 010). */
export const accountExportSchema = z.object({
  format: z.literal('hireloop-export/1'),
  exportedAt: z.iso.datetime(),
  parts: z.record(z.string(), z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** POST /api/account/delete: the password is asked for again. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(1024, 'Use at most 1024 characters.'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
