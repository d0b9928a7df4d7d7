const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "July 4, 2026": billing dates are days, never times. */
export const formatBillingDate = (iso: string) => longDate.format(new Date(iso));
