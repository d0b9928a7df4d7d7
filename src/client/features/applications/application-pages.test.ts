import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, Receipt } from '../../../shared/schemas/applications.ts';
import { currentUserQueryKey } from '../../lib/auth.ts';
import { applicationListQuery } from './api/application-list.ts';
import { answerBankKey, applicationSettingsKey } from './api/application-settings.ts';
import { applicationQuery, receiptQuery } from './api/applications.ts';
import { AnswerBankPage } from './components/answer-bank-page.tsx';
import { ApplicationPage } from './components/application-page.tsx';
import { ApplicationSettingsPage } from './components/application-settings-page.tsx';
import { ApplicationsPage } from './components/applications-page.tsx';

// The pages drawn on the server (no DOM in the unit project) from a seeded query cache: each
// state of an application shows its own view, with the words and controls the user needs.

const detail = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  id: 'a1',
  jobId: 'j1',
  jobTitle: 'Data Engineer',
  company: 'Acme',
  state: 'awaiting_review',
  channel: 'browser',
  needsYou: null,
  failure: null,
  waitingReason: null,
  progress: null,
  updatedAt: '2026-05-03T10:00:00.000Z',
  submittedAt: null,
  applyUrl: 'https://boards.greenhouse.io/acme/jobs/1',
  formKind: 'greenhouse',
  packageId: 'p1',
  packageVersion: 2,
  fields: [
    { key: 'email', label: 'Email', value: 'ada@example.com', sensitive: false, source: 'Profile' },
    { key: 'gender', label: 'Gender', value: 'Woman', sensitive: true, source: 'EEO answers' },
  ],
  files: [
    {
      role: 'resume',
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
      bytes: 48_000,
      sha256: 'a'.repeat(64),
    },
  ],
  events: [
    { from: null, to: 'prepared', cause: 'You chose Apply', at: '2026-05-03T09:00:00.000Z' },
  ],
  hasReceipt: true,
  ...overrides,
});

const receipt: Receipt = {
  applicationId: 'a1',
  url: 'https://boards.greenhouse.io/acme/jobs/1',
  submittedAt: '2026-05-03T10:00:00.000Z',
  channel: 'browser',
  fields: detail().fields,
  files: detail().files,
  confirmationText: 'Thank you for applying to Acme.',
  artifacts: [{ name: 'confirmation.png', bytes: 20_000 }],
};

const settings = {
  paused: false,
  autoApply: { enabled: false, minScore: 80, sources: [] },
  cooldownDays: 30,
  shareEeoAnswers: false,
};

/** The page's text, tags dropped, and its markup. */
function render(page: ComponentType, address: string, seed: (client: QueryClient) => void) {
  const client = new QueryClient();
  client.setQueryData(currentUserQueryKey, { id: 'u1', entitled: true });
  seed(client);
  // The route is the address without its query, the application's id as the :id parameter.
  const path = (address.split('?')[0] ?? address).replace(/\/a1$/, '/:id');
  const router = createMemoryRouter([{ path, Component: page }], { initialEntries: [address] });
  const html = renderToString(h(QueryClientProvider, { client }, h(RouterProvider, { router })));
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}

const renderApplication = (overrides: Partial<ApplicationDetail> = {}) =>
  render(ApplicationPage, '/applications/a1', (client) => {
    client.setQueryData(applicationQuery('a1').queryKey, detail(overrides));
    client.setQueryData(receiptQuery('a1').queryKey, receipt);
  });

describe('the application page', () => {
  it('shows for review every field, masks the sensitive one, and offers approve and withdraw', () => {
    const { text } = renderApplication();
    expect(text).toContain('Review what will be sent');
    expect(text).toContain('ada@example.com');
    expect(text).not.toContain('Woman');
    expect(text).toContain('••••');
    expect(text).toContain('Approve and send');
    expect(text).toContain('Withdraw');
    expect(text).toContain('comes back here for your review');
    expect(text).toContain('History');
    expect(text).toContain('You chose Apply');
  });

  it('shows the live step and the waiting reason in a polite live region', () => {
    const filling = renderApplication({ state: 'filling', progress: 'Uploading your resume' });
    expect(filling.html).toMatch(/aria-live="polite"[^>]*>Uploading your resume/);
    const waiting = "Today's 5 applications are used; it goes tomorrow";
    expect(renderApplication({ state: 'approved', waitingReason: waiting }).text).toContain(
      waiting,
    );
  });

  it("asks the employer's unknown questions with their exact text and options", () => {
    const { text, html } = renderApplication({
      state: 'needs_you',
      needsYou: {
        reason: 'unknown_question',
        message: 'The form asks two questions your answers do not cover.',
        questions: [
          {
            key: 'cards[1][f0]',
            label: 'Years of Go?',
            type: 'number',
            options: [],
            required: true,
          },
          {
            key: 'visa',
            label: 'Visa type?',
            type: 'select',
            options: ['H-1B', 'None'],
            required: true,
          },
        ],
        formErrors: [],
      },
    });
    expect(text).toContain('Years of Go? *');
    expect(html).toMatch(/type="radio"[^>]*value="H-1B"/);
    expect(text).toContain('Send my answers');
    expect(text).toContain('answer bank');
  });

  it('marks what the form asks only after some answers, in the review and in the questions', () => {
    const review = renderApplication({
      fields: [
        ...detail().fields,
        {
          key: 'question_11',
          label: 'Licence number?',
          value: 'RN 812345',
          sensitive: false,
          source: 'Answer bank',
          conditional: true,
        },
      ],
    });
    expect(review.text).toContain('Licence number? Sent only if the form asks it');
    expect(review.text.match(/Sent only if the form asks it/g)).toHaveLength(1);
    const asked = renderApplication({
      state: 'needs_you',
      needsYou: {
        reason: 'unknown_question',
        message: 'The employer asks something Hireloop cannot answer for you.',
        questions: [
          {
            key: 'question_11',
            label: 'Licence number?',
            type: 'text',
            options: [],
            required: true,
            conditional: true,
          },
        ],
        formErrors: [],
      },
    });
    expect(asked.text).toContain('asks this only after some of your answers');
    expect(asked.html).toMatch(/aria-describedby="[^"]*-hint/);
  });

  it('hands a CAPTCHA to the user with everything to finish it, never a way around it', () => {
    const { text } = renderApplication({
      state: 'needs_you',
      needsYou: {
        reason: 'captcha',
        message: 'Prove you are human.',
        questions: [],
        formErrors: [],
      },
    });
    expect(text).toContain('The form asks you to prove you are human');
    expect(text).toContain('Finish it yourself');
    expect(text).toContain('Copy the answer to: Email');
    expect(text).toContain('I submitted it');
    expect(text).toContain('(opens a new tab)');
    expect(text).not.toContain('try again');
  });

  it('makes finish-it-yourself the view of the manual channel, without "Approve and send"', () => {
    const { text } = renderApplication({ channel: 'manual' });
    expect(text).toContain('Finish it yourself');
    expect(text).not.toContain('Approve and send');
  });

  it('shows the receipt of a sent application, with hashes and a Reveal button', () => {
    const { text, html } = renderApplication({
      state: 'submitted',
      submittedAt: receipt.submittedAt,
    });
    expect(text).toContain('Receipt');
    expect(text).toContain(`SHA-256 ${'a'.repeat(64)}`);
    expect(text).toContain('Reveal sensitive answers');
    expect(text).toContain('Thank you for applying to Acme.');
    expect(html).toContain('src="/api/app/applications/a1/artifacts/confirmation.png"');
  });

  it('offers "Try again" on a retryable failure, and "I see it was sent" when unconfirmed', () => {
    const failed = renderApplication({
      state: 'failed',
      failure: { message: 'The employer’s site did not answer.', retryable: true },
    });
    expect(failed.text).toContain('Try again');
    const unconfirmed = renderApplication({ state: 'unconfirmed' });
    expect(unconfirmed.text).toContain('We may have sent this');
    expect(unconfirmed.text).toContain('I see it was sent');
    expect(renderApplication({ state: 'withdrawn' }).text).toContain('You withdrew');
  });
});

describe('the other pages', () => {
  it('lists the applications of the chosen tab and says the list is live', () => {
    const { text } = render(ApplicationsPage, '/applications?tab=needs_you', (client) =>
      client.setQueryData(applicationListQuery.queryKey, {
        applications: [detail(), detail({ id: 'a2', jobTitle: 'Nurse', state: 'queued' })],
      }),
    );
    expect(text).toContain('Data Engineer');
    expect(text).not.toContain('Nurse');
    expect(text).toContain('1 on their way');
  });

  it('says above the list what holds applications back', () => {
    const { text } = render(ApplicationsPage, '/applications', (client) => {
      client.setQueryData(applicationListQuery.queryKey, { applications: [] });
      client.setQueryData(applicationSettingsKey, {
        settings: { ...settings, paused: true },
        status: {
          dailyQuota: 5,
          usedToday: 5,
          timeZone: 'America/New_York',
          browserAvailable: true,
        },
      });
      client.setQueryData(answerBankKey, { entries: [], approvedAt: null });
    });
    expect(text).toContain('Applying is paused');
    expect(text).toContain('Your answers to common questions are not used until you approve them');
    expect(text).toContain('5 of 5 today, resets at midnight America/New_York');
    expect(text).toContain('go out tomorrow');
    expect(text).toContain('No applications yet');
  });

  it("says today's quota use and that no browser is installed", () => {
    const { text } = render(ApplicationSettingsPage, '/settings', (client) =>
      client.setQueryData(applicationSettingsKey, {
        settings: {
          paused: false,
          autoApply: { enabled: false, minScore: 80, sources: [] },
          cooldownDays: 30,
          shareEeoAnswers: false,
        },
        status: {
          dailyQuota: 15,
          usedToday: 3,
          timeZone: 'Europe/Berlin',
          browserAvailable: false,
        },
      }),
    );
    expect(text).toContain('3 of 15 today, resets at midnight Europe/Berlin');
    expect(text).toContain('no browser is installed on the server');
    expect(text).toContain('decline to self-identify');
  });

  it('asks to approve the answers the first time', () => {
    const { text } = render(AnswerBankPage, '/answers', (client) =>
      client.setQueryData(answerBankKey, { entries: [], approvedAt: null }),
    );
    expect(text).toContain('Your answers are not used until you approve them');
    expect(text).toContain('Will you now or in the future require sponsorship?');
  });
});
