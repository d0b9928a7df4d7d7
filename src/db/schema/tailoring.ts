import { type ApplicationPackage, packageStatuses } from '../../shared/schemas/tailoring.ts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from '../pg-core.ts';
import { users } from './accounts.ts';
import { jobs } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A tailored resume and cover letter for one job, one row per (user, job) (decision 052). The
 * documents live in its versions; `current_version` is the one the editor opens and saves.
 */
export const applicationPackages = pgTable(
  'application_packages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    currentVersion: integer('current_version').notNull().default(1),
    /** 'daily': prepared by the worker after a match run, counted against the plan's quota. */
    origin: text('origin', { enum: ['user', 'daily'] })
      .notNull()
      .default('user'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('application_packages_user_job_unique').on(table.userId, table.jobId),
    index('application_packages_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);

/**
 * One generation of a package and the user's edits of it. Regenerating adds a version; earlier
 * versions keep their edits (decision 052). `generated` is what tailoring produced, for the diff
 * view; `content` is what the user has now. Both are null while preparing and after a failure.
 * `user_id` is repeated so export, deletion and ownership checks need no join.
 */
export const applicationPackageVersions = pgTable(
  'application_package_versions',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => applicationPackages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: packageStatuses }).notNull().default('preparing'),
    error: text('error'),
    generated: jsonb('generated').$type<ApplicationPackage>(),
    content: jsonb('content').$type<ApplicationPackage>(),
    edited: boolean('edited').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('application_package_versions_package_version_unique').on(
      table.packageId,
      table.version,
    ),
    index('application_package_versions_user_idx').on(table.userId),
  ],
);
