import { afterAll, beforeAll } from 'vitest';
import { closeSharedBrowser } from '../../src/core/applying/channels/browser/shared-browser.ts';
import { browserChannel } from '../../src/core/applying/channels/browser.ts';
import type { AttemptInput, AttemptOutcome } from '../../src/core/applying/types.ts';
import { defaultChromePath } from '../../src/core/config/default-chrome-path.ts';
import type { SentField } from '../../src/shared/schemas/applications.ts';
import { documentFiles, nurseFacts } from './applicant.ts';
import { startAtsStandins } from './ats-standins/server.ts';

export const forms = {
  greenhouse: '/greenhouse/st-davids/jobs/4012345',
  greenhouse_legacy: '/greenhouse-legacy/st-davids/jobs/4012346',
  lever: '/lever/st-davids/0f3c9a1e-2b4d-4c5e-8f60-718293a4b5c6/apply',
  ashby: '/ashby/st-davids/7d9e1f20-3a4b-4c5d-9e6f-708192a3b4c5/application',
  workable: '/workable/st-davids/j/4F1E2D3C5B/apply',
  smartrecruiters: '/smartrecruiters/st-davids/744000012345678',
} as const;
export type Form = keyof typeof forms;

export const submitted = (outcome: AttemptOutcome) => {
  if (outcome.kind !== 'submitted')
    throw new Error(`expected submitted, got ${JSON.stringify(outcome).slice(0, 600)}`);
  return outcome;
};

/**
 * The browser channel in Debian's Chromium against the local employer stand-ins, started before
 * and closed after the calling test file's tests.
 */
export function startBrowserAttempts() {
  let standins: Awaited<ReturnType<typeof startAtsStandins>>;
  const channel = browserChannel(process.env.CHROME_PATH ?? defaultChromePath());
  beforeAll(async () => {
    standins = await startAtsStandins();
  });
  afterAll(async () => {
    await closeSharedBrowser();
    await standins?.close();
  });

  /** An attempt at one stand-in form; `variant` picks its behaviour (page-parts.ts). */
  function input(
    form: Form,
    mode: AttemptInput['mode'],
    extra: Partial<AttemptInput> & { variant?: string } = {},
  ): AttemptInput {
    const { variant, ...rest } = extra;
    return {
      applicationId: `test-${form}`,
      mode,
      applyUrl: `${standins.origin}${forms[form]}${variant ? `?variant=${variant}` : ''}`,
      formKind: form,
      atsIds: null,
      facts: nurseFacts(),
      files: documentFiles(),
      approved: [],
      stepTimeoutMs: 15_000,
      ...rest,
    };
  }

  async function run(attempt: AttemptInput) {
    const marks: string[] = [];
    const outcome = await channel(attempt, {
      markSubmitting: async () => {
        marks.push('submitting');
      },
      progress: async () => {},
    });
    return { outcome, marks };
  }

  /** Inspect, then submit with the inspected fields as the approved ones, as the runner does. */
  async function inspectThenSubmit(form: Form, variant = '', extra: Partial<AttemptInput> = {}) {
    const inspected = await run(input(form, 'inspect', { variant, ...extra }));
    if (inspected.outcome.kind !== 'inspected') return inspected;
    const approved: SentField[] = inspected.outcome.fields;
    return run(input(form, 'submit', { variant, approved, ...extra }));
  }

  return { standins: () => standins, channel, input, run, inspectThenSubmit };
}
