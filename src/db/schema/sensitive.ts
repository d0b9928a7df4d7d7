import { bigint, index, jsonb, pgTable, text, timestamp } from '../pg-core.ts';
import { users } from './accounts.ts';

/**
 * One 256-bit data key per user, stored only wrapped (AES-256-GCM) by a master key. `masterKeyId`
 * names the master key that wrapped it, so rotation can find and rewrap the rest. Deleting the row
 * destroys the key: whatever it encrypted is unreadable from then on.
 */
export const userDataKeys = pgTable('user_data_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Identifies this data key; ciphertexts name it so a key swap can never be silent. */
  keyId: text('key_id').notNull().unique(),
  masterKeyId: text('master_key_id').notNull(),
  wrappedKey: text('wrapped_key').notNull(),
  iv: text('iv').notNull(),
  tag: text('tag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rewrappedAt: timestamp('rewrapped_at', { withTimezone: true }),
});

/** EEO and work-authorization answers: AES-256-GCM under the user's data key, user id as AAD. */
export const eeoAnswers = pgTable('eeo_answers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dataKeyId: text('data_key_id').notNull(),
  ciphertext: text('ciphertext').notNull(),
  iv: text('iv').notNull(),
  tag: text('tag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Append-only record of every read and write of sensitive answers: who, why and which fields,
 * never the values. Core only ever inserts here (src/core/sensitive/record-sensitive-access.ts).
 */
export const sensitiveDataAudit = pgTable(
  'sensitive_data_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose data was touched. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who touched it: the signed-in user's id, or a named system actor. */
    actor: text('actor').notNull(),
    action: text('action', { enum: ['read', 'write'] }).notNull(),
    purpose: text('purpose').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sensitive_data_audit_user_id_idx').on(table.userId)],
);
