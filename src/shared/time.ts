/** One day in milliseconds. Days in the app are UTC days, so a day is always this long. */
export const DAY_MS = 86_400_000;
