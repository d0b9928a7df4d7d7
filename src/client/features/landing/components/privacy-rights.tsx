import { LegalList, LegalSection } from './legal-section.tsx';
import { WhenAvailable } from './when-available.tsx';

/** Cookies, retention, export and deletion, security. */
export function PrivacyRights({ contactEmail }: { contactEmail: string }) {
  const mail = (
    <a href={`mailto:${contactEmail}`} className="font-semibold text-indigo-700 underline">
      {contactEmail}
    </a>
  );
  return (
    <>
      <LegalSection id="cookies" title="Cookies">
        <p>
          We set one cookie that keeps you signed in. While you sign in with Google, a second,
          sealed cookie lives for ten minutes to protect that step. There are no advertising or
          analytics cookies and no third-party trackers, and this website loads nothing from other
          sites.
        </p>
      </LegalSection>
      <LegalSection id="retention" title="How long we keep it">
        <p>
          We keep your data while your account is open. Sessions end after a week without use.
          Confirmation and reset links expire and are then deleted. When you delete your account,
          your data is deleted as described below; Stripe keeps the payment records the law requires
          of it.
        </p>
      </LegalSection>
      <LegalSection id="export-and-delete" title="Export or delete your data">
        <LegalList>
          <li>
            <strong>Export.</strong>
            <WhenAvailable /> Settings → Download my data gives you one JSON file with your account,
            profile, preferences, EEO answers (readable by you alone), every application with
            exactly what was sent, your consents and your account history.
          </li>
          <li>
            <strong>Delete.</strong>
            <WhenAvailable /> Settings → Delete account asks for your password, then removes every
            record about you, destroys your encryption key, signs out every session and cancels your
            subscription.
          </li>
        </LegalList>
        <p>
          Until these buttons are live, write to {mail} from your account's e-mail address and we
          will do the same by hand. We answer every request within one month. You can cancel your
          subscription from your account today.
        </p>
      </LegalSection>
      <LegalSection id="security" title="Security">
        <p>
          Passwords are stored only as argon2id hashes. Sessions live on our server and can be
          revoked at once. Traffic is encrypted in transit. Our logs never contain passwords or EEO
          answers.
        </p>
      </LegalSection>
      <LegalSection id="contact" title="Changes and contact">
        <p>
          If we change this policy, we update the date at the top and tell signed-up users by e-mail
          before a change that affects them takes effect. Questions or requests: {mail}.
        </p>
      </LegalSection>
    </>
  );
}
