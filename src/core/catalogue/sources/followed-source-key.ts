import { z } from 'zod';
import { type SourceKind, sourceKinds } from '../connector-contract.ts';

/** What can be followed: everything a connector reads, but not the built-in demo boards. */
export const followableKinds = sourceKinds.filter((kind) => kind !== 'demo') as Exclude<SourceKind, 'demo'>[];

/** "greenhouse:acme" → { kind, key }; the key is whatever follows the first colon. */
export const followedSourceSpecSchema = z
  .string()
  .trim()
  .regex(/^[a-z]+:.+$/, 'must look like kind:key, e.g. greenhouse:acme')
  .transform((spec) => {
    const colon = spec.indexOf(':');
    return { kind: spec.slice(0, colon), key: spec.slice(colon + 1).trim() };
  })
  .pipe(
    z.object({
      kind: z.enum(followableKinds, { error: `kind must be one of ${followableKinds.join(', ')}` }),
      key: z.string().min(1).max(500),
    }),
  );
