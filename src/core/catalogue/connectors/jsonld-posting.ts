import { z } from 'zod';
import type { SourcePosting } from '../connector-contract.ts';
import type { JsonLdNode } from './jsonld-extract.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  decodeEntities,
  employmentTypeFrom,
  isoFromDate,
  locationOf,
  locationsOf,
} from './source-fields.ts';

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
const record = (value: unknown): JsonLdNode =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonLdNode) : {};
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  const named = record(value).name;
  return typeof named === 'string' ? named.trim() || undefined : undefined;
};

const units: Record<string, 'hour' | 'day' | 'week' | 'month' | 'year'> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

function salaryFrom(node: JsonLdNode): SourcePosting['salary'] {
  const base = record(node.baseSalary);
  const value = base.value;
  const quantity = record(value);
  const amount = (raw: unknown) =>
    amountSchema.parse(typeof raw === 'number' || typeof raw === 'string' ? raw : null);
  const single =
    typeof value === 'number' || typeof value === 'string' ? amount(value) : amount(quantity.value);
  const unit = String(quantity.unitText ?? base.unitText ?? '').toUpperCase();
  return salaryOf({
    min: amount(quantity.minValue) ?? single,
    max: amount(quantity.maxValue) ?? single,
    currency: text(base.currency) ?? text(node.salaryCurrency),
    period: units[unit] ?? 'unknown',
  });
}

function locationsFrom(node: JsonLdNode) {
  const places = asArray(node.jobLocation).map((place) => {
    const address = record(place).address;
    if (typeof address === 'string') return locationOf(address);
    const parts = record(address);
    const city = text(parts.addressLocality);
    const region = text(parts.addressRegion);
    const country = text(parts.addressCountry);
    return locationOf(null, { city, region, country });
  });
  const allowed = asArray(node.applicantLocationRequirements).map((area) => locationOf(text(area)));
  return locationsOf(...places, ...(places.length ? [] : allowed));
}

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function absoluteUrl(value: unknown, pageUrl: string): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    return new URL(raw, pageUrl).toString();
  } catch {
    return undefined;
  }
}

const titleSchema = z.string().trim().min(1);

/** One schema.org JobPosting → SourcePosting; null when it has no usable title. */
export function jobPostingToSource(
  node: JsonLdNode,
  pageUrl: string,
  tenant: string,
  index: number,
  siteCompany: string | null = null,
): SourcePosting | null {
  const title = titleSchema.safeParse(
    typeof node.title === 'string' ? decodeEntities(node.title) : undefined,
  );
  if (!title.success) return null;
  const organization = node.hiringOrganization;
  const company =
    text(Array.isArray(organization) ? organization[0] : organization) ??
    siteCompany ??
    hostOf(pageUrl);
  const sameAs = absoluteUrl(record(organization).sameAs, pageUrl);
  const url = absoluteUrl(node.url, pageUrl);
  const identifier = text(record(node.identifier).value) ?? text(node.identifier);
  const rawDescription = typeof node.description === 'string' ? node.description : '';
  const description =
    /&lt;\w/.test(rawDescription) && !/<\w/.test(rawDescription)
      ? decodeEntities(rawDescription)
      : rawDescription;
  const skills = asArray(node.skills)
    .flatMap((skill) => (text(skill) ?? '').split(/\s*[,;]\s*/))
    .filter(Boolean);
  const remote = asArray(node.jobLocationType).some((type) => /telecommute/i.test(String(type)));
  return posting({
    source: 'jsonld',
    tenant,
    sourceId: identifier ? `${company}:${identifier}` : (url ?? `${pageUrl}#${index}`),
    requisitionId: identifier,
    title: title.data,
    company: decodeEntities(company),
    companyDomain: sameAs ? hostOf(sameAs) : undefined,
    locations: locationsFrom(node),
    workplace: remote ? 'remote' : 'unknown',
    employmentType: employmentTypeFrom(...asArray(node.employmentType).map((type) => text(type))),
    salary: salaryFrom(node),
    descriptionHtml: description,
    postedAt: isoFromDate(text(node.datePosted)),
    closesAt: isoFromDate(text(node.validThrough)),
    applyUrl: url ?? pageUrl,
    ats: null,
    skills,
  });
}
