import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import type { Connector, FollowedSource } from '../connector-contract.ts';
import { companyOfBoard } from './company-name.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import {
  employmentTypeFrom,
  isoFromDate,
  locationOf,
  locationsOf,
  workplaceFromText,
} from './source-fields.ts';
import { fetchText, parsePayload } from './source-http.ts';

// A feed with one <position> (or one <office>) would otherwise parse to an object, not a list.
const listTags = new Set(['position', 'office', 'jobDescription']);
const parser = new XMLParser({
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) => listTags.has(name) && String(jpath) !== 'workzag-jobs.position.office',
});

const text = z.string().nullish();
const positionSchema = z.object({
  id: z.string().min(1),
  subcompany: text,
  office: text,
  additionalOffices: z
    .object({ office: z.array(z.string()) })
    .or(z.literal(''))
    .nullish(),
  department: text,
  name: z.string().min(1),
  jobDescriptions: z
    .object({ jobDescription: z.array(z.object({ name: text, value: text })) })
    .or(z.literal(''))
    .nullish(),
  employmentType: text,
  schedule: text,
  createdAt: text,
});
const feedSchema = z.object({
  'workzag-jobs': z.object({ position: z.array(z.unknown()).optional() }).or(z.literal('')),
});
type Position = z.output<typeof positionSchema>;

function descriptionOf(position: Position): string {
  const sections = position.jobDescriptions ? position.jobDescriptions.jobDescription : [];
  return sections.map((section) => `<h3>${section.name ?? ''}</h3>${section.value ?? ''}`).join('');
}

function toPosting(position: Position, source: FollowedSource, boardCompany: string) {
  const extra = position.additionalOffices ? position.additionalOffices.office : [];
  const offices = [position.office, ...extra];
  // "permanent" says nothing about hours; the schedule does.
  const kind = position.employmentType === 'permanent' ? null : position.employmentType;
  return posting({
    source: 'personio',
    tenant: source.key,
    sourceId: position.id,
    title: position.name.trim(),
    company: position.subcompany?.trim() || boardCompany,
    locations: locationsOf(...offices.map((office) => locationOf(office))),
    workplace: workplaceFromText(...offices),
    employmentType: employmentTypeFrom(kind, position.schedule, position.employmentType),
    salary: null,
    descriptionHtml: descriptionOf(position),
    postedAt: isoFromDate(position.createdAt),
    applyUrl: `https://${source.key}.jobs.personio.de/job/${encodeURIComponent(position.id)}`,
    ats: { kind: 'other', ids: { ats: 'personio', company: source.key, positionId: position.id } },
  });
}

/** Production: https://{company}.jobs.personio.de/xml; a test's baseUrl stands for that host. */
export const personioConnector: Connector = {
  kind: 'personio',
  async *fetchPostings(source, context) {
    const base = (source.baseUrl ?? `https://${source.key}.jobs.personio.de`).replace(/\/+$/, '');
    const url = `${base}/xml?language=en`;
    const xml = await fetchText(context, 'personio', url, {
      headers: { accept: 'application/xml' },
    });
    let document: unknown;
    try {
      document = parser.parse(xml, true);
    } catch {
      document = null;
    }
    const feed = parsePayload('personio', url, feedSchema, document)['workzag-jobs'];
    const positions = feed ? (feed.position ?? []) : [];
    // Only positions without a `subcompany` need the board page's name.
    const unnamed = positions.some((raw) => !/\S/.test(String(Object(raw).subcompany ?? '')));
    const company = unnamed ? await companyOfBoard(source, context, `${base}/`) : source.key;
    yield* eachElement(positions, positionSchema, (position) =>
      toPosting(position, source, company),
    );
  },
};
