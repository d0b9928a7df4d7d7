import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { LegalLayout } from './legal-layout.tsx';
import { LegalSection } from './legal-section.tsx';
import { PrivacyData } from './privacy-data.tsx';
import { PrivacyProtection } from './privacy-protection.tsx';
import { PrivacyRights } from './privacy-rights.tsx';

export function PrivacyPolicy({ legal, year }: { legal: MarketingContent['legal']; year: number }) {
  return (
    <LegalLayout title="Privacy Policy" legal={legal} year={year}>
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          Hireloop is a subscription service that helps job seekers find jobs, tailor applications
          and track them. It is run by {legal.operator} ("we"), who is responsible for your data.
          This policy explains what personal data we store, why, who else handles it, and how you
          can take it with you or delete it.
        </p>
      </LegalSection>
      <PrivacyData />
      <PrivacyProtection />
      <PrivacyRights contactEmail={legal.contactEmail} />
    </LegalLayout>
  );
}
