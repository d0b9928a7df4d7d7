import type { Plan } from '../../../../shared/plans.ts';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { landingLinks } from '../landing-links.ts';
import { LegalLayout } from './legal-layout.tsx';
import { LegalList, LegalSection } from './legal-section.tsx';
import { TermsApplying } from './terms-applying.tsx';
import { TermsUse } from './terms-use.tsx';

interface TermsProps {
  legal: MarketingContent['legal'];
  plans: readonly Plan[];
  year: number;
}

export function TermsOfService({ legal, plans, year }: TermsProps) {
  const prices = plans.map((plan) => `${plan.name} $${plan.priceMonthlyUsd}`).join(', ');
  return (
    <LegalLayout title="Terms & Conditions" legal={legal} year={year}>
      <LegalSection id="agreement" title="The agreement">
        <p>
          These terms are an agreement between you and {legal.operator} for the use of Hireloop. By
          creating an account you accept them, together with our{' '}
          <a href={landingLinks.privacy} className="font-semibold text-indigo-700 underline">
            Privacy Policy
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection id="account" title="Your account">
        <LegalList>
          <li>One account is for one person, the job seeker it describes.</li>
          <li>Keep your password to yourself; you are responsible for what is done with it.</li>
          <li>Tell us at once if you think someone else has used your account.</li>
        </LegalList>
      </LegalSection>
      <LegalSection id="subscription" title="Subscriptions and payment">
        <LegalList>
          <li>
            Using the app requires a paid subscription. Plans and monthly prices in US dollars:{' '}
            {prices}. Stripe handles payment; taxes may be added where the law requires.
          </li>
          <li>
            A subscription renews every month until you cancel it. You can cancel from your account
            at any time; you keep access until the end of the month you paid for, and we do not
            refund part of a month unless the law requires it.
          </li>
          <li>
            We tell you by e-mail at least one full billing month before a price change applies to
            you, and you can cancel before it does.
          </li>
        </LegalList>
      </LegalSection>
      <TermsApplying plans={plans} />
      <TermsUse contactEmail={legal.contactEmail} />
    </LegalLayout>
  );
}
