import type { Plan } from '../../../../shared/plans.ts';
import { LegalList, LegalSection } from './legal-section.tsx';
import { WhenAvailable } from './when-available.tsx';

/** What automated applying does and does not do; the daily caps come from shared/plans.ts. */
export function TermsApplying({ plans }: { plans: readonly Plan[] }) {
  const caps = plans.map((plan) => `${plan.name} ${plan.dailyApplicationQuota}`).join(', ');
  return (
    <LegalSection id="automated-applying" title="Automated applying">
      <WhenAvailable />
      <p>When you use automated applying, Hireloop acts on your behalf, within these rules:</p>
      <LegalList>
        <li>
          <strong>Nothing is sent before you review it.</strong> Each application, or a batch you
          explicitly approve, shows the exact resume, cover letter, answers and attachments first.
        </li>
        <li>
          <strong>Only your facts.</strong> Answers come from your profile. A required question your
          profile cannot answer comes back to you; we never guess it. Work-authorization and
          sponsorship answers are confirmed by you for each application.
        </li>
        <li>
          <strong>CAPTCHAs are yours.</strong> When a site shows a CAPTCHA, asks for an e-mailed
          code or wants you to create an account, we stop and hand the application over to you. We
          never solve, bypass or outsource a CAPTCHA.
        </li>
        <li>
          <strong>Only where automation is allowed.</strong> We never automate sites whose terms
          forbid it, such as LinkedIn, and we never ask for or store your password for those sites.
          For such a posting we give you the link to apply yourself.
        </li>
        <li>
          <strong>Daily limits.</strong> At most this many applications a day, by plan: {caps}.
          Applications are also spaced out and limited per site, and we never apply to the same
          posting twice.
        </li>
        <li>
          <strong>A record of everything.</strong> Every application keeps a copy of what was sent
          and any confirmation received, which you can see and export.
        </li>
      </LegalList>
      <p>
        You remain the applicant: you are responsible for approving only applications you want sent,
        and an employer's decision is the employer's alone.
      </p>
    </LegalSection>
  );
}
