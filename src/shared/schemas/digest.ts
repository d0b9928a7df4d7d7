import { z } from 'zod';

/** How often the e-mail digest comes (decision 066); `off` also follows a one-click unsubscribe. */
export const digestFrequencies = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/**
 * What a digest may carry; a digest with no kind chosen is not sent. A user who saved settings
 * before a kind existed keeps the kinds they chose (decision 069).
 */
export const digestKinds = ['matches', 'applications', 'status_changes', 'reminders'] as const;
export type DigestKind = (typeof digestKinds)[number];

/** Defaults for a user who never opened the setting: daily, everything, at 8 in their zone. */
export const DEFAULT_DIGEST_HOUR = 8;

export const digestSettingsSchema = z
  .object({
    frequency: z.enum(digestFrequencies),
    kinds: z
      .array(z.enum(digestKinds))
      .max(digestKinds.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'List each kind once.'),
    /** The hour of the day, on the user's own clock (their job-search time zone). */
    hour: z.number().int().min(0).max(23),
  })
  .strict();
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const digestSettingsResponseSchema = digestSettingsSchema.extend({
  /** The zone the hour is read in: the one saved with the job-search preferences. */
  timeZone: z.string(),
});
export type DigestSettingsResponse = z.infer<typeof digestSettingsResponseSchema>;

/** A signed link's token as it arrives in a query string; the signature is checked in core. */
export const digestLinkQuerySchema = z.object({ token: z.string().min(1).max(600) }).strict();
