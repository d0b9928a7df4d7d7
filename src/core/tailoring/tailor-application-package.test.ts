import { describe, expect, it } from 'vitest';
import { applicationPackageSchema } from '../../shared/schemas/tailoring.ts';
import { findUntracedClaims } from './check-truth.ts';
import { greetings } from './letter-phrases.ts';
import { tailorApplicationPackage } from './tailor-application-package.ts';
import { inputFor, jobOf } from './testing/persona-input.ts';
import { driverPosting, nursePosting } from './testing/postings.ts';

describe('tailorApplicationPackage', () => {
  it('is deterministic and valid against the contract', () => {
    const first = tailorApplicationPackage(inputFor('rn-atlanta', nursePosting));
    const second = tailorApplicationPackage(inputFor('rn-atlanta', nursePosting));
    expect(second).toEqual(first);
    expect(applicationPackageSchema.parse(first)).toEqual(first);
    expect(first.generator).toBe('rules');
    expect(first.layout).toEqual({ template: 'classic', paper: 'letter' });
  });

  it('makes a sensible document from a profile with no work history', () => {
    const input = inputFor('rn-atlanta', nursePosting);
    input.profile.workExperience = [];
    const pkg = tailorApplicationPackage(input);
    expect(pkg.resume.headline.text).toBe('');
    expect(pkg.resume.sections.some((s) => s.kind === 'experience')).toBe(false);
    expect(pkg.coverage.find((r) => r.kind === 'years')?.met).toBe(false);
    expect(pkg.coverLetter.paragraphs.length).toBeGreaterThan(0);
    expect(findUntracedClaims(pkg, input)).toEqual([]);
  });

  it('copes with a posting with no requirements, 20,000 characters and HTML in the profile', () => {
    const bare = inputFor(
      'truck-driver-columbus',
      jobOf({ title: 'Driver', company: '', descriptionText: '' }),
    );
    const barePkg = tailorApplicationPackage(bare);
    expect(barePkg.coverage.map((r) => r.kind)).toEqual(['title']);
    expect(greetings.anonymous).toContain(barePkg.coverLetter.greeting.text);

    const long = inputFor('truck-driver-columbus', {
      ...driverPosting,
      descriptionText: `${driverPosting.descriptionText}\n${'Drive safely. '.repeat(1500)}`.slice(
        0,
        20_000,
      ),
    });
    expect(tailorApplicationPackage(long).coverage.length).toBeGreaterThan(1);

    const html = inputFor('rn-atlanta', nursePosting);
    const entry = html.profile.workExperience[0];
    if (entry)
      entry.description =
        '<ul><li>Telemetry monitoring for <b>5-6</b> patients</li><li>Charge nurse &amp; preceptor</li></ul>';
    const pkg = tailorApplicationPackage(html);
    const bullets =
      pkg.resume.sections.find((s) => s.kind === 'experience')?.entries[1]?.bullets ?? [];
    expect(bullets.map((b) => b.text)).toEqual([
      'Telemetry monitoring for 5-6 patients',
      'Charge nurse & preceptor',
    ]);
    expect(findUntracedClaims(pkg, html)).toEqual([]);
  });
});
