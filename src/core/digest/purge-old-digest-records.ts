import type { Database } from '../../db/client.ts';
import { lt } from '../../db/orm.ts';
import { digestDeliveries, digestLinkUses } from '../../db/schema/index.ts';
import { DAY_MS } from '../../shared/time.ts';
import { LINK_LIFETIME_MS } from './digest-link.ts';

/** Delivery rows are kept this long: the idempotency key matters only for its own day. */
export const DELIVERY_KEEP_MS = 90 * DAY_MS;

/**
 * Drops what no longer guards anything: used like/dislike links older than any such link can
 * live (an expired link is refused by its signature's date anyway), and digest days long past.
 * A user whose last digest row is gone gets a first digest's 7-day look-back.
 */
export async function purgeOldDigestRecords(
  db: Database,
  input: { now: Date },
): Promise<{ linkUses: number; deliveries: number }> {
  const usesBefore = new Date(input.now.getTime() - LINK_LIFETIME_MS.like - DAY_MS);
  const daysBefore = new Date(input.now.getTime() - DELIVERY_KEEP_MS).toISOString().slice(0, 10);
  const uses = await db
    .delete(digestLinkUses)
    .where(lt(digestLinkUses.usedAt, usesBefore))
    .returning({ id: digestLinkUses.linkId });
  const days = await db
    .delete(digestDeliveries)
    .where(lt(digestDeliveries.day, daysBefore))
    .returning({ day: digestDeliveries.day });
  return { linkUses: uses.length, deliveries: days.length };
}
