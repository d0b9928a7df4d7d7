/**
 * A static, dated table of USD per unit of each currency, used to annualize salaries into USD.
 * Figures are ECB euro reference rates of the date below, re-expressed against USD (rounded to
 * four places). There is no network in the embedded default, so the table ships with the code;
 * refreshing it is a data change with a new date.
 */
export const fxRatesDate = '2026-10-30';

export const usdPerUnit: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.0825,
  GBP: 1.2905,
  CAD: 0.7205,
  AUD: 0.6575,
  NZD: 0.5965,
  CHF: 1.1575,
  SEK: 0.0938,
  NOK: 0.0912,
  DKK: 0.1451,
  PLN: 0.2495,
  CZK: 0.0429,
  HUF: 0.0027,
  RON: 0.2175,
  JPY: 0.0066,
  CNY: 0.1405,
  HKD: 0.1286,
  SGD: 0.7555,
  INR: 0.0119,
  KRW: 0.00072,
  MXN: 0.0502,
  BRL: 0.1745,
  ZAR: 0.0567,
  ILS: 0.2668,
  TRY: 0.0291,
  PHP: 0.0171,
};

/** The amount in USD, or null when the currency is not in the table (never guessed). */
export function toUsd(amount: number, currency: string): number | null {
  const rate = usdPerUnit[currency.toUpperCase()];
  return rate === undefined ? null : amount * rate;
}
