import type { SourceKind } from '../connector-contract.ts';

export interface StarterSource {
  kind: SourceKind;
  key: string;
  label: string;
  industry: string;
}

/**
 * Public boards employers publish for their own careers pages, across the spec's industries, plus
 * aggregator queries. Seeded once; in the embedded default (no network) they are listed disabled.
 * Tokens can go stale when an employer changes ATS: a failing one shows on the admin page.
 */
export const starterSources: StarterSource[] = [
  // Healthcare
  { kind: 'greenhouse', key: 'oscar', label: 'Oscar Health', industry: 'Healthcare' },
  { kind: 'greenhouse', key: 'flatironhealth', label: 'Flatiron Health', industry: 'Healthcare' },
  { kind: 'greenhouse', key: 'onemedical', label: 'One Medical', industry: 'Healthcare' },
  { kind: 'workday', key: 'cvshealth.wd1.myworkdayjobs.com/CVS_Health_Careers', label: 'CVS Health', industry: 'Healthcare' },
  { kind: 'themuse', key: 'category=Healthcare', label: 'The Muse — Healthcare', industry: 'Healthcare' },
  // Retail and food
  { kind: 'workday', key: 'walmart.wd5.myworkdayjobs.com/WalmartExternal', label: 'Walmart', industry: 'Retail' },
  { kind: 'workday', key: 'target.wd5.myworkdayjobs.com/targetcareers', label: 'Target', industry: 'Retail' },
  { kind: 'greenhouse', key: 'warbyparker', label: 'Warby Parker', industry: 'Retail' },
  { kind: 'greenhouse', key: 'sweetgreen', label: 'Sweetgreen', industry: 'Food Services' },
  { kind: 'smartrecruiters', key: 'IKEA', label: 'IKEA', industry: 'Retail' },
  // Logistics and transportation
  { kind: 'greenhouse', key: 'flexport', label: 'Flexport', industry: 'Transportation' },
  { kind: 'greenhouse', key: 'lyft', label: 'Lyft', industry: 'Transportation' },
  { kind: 'greenhouse', key: 'instacart', label: 'Instacart', industry: 'Retail' },
  { kind: 'themuse', key: 'category=Transportation%20and%20Logistics', label: 'The Muse — Logistics', industry: 'Transportation' },
  // Finance and banking
  { kind: 'workday', key: 'mastercard.wd1.myworkdayjobs.com/CorporateCareers', label: 'Mastercard', industry: 'Finance' },
  { kind: 'smartrecruiters', key: 'Visa', label: 'Visa', industry: 'Finance' },
  { kind: 'greenhouse', key: 'chime', label: 'Chime', industry: 'Finance' },
  { kind: 'greenhouse', key: 'robinhood', label: 'Robinhood', industry: 'Finance' },
  { kind: 'ashby', key: 'ramp', label: 'Ramp', industry: 'Finance' },
  { kind: 'lever', key: 'plaid', label: 'Plaid', industry: 'Finance' },
  // Energy and utilities, manufacturing, aerospace
  { kind: 'smartrecruiters', key: 'BoschGroup', label: 'Bosch', industry: 'Manufacturing' },
  { kind: 'greenhouse', key: 'spacex', label: 'SpaceX', industry: 'Aerospace' },
  { kind: 'greenhouse', key: 'andurilindustries', label: 'Anduril', industry: 'Aerospace' },
  { kind: 'greenhouse', key: 'relativity', label: 'Relativity Space', industry: 'Aerospace' },
  { kind: 'themuse', key: 'category=Energy', label: 'The Muse — Energy', industry: 'Energy' },
  // Education and technology
  { kind: 'greenhouse', key: 'duolingo', label: 'Duolingo', industry: 'Education' },
  { kind: 'greenhouse', key: 'coursera', label: 'Coursera', industry: 'Education' },
  { kind: 'workday', key: 'nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite', label: 'NVIDIA', industry: 'Technology' },
  { kind: 'greenhouse', key: 'cloudflare', label: 'Cloudflare', industry: 'Technology' },
  { kind: 'ashby', key: 'notion', label: 'Notion', industry: 'Technology' },
  { kind: 'lever', key: 'palantir', label: 'Palantir', industry: 'Technology' },
  // Hospitality and entertainment
  { kind: 'greenhouse', key: 'airbnb', label: 'Airbnb', industry: 'Hospitality' },
  { kind: 'greenhouse', key: 'peloton', label: 'Peloton', industry: 'Entertainment' },
  // Aggregators (re-publish ATS jobs; dedupe lets the ATS record win)
  { kind: 'arbeitnow', key: 'all', label: 'Arbeitnow', industry: 'Technology' },
  { kind: 'remoteok', key: 'all', label: 'Remote OK', industry: 'Technology' },
  { kind: 'himalayas', key: 'all', label: 'Himalayas', industry: 'Technology' },
];
