import type { AppContext } from '../app-context.ts';

/**
 * One feature's share of "everything stored about me" (issue 4 §5). `tables` names every table
 * (SQL name) holding rows of the user that this part exports; a test fails when a table with a
 * user id is in no part. Deletion needs no hook: every such table references `users` with
 * ON DELETE CASCADE, and the deletion test checks that nothing is left.
 */
export interface UserDataPart {
  name: string;
  tables: readonly string[];
  /** JSON-ready data; never secrets (password hashes, tokens, wrapped keys). */
  exportFor(ctx: AppContext, userId: string): Promise<unknown>;
}
