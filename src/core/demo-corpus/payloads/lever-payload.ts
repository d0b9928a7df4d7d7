import type { DemoPosting } from '../generate-demo-postings.ts';
import { SeededRandom } from '../seeded-random.ts';
import {
  demoApplyUrl,
  departmentOf,
  employmentLabels,
  locationText,
  plainText,
} from './payload-helpers.ts';

const intervals = { hour: 'per-hour-wage', year: 'per-year-salary' } as const;

/** Stable UUID per posting, independent of page boundaries. */
export const postingUuid = (posting: DemoPosting) =>
  new SeededRandom(posting.seq * 2_654_435_761).uuid();

/** One page of `GET /v0/postings/{site}?mode=json&skip=&limit=` (job-sources.md §1.2). */
export function leverPostings(postings: readonly DemoPosting[]) {
  return postings.map((posting) => {
    const id = postingUuid(posting);
    const hostedUrl = demoApplyUrl(posting);
    const location = locationText(posting);
    return {
      additional: '',
      additionalPlain: '',
      categories: {
        commitment: employmentLabels[posting.employmentType],
        department: departmentOf(posting),
        location,
        team: posting.title.replace(/^(Senior|Lead|Junior) /, ''),
        allLocations: [location],
      },
      createdAt: posting.postedAt.getTime(),
      descriptionPlain: plainText(posting.descriptionHtml),
      description: posting.descriptionHtml,
      id,
      lists: [],
      text: posting.title,
      country: 'US',
      // Live payloads say "onsite" although the documentation says "on-site".
      workplaceType: posting.workplace,
      opening: '',
      openingPlain: '',
      descriptionBody: posting.descriptionHtml,
      descriptionBodyPlain: plainText(posting.descriptionHtml),
      hostedUrl,
      applyUrl: `${hostedUrl}/apply`,
      ...(posting.salary
        ? {
            salaryRange: {
              currency: 'USD',
              interval: intervals[posting.salary.period],
              min: posting.salary.min,
              max: posting.salary.max,
            },
          }
        : {}),
    };
  });
}
