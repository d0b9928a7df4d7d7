import type { Executor } from '../../db/client.ts';
import { sensitiveDataAudit } from '../../db/schema/index.ts';

export interface SensitiveAccess {
  userId: string;
  /** The signed-in user's id, or a named system actor such as `system:rotate-data-keys`. */
  actor: string;
  action: 'read' | 'write';
  purpose: string;
  /** Names of the fields touched, never their values. */
  fields: readonly string[];
}

/** The only way anything is written to the audit table: insert, never update or delete. */
export async function recordSensitiveAccess(db: Executor, access: SensitiveAccess): Promise<void> {
  await db.insert(sensitiveDataAudit).values({ ...access, fields: [...access.fields] });
}
