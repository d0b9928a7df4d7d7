import { index, pgTable, text, timestamp } from '../pg-core.ts';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A paired browser extension (decision 064). Its bearer token is kept only as a SHA-256, as
 * session tokens are (decision 033); revoking sets `revoked_at`, and the next request is refused.
 */
export const extensionDevices = pgTable(
  'extension_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('extension_devices_user_idx').on(table.userId)],
);

/** A one-time code shown on the Settings page; the extension trades it for a token. */
export const extensionPairingCodes = pgTable(
  'extension_pairing_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('extension_pairing_codes_user_idx').on(table.userId)],
);
