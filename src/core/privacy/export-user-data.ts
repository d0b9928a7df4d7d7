import type { AccountExport } from '../../shared/schemas/account-data.ts';
import type { AppContext } from '../app-context.ts';
import { userDataParts } from './user-data-parts.ts';

/** Everything stored about the signed-in user, one key per registered part. */
export async function exportUserData(
  ctx: AppContext,
  input: { userId: string; now?: Date },
): Promise<AccountExport> {
  const parts: Record<string, unknown> = {};
  // One part after another: the parts share one database connection on PGlite anyway.
  for (const part of userDataParts) parts[part.name] = await part.exportFor(ctx, input.userId);
  // Dates become ISO strings here, so the download is the same JSON whatever the driver returns.
  return {
    format: 'hireloop-export/1',
    exportedAt: (input.now ?? new Date()).toISOString(),
    parts: JSON.parse(JSON.stringify(parts)) as Record<string, unknown>,
  };
}
