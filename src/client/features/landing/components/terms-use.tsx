import { LegalList, LegalSection } from './legal-section.tsx';

/** Content, acceptable use, no guarantee, liability, ending, contact. */
export function TermsUse({ contactEmail }: { contactEmail: string }) {
  return (
    <>
      <LegalSection id="your-content" title="Your content and its truth">
        <p>
          What you enter stays yours. You allow us to use it only to run the service for you. We
          never add experience, skills or qualifications you did not give us, and you agree to enter
          only true information and to check what we write before you approve it.
        </p>
      </LegalSection>
      <LegalSection id="acceptable-use" title="What you may not do">
        <LegalList>
          <li>Apply in someone else's name or with information that is not true.</li>
          <li>Use the service to send spam, or to harass or mislead employers.</li>
          <li>Scrape the service, probe it for weaknesses, or get around its limits.</li>
          <li>Resell the service or share one account among several people.</li>
        </LegalList>
      </LegalSection>
      <LegalSection id="no-guarantee" title="No promise of a job">
        <p>
          We work to find jobs that fit you and to present you well, but we cannot promise
          interviews or offers: hiring decisions are made by employers. Job postings come from
          employers and public job boards, and we cannot guarantee that every posting is accurate or
          still open.
        </p>
      </LegalSection>
      <LegalSection id="liability" title="Availability and liability">
        <p>
          We aim to keep Hireloop available and correct, but it is provided as it is. To the extent
          the law allows, our liability for any claim is limited to what you paid us in the twelve
          months before it, and we are not liable for indirect losses. Nothing here limits rights
          that the law does not allow us to limit.
        </p>
      </LegalSection>
      <LegalSection id="ending" title="Ending the agreement">
        <p>
          You can cancel your subscription at any time, and delete your account as the Privacy
          Policy describes. We may suspend or close an account that breaks these terms, and we tell
          you why unless the law forbids it.
        </p>
      </LegalSection>
      <LegalSection id="contact" title="Changes and contact">
        <p>
          If we change these terms, we update the date at the top and tell you by e-mail before the
          change takes effect. Questions:{' '}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-indigo-700 underline">
            {contactEmail}
          </a>
          .
        </p>
      </LegalSection>
    </>
  );
}
