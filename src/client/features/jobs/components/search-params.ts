import { DAY_MS } from '../../../../shared/time.ts';

/** Fields whose text box holds a comma-separated list, sent as a repeated parameter. */
const LIST_FIELDS = new Set(['skills']);

/**
 * The search form as a query string: blanks left out (they mean "no filter"), lists split on
 * commas, and no page, so a new search starts at page 1.
 */
export function formToSearchParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, raw] of new FormData(form)) {
    if (typeof raw !== 'string') continue;
    const values = LIST_FIELDS.has(key) ? raw.split(',') : [raw];
    for (const value of values) if (value.trim() !== '') params.append(key, value.trim());
  }
  return params;
}

/** URL parameters that shape the search itself rather than filter it. */
const NOT_FILTERS = new Set(['q', 'match', 'sort', 'page']);
/** Parameters that are one filter together: a certification row is a name and its organization. */
const FILTER_OF: Record<string, string> = { certificationOrganization: 'certificationName' };

/** How many filters the URL sets: a list (skills) or certification rows count once. */
export function activeFilterCount(params: URLSearchParams): number {
  const filters = new Set<string>();
  for (const [name, value] of params) {
    if (!NOT_FILTERS.has(name) && value.trim() !== '') filters.add(FILTER_OF[name] ?? name);
  }
  return filters.size;
}

/** The same search on another page of results. */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** "Posted since" choices as dates relative to today, plus the URL's own date if it is another. */
export function postedSinceOptions(current: string, now = new Date()) {
  const daysAgo = (days: number) => isoDate(new Date(now.getTime() - days * DAY_MS));
  const options = [
    { value: '', label: 'Any time' },
    { value: daysAgo(1), label: 'Past 24 hours' },
    { value: daysAgo(7), label: 'Past week' },
    { value: daysAgo(30), label: 'Past month' },
  ];
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: `Since ${current}` });
  }
  return options;
}
