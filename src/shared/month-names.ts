/** English month names, January first; their three-letter forms are the usual abbreviations. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));
