import { createContext, useContext } from 'react';

/**
 * What the application page says after an action ("Approved…", "Your answers were sent…"). The
 * page holds the message: the control that acted is often gone with the view it sat in.
 */
export const ActionNoticeContext = createContext<(message: string) => void>(() => {});

export const useActionNotice = () => useContext(ActionNoticeContext);

/** The notice after each action, in the user's words. */
export const actionNotices = {
  approve: 'Approved. It goes out as soon as today’s limits allow; this page follows it.',
  withdraw: 'Withdrawn. Nothing more will be sent.',
  retry: 'Sent back to the queue; this page follows it.',
  answers: 'Your answers were sent, and saved to your answer bank for next time.',
  markSubmitted: 'Recorded as submitted. The receipt keeps what you gave.',
} as const;
