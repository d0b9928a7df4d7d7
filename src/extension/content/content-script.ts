import { ATS_HOSTS, isWorkdayHost } from '../ats-hosts.ts';
import { ask } from '../messages.ts';
import { answerQuestion, fillAnswers, showLeft } from './fill-form.ts';
import { looksLikeApplication, pageStatus, type Reading, readForm } from './page-form.ts';
import { createPanel } from './panel.ts';
import { currentValue } from './read-values.ts';
import { capturePage } from './render-page.ts';
import { withEarlierSteps } from './snapshot-form.ts';
import { tabSession } from './tab-session.ts';
import { SUBMITTED_TEXT, watchSubmission } from './watch-submission.ts';

/**
 * The content script: declared for the ATS hosts, injected by the toolbar button anywhere else.
 * It reads the page locally and sends nothing to Hireloop until the person presses Fill (or the
 * page was opened from Hireloop with #hireloop-application=<id>).
 */
const HASH = /#hireloop-application=([\w-]{1,100})/;
const WAIT_FOR_FORM_MS = 15_000;

const onAtsHost = ATS_HOSTS.some(({ host }) =>
  host.startsWith('*.') ? location.hostname.endsWith(host.slice(1)) : location.hostname === host,
);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main() {
  const panel = createPanel();
  const session = tabSession();
  let reading: Reading | null = null;
  const fields = () => reading?.fields ?? [];
  const watcher = watchSubmission(panel, session, fields);
  const workday = isWorkdayHost(location.hostname);
  const fillLabel = workday ? 'Fill this step' : 'Fill with Hireloop';
  // Workday is one page from the posting to the last step: its form may come much later.
  const waitForForm = workday ? Number.POSITIVE_INFINITY : WAIT_FOR_FORM_MS;

  const state = await session.load();
  if (state?.submittedAt) {
    panel.show();
    return panel.say(SUBMITTED_TEXT);
  }
  if (state?.submitPressed) {
    // A page after Submit in the same tab: it may be the confirmation.
    panel.show();
    panel.say('Waiting for the form to confirm your application…');
    return watcher.start();
  }

  /** A sign-in wall or an e-mail code: the person's to deal with; the panel says so and waits. */
  function wallMessage(page: Reading) {
    const wall = page.blockers.find((b) => b.kind === 'login_wall' || b.kind === 'email_code');
    if (!wall) return null;
    const task =
      wall.kind === 'email_code' ? 'enter the code you were sent' : 'sign in or create an account';
    return `This page asks you to ${task} (${wall.vendor}). Do that yourself; then press “${fillLabel}”.`;
  }

  async function chooseApplication() {
    panel.say('Looking for your application to this job…');
    const found = await ask({ type: 'lookup', url: location.href });
    let chosen = found.application;
    if (!chosen) {
      panel.say('Choose the application this form is for.');
      const pick = await panel.choose(found);
      panel.clear();
      chosen =
        'jobId' in pick
          ? await ask({ type: 'create', jobId: pick.jobId })
          : (found.open.find((a) => a.id === pick.applicationId) ?? null);
    }
    if (!chosen) return null;
    await session.begin(chosen.id, `${chosen.jobTitle} at ${chosen.company}`);
    if (!chosen.fillable) {
      panel.fail(chosen.notFillableReason ?? 'This application is not ready to fill yet.');
      return null;
    }
    return chosen;
  }

  /** Workday's steps replace each other in one page: the step left goes into the receipt. */
  async function keepStepLeft() {
    const left = watcher.lastSeen();
    const state = session.state;
    if (!workday || !left || !state) return;
    await session.update({ earlierSteps: withEarlierSteps(state.earlierSteps, left) });
  }

  async function fill() {
    panel.action(null);
    panel.say('Reading the form…');
    try {
      await keepStepLeft();
      reading = await readForm(panel);
      const wall = wallMessage(reading);
      if (wall) {
        panel.say(wall);
        return panel.action(fillLabel, () => void fill());
      }
      if (reading.fields.length === 0) {
        panel.say('No form fields on this page yet.');
        return panel.action(fillLabel, () => void fill());
      }
      if (!session.state && !(await chooseApplication()))
        return panel.action(fillLabel, () => void fill());
      const applicationId = session.state?.applicationId ?? '';
      panel.say('Asking Hireloop what goes in each field…');
      const plan = await ask({
        type: 'plan',
        applicationId,
        url: location.href,
        fields: reading.fields.slice(0, 300),
      });
      const { filled } = await fillAnswers(session, reading.fields, plan);
      panel.clear();
      const byKey = new Map(reading.fields.map((f) => [f.key, f]));
      panel.ask(
        plan.unanswered.filter((q) => {
          const field = byKey.get(q.key);
          return field && currentValue(field) === '';
        }),
        async (answer) => {
          const said = await answerQuestion(session, fields(), answer);
          showLeft(panel, fields());
          return said;
        },
      );
      const left = showLeft(panel, reading.fields);
      panel.say(
        `Filled ${filled} field${filled === 1 ? '' : 's'}. ${left.length > 0 ? `${left.length} left for you.` : 'Check the form, solve any check, then press Submit yourself.'}`,
      );
      panel.action(fillLabel, () => void fill());
      await session.update({ formCapture: await capturePage() });
      await watcher.start();
    } catch (error) {
      panel.fail(message(error));
      panel.action(fillLabel, () => void fill());
    }
  }

  const start = Date.now();
  // A full read opens the page's comboboxes: only again when the page's controls changed.
  let readAt = -1;
  for (;;) {
    const status = await pageStatus();
    const wall = status.blockers.some((b) => b.kind === 'login_wall' || b.kind === 'email_code');
    if ((status.fieldCount >= 3 && status.fieldCount !== readAt) || wall) {
      readAt = status.fieldCount;
      reading = await readForm(panel);
      if (looksLikeApplication(reading.fields) || wall) break;
    }
    if (Date.now() - start > waitForForm) {
      // Run from the toolbar button: the person asked, so say what was found.
      if (!onAtsHost) {
        panel.show();
        panel.say('No application form found on this page.');
        panel.action(fillLabel, () => void fill());
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  panel.show();
  panel.say(
    (reading && wallMessage(reading)) ??
      (state
        ? `For ${state.title || 'your Hireloop application'}.`
        : 'This page has an application form.'),
  );
  panel.action(fillLabel, () => void fill());
  const fromHireloop = HASH.exec(location.hash)?.[1];
  if (fromHireloop) {
    await session.begin(fromHireloop, '');
    await fill();
  } else if (state && state.filledKeys.length > 0) await watcher.start();
}

// The toolbar button may inject this script into a page that already runs it.
const loaded = globalThis as { hireloopContentScript?: boolean };
if (!loaded.hireloopContentScript) {
  loaded.hireloopContentScript = true;
  void main().catch(() => {});
}
