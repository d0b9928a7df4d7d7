import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/**
 * What the `sessions.token` column holds for a cookie's token: its SHA-256, in hex so the
 * migration that converted the old rows could compute it in SQL (decision 033). A copy of the
 * table (a dump, PGlite's files, a backup) then holds nothing a cookie could be made from.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type Row = Record<string, unknown>;
type AnyAdapter = DBAdapter | DBTransactionAdapter;

/** The where clauses with every value compared to `token` replaced by its hash. */
function hashWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const { value } = clause;
    if (typeof value === 'string') return { ...clause, value: hashSessionToken(value) };
    if (Array.isArray(value))
      return { ...clause, value: value.map((v) => hashSessionToken(`${v}`)) };
    return clause;
  });
}

/** The raw tokens a query named, by hash, so rows found by token go back carrying the raw one. */
function rawByHash(where: Where[] | undefined): Map<string, string> {
  const raw = new Map<string, string>();
  for (const clause of where ?? []) {
    if (clause.field !== 'token') continue;
    const values = Array.isArray(clause.value) ? clause.value : [clause.value];
    for (const value of values)
      if (typeof value === 'string') raw.set(hashSessionToken(value), value);
  }
  return raw;
}

function restore<T>(row: T, raw: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const token = (row as Row).token;
  const original = typeof token === 'string' ? raw.get(token) : undefined;
  return original === undefined ? row : ({ ...(row as Row), token: original } as T);
}

function wrap<A extends AnyAdapter>(adapter: A): A {
  const isSession = (model: string) => model === 'session';
  const wrapped: AnyAdapter = {
    ...adapter,
    create: async <T extends Row, R = T>(data: { model: string; data: Omit<T, 'id'> }) => {
      if (!isSession(data.model)) return adapter.create<T, R>(data);
      const token = (data.data as Row).token;
      if (typeof token !== 'string') return adapter.create<T, R>(data);
      const created = await adapter.create<T, R>({
        ...data,
        data: { ...data.data, token: hashSessionToken(token) } as Omit<T, 'id'>,
      });
      return restore(created, new Map([[hashSessionToken(token), token]]));
    },
    findOne: async <T>(data: Parameters<AnyAdapter['findOne']>[0]) => {
      if (!isSession(data.model)) return adapter.findOne<T>(data);
      const found = await adapter.findOne<T>({ ...data, where: hashWhere(data.where) ?? [] });
      return restore(found, rawByHash(data.where));
    },
    findMany: async <T>(data: Parameters<AnyAdapter['findMany']>[0]) => {
      if (!isSession(data.model)) return adapter.findMany<T>(data);
      const raw = rawByHash(data.where);
      const found = await adapter.findMany<T>({ ...data, where: hashWhere(data.where) });
      return found.map((row) => restore(row, raw));
    },
    count: (data) =>
      adapter.count(isSession(data.model) ? { ...data, where: hashWhere(data.where) } : data),
    update: async <T>(data: Parameters<AnyAdapter['update']>[0]) => {
      if (!isSession(data.model)) return adapter.update<T>(data);
      const updated = await adapter.update<T>({ ...data, where: hashWhere(data.where) ?? [] });
      return restore(updated, rawByHash(data.where));
    },
    updateMany: (data) =>
      adapter.updateMany(
        isSession(data.model) ? { ...data, where: hashWhere(data.where) ?? [] } : data,
      ),
    delete: (data) =>
      adapter.delete(
        isSession(data.model) ? { ...data, where: hashWhere(data.where) ?? [] } : data,
      ),
    deleteMany: (data) =>
      adapter.deleteMany(
        isSession(data.model) ? { ...data, where: hashWhere(data.where) ?? [] } : data,
      ),
    consumeOne: async <T>(data: Parameters<AnyAdapter['consumeOne']>[0]) => {
      if (!isSession(data.model)) return adapter.consumeOne<T>(data);
      const consumed = await adapter.consumeOne<T>({ ...data, where: hashWhere(data.where) ?? [] });
      return restore(consumed, rawByHash(data.where));
    },
    incrementOne: async <T>(data: Parameters<AnyAdapter['incrementOne']>[0]) => {
      if (!isSession(data.model)) return adapter.incrementOne<T>(data);
      const updated = await adapter.incrementOne<T>({
        ...data,
        where: hashWhere(data.where) ?? [],
      });
      return restore(updated, rawByHash(data.where));
    },
  };
  if ('transaction' in adapter) {
    const { transaction } = adapter as DBAdapter;
    (wrapped as DBAdapter).transaction = (callback) => transaction((trx) => callback(wrap(trx)));
  }
  return wrapped as A;
}

/**
 * Better Auth's database adapter with session tokens stored hashed. Better Auth makes the token,
 * puts it in the cookie and looks sessions up by it; this layer hashes it on the way into every
 * session write and `where`, and gives Better Auth back the raw token on rows it found by token,
 * so its sign-in, sign-up, sign-out, getSession and revoke paths work unchanged. Rows listed by
 * user (Better Auth's list-sessions) carry the hash, which is no usable token (decision 033).
 */
export function withHashedSessionTokens<O>(
  factory: (options: O) => DBAdapter,
): (options: O) => DBAdapter {
  return (options) => wrap(factory(options));
}
