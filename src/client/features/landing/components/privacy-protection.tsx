import { landingLinks } from '../landing-links.ts';
import { LegalList, LegalSection } from './legal-section.tsx';
import { WhenAvailable } from './when-available.tsx';

/** How data is used, how EEO answers are protected, and who else handles data. */
export function PrivacyProtection() {
  return (
    <>
      <LegalSection id="how-we-use-it" title="How we use it">
        <p>
          We use your data only to run the service for you: to find and rank jobs, to write
          documents from your own facts, to send the applications you approve, to track them, to
          bill your subscription and to keep your account secure. We do not sell or rent your data,
          we show no advertising, and we do not share your data with anyone for their own marketing.
        </p>
      </LegalSection>
      <LegalSection id="eeo-answers" title="How EEO answers are protected">
        <WhenAvailable />
        <LegalList>
          <li>
            Every EEO question is optional, and the default answer is "I do not wish to answer". We
            ask for your consent for this one purpose before you give any, and you can withdraw it
            at any time.
          </li>
          <li>
            The answers are kept apart from your profile and encrypted with a key that belongs to
            your account alone (AES-256-GCM). Deleting your account destroys that key, which makes
            any remaining copy, including one in a backup, unreadable.
          </li>
          <li>
            They are never used to find, rank or recommend jobs, never used in analytics, and never
            sent to any AI model. We never guess them from your name, photo or anything else.
          </li>
          <li>
            They are used for one thing only: to fill in an employer's voluntary self-identification
            section, on an application you reviewed, exactly as you answered. Each application's
            record shows what was shared.
          </li>
          <li>Every read or change of these answers is logged, without the answers themselves.</li>
        </LegalList>
      </LegalSection>
      <LegalSection id="who-processes-it" title="Who else handles your data">
        <LegalList>
          <li>
            <strong>Stripe</strong> processes subscription payments and holds your card details.
          </li>
          <li>
            <strong>Our e-mail delivery provider</strong> sends account e-mails (confirmation,
            password reset) and, when available, your daily matches and application receipts.
          </li>
          <li>
            <strong>Google</strong>, only if you choose to sign in with Google.
          </li>
          <li>
            <strong>Employers and their application systems</strong> receive an application only
            when you have approved it, and only what it contains.
          </li>
          <li>
            <strong>An AI model provider</strong>
            <WhenAvailable /> receives the parts of your profile and the job description needed to
            tailor a resume or cover letter, never your EEO answers. We will name the provider on
            this page before the feature goes live.
          </li>
        </LegalList>
        <p>
          Automated applying has its own rules, set out in the{' '}
          <a
            href={`${landingLinks.terms}#automated-applying`}
            className="font-semibold text-indigo-700 underline"
          >
            Terms &amp; Conditions
          </a>
          .
        </p>
      </LegalSection>
    </>
  );
}
