import { z } from 'zod';

/**
 * In-app notifications (issue 15 §3, decision 069): what happened that the user should see,
 * listed newest first with an unread count in the header.
 */
export const notificationKinds = [
  /** A matching run found new matches. */
  'matches',
  /** An application waits on the user: review, a CAPTCHA or sign-in hand-off, a failure. */
  'needs_you',
  /** An application was sent, or its sending could not be confirmed. */
  'status_change',
  /** A tracker reminder is due. */
  'reminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** Plain text, shown as text. */
  title: z.string(),
  /** The page it is about, an app path such as /main-app/applications/… */
  link: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
