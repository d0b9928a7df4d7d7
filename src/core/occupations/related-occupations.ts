import type { Occupation } from './occupation-schema.ts';
import { occupations } from './occupations.ts';

/** The most related occupations offered per occupation (the preference holds up to five). */
export const RELATED_PER_OCCUPATION = 5;
/** A step whose typical pay is more than this many times higher or lower is another career. */
const PAY_RATIO = 1.8;

/** The middle of the occupation's 10th–90th percentile pay, yearly. */
const midPay = ({ pay }: Occupation) =>
  ((pay.min + pay.max) / 2) * (pay.period === 'hour' ? 2080 : 1);

const key = (term: string) => term.trim().toLowerCase();
const termsOf = (occupation: Occupation) =>
  new Set(
    [
      ...occupation.skills,
      ...occupation.tools,
      ...occupation.certifications.map((c) => c.name),
    ].map(key),
  );

/**
 * Occupations a person could also search (decision 047), in the spirit of O*NET's "related
 * occupations", which are ranked by shared knowledge, skills and tasks. From our own data: the
 * other occupations of the same SOC major group or the same BLS OOH career field, ranked by the
 * share of skills, tools and certifications they have in common (Jaccard), with a small lift for
 * the same SOC minor group; ties (often nothing shared, same minor group) go to the nearest typical
 * pay, and only occupations within 1.8 times each other's typical pay are steps at all. The same
 * broad group is left out: those jobs are candidates already (decision 042).
 */
export function relatedOccupationsOf(soc: string, all: readonly Occupation[] = occupations()) {
  const target = all.find((occupation) => occupation.soc === soc);
  if (!target) return [];
  const wanted = termsOf(target);
  const targetPay = midPay(target);
  return (
    all
      .filter(
        (other) =>
          other.soc.slice(0, 6) !== soc.slice(0, 6) &&
          Math.max(midPay(other), targetPay) / Math.min(midPay(other), targetPay) <= PAY_RATIO &&
          (other.soc.slice(0, 2) === soc.slice(0, 2) || other.category === target.category),
      )
      .map((other) => {
        const terms = termsOf(other);
        const shared = [...terms].filter((term) => wanted.has(term)).length;
        const union = wanted.size + terms.size - shared;
        const lift = other.soc.slice(0, 4) === soc.slice(0, 4) ? 0.05 : 0;
        const sameMinor = other.soc.slice(0, 4) === soc.slice(0, 4);
        const payGap = Math.abs(Math.log(midPay(other) / targetPay));
        return {
          soc: other.soc,
          title: other.title,
          shared,
          sameMinor,
          payGap,
          score: shared / union + lift,
        };
      })
      // Nothing in common is no step (a truck driver and a flight attendant share a major group),
      // unless the SOC minor group joins them (janitors and pest control workers).
      .filter((entry) => entry.shared > 0 || entry.sameMinor)
      .sort((a, b) => b.score - a.score || a.payGap - b.payGap)
      .slice(0, RELATED_PER_OCCUPATION)
      .map((entry) => entry.soc)
  );
}
