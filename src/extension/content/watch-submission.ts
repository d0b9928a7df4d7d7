import { AGENT_SUBMIT_ATTRIBUTE } from '../../core/applying/form-agent/agent-protocol.ts';
import { formAgent } from '../../core/applying/form-agent/form-agent.ts';
import { ask, type FormFieldReading, type TabState } from '../messages.ts';
import { pageStatus } from './page-form.ts';
import type { Panel } from './panel.ts';
import { capturePage } from './render-page.ts';
import { snapshotFields, snapshotFiles, withEarlierSteps } from './snapshot-form.ts';
import type { TabSession } from './tab-session.ts';

const POLL_MS = 1000;
export const SUBMITTED_TEXT = 'Submitted — saved to Hireloop.';

/**
 * After filling: notes the form as it is when the person presses Submit (the control the agent
 * marks), then watches for the form's confirmation (every second, and when a page of the same
 * tab loads) and sends the receipt. It never clicks Submit itself.
 */
export function watchSubmission(
  panel: Panel,
  session: TabSession,
  fields: () => FormFieldReading[],
) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending = false;
  /** The form's values a second ago: for a Submit the click listener missed (Enter in a field). */
  let lastSeen: NonNullable<TabState['submitPressed']> | null = null;

  const noteSubmit = async () => {
    const state = session.state;
    if (!state || state.submittedAt) return;
    const pressed = {
      at: new Date().toISOString(),
      fields: snapshotFields(fields(), state.filledKeys),
      files: lastSeen?.files ?? [],
      formCapture: state.formCapture,
    };
    await session.update({ submitPressed: pressed });
    const files = await snapshotFiles(fields(), state.plannedFiles);
    await session.update({ submitPressed: { ...pressed, files } });
  };

  const onPress = (event: Event) => {
    const pressedSubmit =
      event.type === 'submit' ||
      event
        .composedPath()
        .some((el) => el instanceof Element && el.hasAttribute(AGENT_SUBMIT_ATTRIBUTE));
    if (pressedSubmit) void noteSubmit();
  };

  const sendReceipt = async (confirmationText: string) => {
    const state = session.state;
    const pressed = state?.submitPressed ?? lastSeen;
    if (!state || !pressed || sending) return;
    const sent = { ...pressed, ...withEarlierSteps(state.earlierSteps, pressed) };
    sending = true;
    try {
      panel.say('The form confirmed it: saving the receipt to Hireloop…');
      const confirmation = await capturePage();
      await ask({
        type: 'receipt',
        applicationId: state.applicationId,
        body: {
          url: location.href,
          fields: sent.fields,
          files: sent.files,
          confirmationText: confirmationText.slice(0, 4000),
          captures: {
            ...(sent.formCapture ? { form: sent.formCapture } : {}),
            ...(confirmation ? { confirmation } : {}),
          },
          submittedAt: sent.at,
        },
      });
      await session.update({ submittedAt: new Date().toISOString() });
      stop();
      panel.clear();
      panel.action(null);
      panel.say(SUBMITTED_TEXT);
    } catch (error) {
      panel.fail(error instanceof Error ? error.message : String(error));
      panel.action('Save the receipt again', () => void sendReceipt(confirmationText));
    } finally {
      sending = false;
    }
  };

  const poll = async () => {
    panel.show();
    const state = session.state;
    if (!state || state.submittedAt) return stop();
    const status = await pageStatus();
    if (status.confirmation) return sendReceipt(status.confirmation);
    const seen = snapshotFields(fields(), state.filledKeys);
    // A page between the form and its confirmation shows no values: keep the last form seen.
    if (seen.length > 0)
      lastSeen = {
        at: new Date().toISOString(),
        fields: seen,
        files: await snapshotFiles(fields(), state.plannedFiles),
        formCapture: state.formCapture,
      };
  };

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    window.removeEventListener('click', onPress, true);
    window.removeEventListener('submit', onPress, true);
  }

  return {
    /** Marks the Submit control and starts watching; again after each fill (the page may re-render). */
    async start() {
      await formAgent({ op: 'findSubmit' });
      if (timer) return;
      // Capture phase on the window: runs before the page's own handlers act on the click.
      window.addEventListener('click', onPress, true);
      window.addEventListener('submit', onPress, true);
      timer = setInterval(() => void poll().catch(() => {}), POLL_MS);
      await poll();
    },
    stop,
    /** The form as the last poll saw it (at most a second ago): a step the person is leaving. */
    lastSeen: () => lastSeen,
  };
}
