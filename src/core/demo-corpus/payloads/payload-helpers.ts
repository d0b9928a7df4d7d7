import type { DemoPosting } from '../generate-demo-postings.ts';

/** Reserved for documentation (RFC 2606): these hosts can never reach a real server. */
export const demoHost = (board: string) => `https://${board}.hireloop-demo.example`;
export const demoApplyUrl = (posting: DemoPosting) =>
  `${demoHost('apply')}/${posting.employer.slug}/${posting.requisitionId.toLowerCase()}`;

export const employmentLabels: Record<DemoPosting['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Intern',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per Diem',
  OTHER: 'Other',
};

/** "Dallas, TX", "Dallas, TX (Hybrid)", "Remote - US": how boards write locations. */
export function locationText(posting: DemoPosting): string {
  if (posting.workplace === 'remote') return 'Remote - US';
  const place = `${posting.city}, ${posting.state}`;
  return posting.workplace === 'hybrid' ? `${place} (Hybrid)` : place;
}

export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h3)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Greenhouse escapes its HTML content once more; connectors must decode it once. */
export function entityEscape(html: string): string {
  return html
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const departmentOf = (posting: DemoPosting) => posting.employer.industry;
