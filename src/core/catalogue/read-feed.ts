import { cleanStrings } from '../../shared/safe-text.ts';
import {
  type FeedItem,
  isRejected,
  type SourcePosting,
  sourcePostingSchema,
} from './connector-contract.ts';
import { firstIssue } from './connectors/feed-elements.ts';

/** What a feed held besides its postings, for the run's summary (decision 046). */
export interface FeedReport {
  /** Elements skipped, each named by its id and its first validation issue. */
  rejected: { id: string; issue: string }[];
  /** Elements that restated a posting the same feed had already listed. */
  duplicates: number;
}

export const emptyFeedReport = (): FeedReport => ({ rejected: [], duplicates: 0 });

const sameBoardId = (posting: SourcePosting) =>
  JSON.stringify([posting.source, posting.tenant, posting.sourceId]);
/** Same title, company, first location and apply URL: the board listed one position twice. */
const samePosition = (posting: SourcePosting) =>
  JSON.stringify(
    [posting.title, posting.company, posting.locations[0]?.raw ?? '', posting.applyUrl].map(
      (field) => field.trim().toLowerCase(),
    ),
  );

/**
 * A connector's feed as the pipeline takes it: every element held to the ingestion contract on
 * its own (feed text is cleaned, not refused: no one can correct a feed, decision 031), the
 * failures and in-feed repeats noted in `report` instead of stopping the feed, the first listing
 * of a position kept.
 */
export async function* readFeed(
  items: AsyncIterable<FeedItem>,
  report: FeedReport,
): AsyncGenerator<SourcePosting> {
  const seen = new Set<string>();
  for await (const item of items) {
    if (isRejected(item)) {
      report.rejected.push(item.rejected);
      continue;
    }
    const parsed = sourcePostingSchema.safeParse(cleanStrings(item));
    if (!parsed.success) {
      report.rejected.push({ id: String(item.sourceId || '?'), issue: firstIssue(parsed.error) });
      continue;
    }
    const keys = [sameBoardId(parsed.data), samePosition(parsed.data)];
    if (keys.some((key) => seen.has(key))) {
      report.duplicates++;
      continue;
    }
    for (const key of keys) seen.add(key);
    yield parsed.data;
  }
}

/** Named rejections shown per source; the count covers the rest. */
const rejectionsNamed = 5;

/**
 * The report as one line for the run's per-source row ("Skipped 1 element: 1137469 (company: Too
 * small…); 2 repeated listings merged."); null when the feed was clean.
 */
export function feedReportMessage(report: FeedReport): string | null {
  const parts: string[] = [];
  const count = report.rejected.length;
  if (count > 0) {
    const named = report.rejected
      .slice(0, rejectionsNamed)
      .map((rejection) => `${rejection.id} (${rejection.issue})`)
      .join('; ');
    const more = count > rejectionsNamed ? `; and ${count - rejectionsNamed} more` : '';
    parts.push(`Skipped ${count} invalid element${count === 1 ? '' : 's'}: ${named}${more}.`);
  }
  if (report.duplicates > 0) {
    const plural = report.duplicates === 1 ? 'listing' : 'listings';
    parts.push(`${report.duplicates} repeated ${plural} in the feed merged.`);
  }
  return parts.length ? parts.join(' ').slice(0, 1000) : null;
}
