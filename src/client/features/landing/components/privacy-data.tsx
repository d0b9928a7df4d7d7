import { LegalList, LegalSection } from './legal-section.tsx';
import { WhenAvailable } from './when-available.tsx';

/** "What we store": each kind of data, and whether it is collected today. */
export function PrivacyData() {
  return (
    <LegalSection id="what-we-store" title="What we store">
      <LegalList>
        <li>
          <strong>Your account.</strong> Your e-mail address and name, whether you confirmed the
          e-mail address, and your password as an argon2id hash (never the password itself). If you
          sign in with Google, the identifier Google gives us for your account. Your plan,
          subscription status and renewal date, and the reference Stripe gives to you as a customer.
        </li>
        <li>
          <strong>Sign-in and security records.</strong> The sessions you are signed in with, with
          the browser and network address each came from, so you and we can spot misuse. Short-lived
          counters of sign-in, sign-up and password-reset attempts, which stop password guessing and
          then expire.
        </li>
        <li>
          <strong>Your profile.</strong>
          <WhenAvailable /> The application information you enter: contact details, education, work
          history, skills, licenses, certifications and links.
        </li>
        <li>
          <strong>Your preferences and feedback.</strong>
          <WhenAvailable /> The job title, location and salary you ask for, any industry or
          employment type you choose, and the jobs you like or dislike.
        </li>
        <li>
          <strong>Equal-opportunity (EEO) answers.</strong>
          <WhenAvailable /> Optional answers to employers' voluntary self-identification questions
          (for example race, sex, veteran or disability status), and your work-authorization and
          sponsorship answers. How these are protected is set out below.
        </li>
        <li>
          <strong>Job data.</strong>
          <WhenAvailable /> Job postings we collect from public job boards, the matches we find for
          you and the reasons we give for each.
        </li>
        <li>
          <strong>Applications.</strong>
          <WhenAvailable /> For every application: the employer and posting, when it was sent, the
          exact resume, cover letter and answers that were sent, and any confirmation the employer's
          system returned. This record is your proof of what was submitted in your name.
        </li>
      </LegalList>
      <p>
        We do not collect payment card numbers: you enter them on Stripe's checkout page, and Stripe
        keeps them.
      </p>
    </LegalSection>
  );
}
