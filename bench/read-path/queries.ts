import { seededRandom } from '../catalogue-postings.ts';
import { benchSearchTerms } from '../catalogue-search-timings.ts';

/** Cities the bench postings use (catalogue-postings.ts), as a job seeker types them. */
const CITIES = ['Austin', 'Denver', 'Columbus', 'Seattle', 'Atlanta', 'Chicago', 'Boston', 'Tulsa'];
const WORKPLACES = ['remote', 'hybrid', 'onsite'];
const SALARY_FLOORS = [40_000, 60_000, 80_000, 100_000];

/**
 * `count` query strings for GET /api/jobs, as the jobs page sends them: half text searches
 * (occupation titles and aliases, a tenth of them any-terms, some narrowed to a city), a third
 * filter-only searches (location, workplace, minimum salary, alone or combined), the rest a text
 * search narrowed by workplace or salary; seven in ten on page 1, the rest on pages 2 to 5.
 * Words are drawn with a skew (the first terms are the acceptance searches, and people search
 * the common occupations more often): each draw takes the smaller of two uniform picks.
 * Seeded, so every run sends the same sequence.
 */
export function readPathQueries(count: number): string[] {
  const random = seededRandom(35);
  const terms = benchSearchTerms(200);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const skewedTerm = () =>
    terms[Math.min(Math.floor(random() * terms.length), Math.floor(random() * terms.length))];
  const queries: string[] = [];
  while (queries.length < count) {
    const params = new URLSearchParams();
    const kind = random();
    if (kind < 0.5) {
      params.set('q', skewedTerm() as string);
      if (random() < 0.1) params.set('match', 'any');
      if (random() < 0.3) params.set('location', pick(CITIES));
    } else if (kind < 0.83) {
      const filters = random();
      if (filters < 0.4) params.set('location', pick(CITIES));
      else if (filters < 0.6) params.set('workplace', pick(WORKPLACES));
      else if (filters < 0.8) params.set('salaryMin', String(pick(SALARY_FLOORS)));
      else {
        params.set('location', pick(CITIES));
        params.set('salaryMin', String(pick(SALARY_FLOORS)));
      }
    } else {
      params.set('q', skewedTerm() as string);
      if (random() < 0.5) params.set('workplace', pick(WORKPLACES));
      else params.set('salaryMin', String(pick(SALARY_FLOORS)));
    }
    const page = random();
    if (page >= 0.7) params.set('page', String(2 + Math.floor(((page - 0.7) / 0.3) * 4)));
    queries.push(params.toString());
  }
  return queries;
}
