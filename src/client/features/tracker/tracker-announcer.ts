import { createContext, useContext } from 'react';

/**
 * Says something in the tracker's polite live region: a move, an addition, an edit, a
 * deletion (after which the card and its focus are gone, so the words are all that is left).
 */
export const TrackerAnnouncer = createContext<(message: string) => void>(() => {});

export const useTrackerAnnouncer = () => useContext(TrackerAnnouncer);
