import { afterAll, beforeAll } from 'vitest';
import type {
  Connector,
  FetchContext,
  FollowedSource,
  SourcePosting,
} from '../../../src/core/catalogue/connector-contract.ts';
import { createFetchContext } from '../../../src/core/catalogue/create-fetch-context.ts';
import {
  emptyFeedReport,
  type FeedReport,
  readFeed,
} from '../../../src/core/catalogue/read-feed.ts';
import { type FakeJobBoards, startFakeJobBoards } from './server.ts';

/** A fetch context on a frozen clock whose sleeps are recorded, not slept. */
export function recordingContext(extra: { maxAttempts?: number } = {}): {
  context: FetchContext;
  sleeps: number[];
} {
  const sleeps: number[] = [];
  let clock = Date.parse('2025-05-04T12:00:00Z');
  const context = createFetchContext({
    appOrigin: 'https://hireloop.test',
    now: () => new Date(clock),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    random: () => 0.5,
    minIntervalMs: 0,
    timeoutMs: 5_000,
    ...extra,
  });
  return { context, sleeps };
}

/**
 * Runs a connector to the end through the pipeline's own reading of a feed (read-feed.ts): every
 * posting satisfies the ingestion contract. Without a `report` to fill, a skipped element fails.
 */
export async function collect(
  connector: Connector,
  source: FollowedSource,
  context: FetchContext = recordingContext().context,
  report?: FeedReport,
): Promise<SourcePosting[]> {
  const postings: SourcePosting[] = [];
  const filled = report ?? emptyFeedReport();
  for await (const posting of readFeed(connector.fetchPostings(source, context), filled)) {
    postings.push(posting);
  }
  if (!report && filled.rejected.length > 0) {
    throw new Error(`elements skipped: ${JSON.stringify(filled.rejected)}`);
  }
  return postings;
}

/** Starts the fake boards for the current test file; returns their base URL for `kind`. */
export function fakeJobBoardsForFile(): {
  boards: () => FakeJobBoards;
  at: (kind: string) => string;
} {
  let boards: FakeJobBoards | undefined;
  beforeAll(async () => {
    boards = await startFakeJobBoards();
  });
  afterAll(() => boards?.close());
  const current = () => {
    if (!boards) throw new Error('fake job boards not started');
    return boards;
  };
  return { boards: current, at: (kind) => `${current().url}/${kind}` };
}
