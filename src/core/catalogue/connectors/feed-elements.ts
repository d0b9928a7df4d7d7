import type { z } from 'zod';
import type { RejectedElement } from '../connector-contract.ts';

/** Fields a board names its elements by, in the order they are tried (decision 046). */
const idFields = [
  'id',
  'MatchedObjectId',
  'guid',
  'shortcode',
  'slug',
  'externalPath',
  'url',
] as const;

/** The element's own id when it has one a person could look up, else its place in the feed. */
export function elementId(raw: unknown, index: number): string {
  if (raw && typeof raw === 'object') {
    const fields = raw as Record<string, unknown>;
    for (const field of idFields) {
      const value = fields[field];
      if ((typeof value === 'string' && value.trim()) || typeof value === 'number')
        return String(value).trim();
    }
  }
  return `#${index}`;
}

/** "company: Too small: expected string to have >=1 characters", the first issue only. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return `${issue.path.join('.') || '(element)'}: ${issue.message}`;
}

export const rejectedElement = (id: string, issue: string): RejectedElement => ({
  rejected: { id, issue },
});

/**
 * A feed's elements, each validated on its own: one bad posting never rejects the others
 * (docs/decisions/046-feeds-as-they-really-are.md). A valid element becomes a posting (or
 * nothing, when the mapper says it is no job); an invalid one becomes a rejection the run counts
 * and names by its id. The envelope around the elements is parsed strictly by the caller.
 */
export function* eachElement<Schema extends z.ZodType, Item>(
  elements: readonly unknown[],
  schema: Schema,
  toItem: (element: z.output<Schema>, index: number) => Item | null,
): Generator<Item | RejectedElement> {
  for (const [index, raw] of elements.entries()) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      yield rejectedElement(elementId(raw, index), firstIssue(parsed.error));
      continue;
    }
    const item = toItem(parsed.data, index);
    if (item) yield item;
  }
}
