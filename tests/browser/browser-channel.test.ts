import { describe, expect, it } from 'vitest';
import { closeSharedBrowser } from '../../src/core/applying/channels/browser/shared-browser.ts';
import { browserChannel } from '../../src/core/applying/channels/browser.ts';
import { customAnswerKey } from '../../src/core/applying/remember-answers.ts';
import type { Screenshots } from '../../src/core/applying/types.ts';
import { nurseFacts } from '../helpers/applicant.ts';
import { type Form, startBrowserAttempts, submitted } from '../helpers/browser-attempts.ts';

/**
 * The browser channel in Debian's Chromium against the local employer stand-ins (decision 057):
 * it reads each form, plans and fills it, submits once and only after markSubmitting, and hands
 * every challenge, wall or unanswerable question to the user without submitting anything.
 */
const { standins, channel, input, run, inspectThenSubmit } = startBrowserAttempts();

describe('a plain form of each ATS', () => {
  it.each(['greenhouse', 'greenhouse_legacy', 'lever', 'ashby'] as Form[])(
    '%s: fills, submits once, and the stand-in received what the outcome says',
    async (form) => {
      const before = standins().submissions.length;
      const { outcome, marks } = await inspectThenSubmit(form);
      const done = submitted(outcome);
      expect(marks).toEqual(['submitting']);
      expect(standins().submissions.length - before).toBe(1);
      const arrived = standins().submissions.at(-1);
      expect(done.confirmationText).toMatch(/^Thank you for applying to St Davids!/);
      expect(arrived?.files.map((f) => f.sha256).sort()).toEqual(
        done.files.map((f) => f.sha256).sort(),
      );
      const values = Object.values(arrived?.fields ?? {});
      for (const field of done.fields.filter(
        (f) => !['file'].includes(f.key) && !f.value.endsWith('.pdf'),
      ))
        if (!['Yes', 'No'].includes(field.value) || form !== 'ashby')
          expect(values).toContain(field.value);
      expect(values).toContain('ana.lopez@example.test');
      expect(values.some((v) => v.includes('Ana'))).toBe(true);
      expect(values).not.toContain('PARSED FROM RESUME');
      expect(screenshotsOf(done)).toEqual(['form', 'confirmation']);
    },
  );
});

const screenshotsOf = (outcome: { screenshots: Screenshots }) =>
  Object.entries(outcome.screenshots as Record<string, Buffer | undefined>)
    .filter(([, png]) => png && png.subarray(1, 4).toString() === 'PNG')
    .map(([name]) => name);

describe('Workable', () => {
  const shifts = 'Which shifts can you work?';
  const consent =
    'I agree to the processing of my personal data for this application, as described in the privacy notice';

  it('closes the cookie banner, asks the user the shift group and the consent, then sends once', async () => {
    const first = await run(input('workable', 'inspect'));
    expect(first.outcome).toMatchObject({
      kind: 'inspected',
      unanswered: [
        {
          label: shifts,
          type: 'checkbox',
          options: ['Days', 'Nights', 'Weekends'],
          required: true,
        },
        { label: consent, type: 'checkbox', options: [], required: true },
      ],
    });
    const facts = nurseFacts();
    facts.answerBank.push(
      { key: customAnswerKey(shifts), question: shifts, answer: 'Days\nNights' },
      { key: customAnswerKey(consent), question: consent, answer: 'Yes' },
    );
    const again = await run(input('workable', 'inspect', { facts }));
    if (again.outcome.kind !== 'inspected') throw new Error('not inspected');
    expect(again.outcome.unanswered).toEqual([]);
    const before = standins().submissions.length;
    const sent = await run(input('workable', 'submit', { facts, approved: again.outcome.fields }));
    submitted(sent.outcome);
    expect(standins().submissions.length - before).toBe(1);
    expect(standins().submissions.at(-1)?.fields).toMatchObject({
      firstname: 'Ana',
      QA_shifts: 'Days, Nights',
      QA_authorized: 'Yes',
      gdpr: 'true',
    });
  });
});

describe('SmartRecruiters', () => {
  const consent = 'I have read and accept the Privacy Policy';

  it('reads and fills inputs inside web components’ shadow roots, asks the consent, sends once', async () => {
    const first = await run(input('smartrecruiters', 'inspect'));
    expect(first.outcome).toMatchObject({
      kind: 'inspected',
      unanswered: [{ label: consent, type: 'checkbox', required: true }],
    });
    if (first.outcome.kind !== 'inspected') return;
    expect(first.outcome.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        'First name',
        'Last name',
        'Email',
        'Confirm your email',
        'City',
        'Resume',
      ]),
    );
    const facts = nurseFacts();
    facts.answerBank.push({ key: customAnswerKey(consent), question: consent, answer: 'Yes' });
    const again = await run(input('smartrecruiters', 'inspect', { facts }));
    if (again.outcome.kind !== 'inspected') throw new Error('not inspected');
    const before = standins().submissions.length;
    const sent = await run(
      input('smartrecruiters', 'submit', { facts, approved: again.outcome.fields }),
    );
    submitted(sent.outcome);
    expect(standins().submissions.length - before).toBe(1);
    expect(standins().submissions.at(-1)?.fields).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.lopez@example.test',
      confirmEmail: 'ana.lopez@example.test',
      location: 'Austin, TX',
      privacy: 'true',
    });
  });
});

describe('what only a person may do', () => {
  it.each([
    ['greenhouse', 'captcha-recaptcha', 'captcha', /reCAPTCHA/],
    ['lever', 'captcha-hcaptcha', 'captcha', /hCaptcha/],
    ['ashby', 'turnstile', 'captcha', /Turnstile/],
    ['greenhouse', 'login-wall', 'login_wall', /sign in/],
    ['lever', 'email-code', 'email_code', /code/],
  ] as const)(
    '%s with %s: needs you (%s), nothing submitted',
    async (form, variant, reason, words) => {
      const before = standins().submissions.length;
      const { outcome, marks } = await run(input(form, 'submit', { variant }));
      expect(outcome.kind).toBe('needs_you');
      if (outcome.kind !== 'needs_you') return;
      expect(outcome.needsYou.reason).toBe(reason);
      expect(outcome.needsYou.message).toMatch(words);
      expect(outcome.needsYou.host).toBe(new URL(standins().origin).host);
      expect(marks).toEqual([]);
      expect(standins().submissions.length).toBe(before);
    },
  );

  it('a required question nothing answers stops with its exact text and options; answered, it submits', async () => {
    const stopped = await run(input('greenhouse', 'inspect', { variant: 'unknown-question' }));
    expect(stopped.outcome).toMatchObject({
      kind: 'inspected',
      unanswered: [
        {
          key: 'question_30009',
          label: 'Do you have a current BLS certification from the American Heart Association?',
          options: ['Yes', 'No'],
          required: true,
        },
      ],
    });
    const facts = nurseFacts();
    facts.answerBank.push({
      key: customAnswerKey(
        'Do you have a current BLS certification from the American Heart Association?',
      ),
      question: 'Do you have a current BLS certification from the American Heart Association?',
      answer: 'Yes',
    });
    const again = await run(input('greenhouse', 'inspect', { variant: 'unknown-question', facts }));
    if (again.outcome.kind !== 'inspected') throw new Error('not inspected');
    expect(again.outcome.unanswered).toEqual([]);
    const before = standins().submissions.length;
    const sent = await run(
      input('greenhouse', 'submit', {
        variant: 'unknown-question',
        facts,
        approved: again.outcome.fields,
      }),
    );
    submitted(sent.outcome);
    expect(standins().submissions.at(-1)?.fields.question_30009).toBe('Yes');
    expect(standins().submissions.length - before).toBe(1);
  });

  it('a question shown only after an answer is asked before Submit; answered, it is sent', async () => {
    const inspected = await run(input('greenhouse', 'inspect', { variant: 'conditional' }));
    if (inspected.outcome.kind !== 'inspected') throw new Error('not inspected');
    const before = standins().submissions.length;
    const stopped = await run(
      input('greenhouse', 'submit', { variant: 'conditional', approved: inspected.outcome.fields }),
    );
    expect(stopped.outcome).toMatchObject({
      kind: 'needs_you',
      needsYou: {
        reason: 'unknown_question',
        questions: [
          { key: 'question_30011', label: 'What is your nursing licence number?', required: true },
        ],
      },
    });
    expect(stopped.marks).toEqual([]);
    // The user's answer goes to the bank and into what was reviewed (answer-application-questions.ts).
    const label = 'What is your nursing licence number?';
    const facts = nurseFacts();
    facts.answerBank.push({ key: customAnswerKey(label), question: label, answer: 'RN 812345' });
    const approved = [
      ...inspected.outcome.fields,
      { key: 'question_30011', label, value: 'RN 812345', sensitive: false, source: 'Your answer' },
    ];
    const sent = await run(
      input('greenhouse', 'submit', { variant: 'conditional', facts, approved }),
    );
    submitted(sent.outcome);
    expect(standins().submissions.length - before).toBe(1);
    expect(standins().submissions.at(-1)?.fields.question_30011).toBe('RN 812345');
  });

  it('never submits a field the user did not review', async () => {
    const before = standins().submissions.length;
    const { outcome, marks } = await run(input('lever', 'submit', { approved: [] }));
    expect(outcome).toMatchObject({ kind: 'needs_you', needsYou: { reason: 'unknown_question' } });
    expect(marks).toEqual([]);
    expect(standins().submissions.length).toBe(before);
  });
});

describe('forms that go wrong', () => {
  it('a file type the form refuses ends as needs you with the form’s words', async () => {
    const { outcome } = await inspectThenSubmit('greenhouse_legacy', 'reject-pdf');
    expect(outcome).toMatchObject({ kind: 'needs_you', needsYou: { reason: 'file_rejected' } });
    if (outcome.kind === 'needs_you')
      expect(outcome.needsYou.formErrors).toContain(
        'Resume/CV: the file must be a .doc or .docx file',
      );
  });

  it('a page that re-mounts a fieldset after the first fill is still filled and sent once', async () => {
    const before = standins().submissions.length;
    const { outcome } = await inspectThenSubmit('greenhouse', 'changes-after-fill');
    submitted(outcome);
    expect(standins().submissions.length - before).toBe(1);
    expect(standins().submissions.at(-1)?.fields.first_name).toBe('Ana');
  });

  it.each([
    ['server-error', 'failed'],
    ['malformed', 'needs_you'],
    ['many-fields', 'needs_you'],
  ] as const)('%s: a clear %s, never a throw', async (variant, kind) => {
    const { outcome, marks } = await run(input('greenhouse', 'submit', { variant }));
    expect(outcome.kind).toBe(kind);
    expect(marks).toEqual([]);
  });

  it('a lost lease (markSubmitting throws) submits nothing', async () => {
    const inspected = await run(input('greenhouse_legacy', 'inspect'));
    if (inspected.outcome.kind !== 'inspected') throw new Error('not inspected');
    const before = standins().submissions.length;
    const outcome = await channel(
      input('greenhouse_legacy', 'submit', { approved: inspected.outcome.fields }),
      {
        markSubmitting: async () => {
          throw new Error('this attempt no longer holds the application');
        },
        progress: async () => {},
      },
    );
    expect(outcome).toMatchObject({ kind: 'failed', afterSubmit: false });
    expect(standins().submissions.length).toBe(before);
  });

  it('without Chromium it says so, with the install command', async () => {
    const missing = browserChannel('/nonexistent/chromium');
    await closeSharedBrowser();
    const outcome = await missing(input('greenhouse', 'inspect'), {
      markSubmitting: async () => {},
      progress: async () => {},
    });
    await closeSharedBrowser();
    expect(outcome).toMatchObject({
      kind: 'needs_you',
      needsYou: { reason: 'browser_unavailable' },
    });
    if (outcome.kind === 'needs_you')
      expect(outcome.needsYou.message).toContain('apt-get install -y chromium-headless-shell');
  });
});
