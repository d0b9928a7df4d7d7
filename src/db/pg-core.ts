// The schema's column and table builders, for the reason src/db/orm.ts gives (decision 071).
export * from 'drizzle-orm/pg-core';
