import type { ExtensionApplication, PlanResponse } from '../../shared/schemas/extension.ts';
import type { LookupResponse } from '../messages.ts';
import { PANEL_CSS } from './panel-style.ts';

type Question = PlanResponse['unanswered'][number];
export type QuestionAnswer = { question: Question; value: string; save: boolean };

/**
 * The small "Fill with Hireloop" panel. It lives in a shadow root so the employer's CSS cannot
 * touch it; it is open (not closed) so assistive technology and tests reach it, and the content
 * script drops the panel's own controls from every reading of the form. Plain buttons, labels
 * and a polite live region: usable by keyboard and screen reader.
 */
export function createPanel() {
  const host = document.createElement('hireloop-panel');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${PANEL_CSS}</style>
<section role="region" aria-label="Hireloop">
  <h2>Hireloop</h2>
  <p role="status" aria-live="polite" data-part="status"></p>
  <p class="error" role="alert" data-part="error" hidden></p>
  <div data-part="body"></div>
  <button type="button" class="primary" data-part="primary" hidden></button>
  <button type="button" data-part="hide">Hide</button>
</section>`;
  const part = <T extends HTMLElement>(name: string) =>
    root.querySelector(`[data-part="${name}"]`) as T;
  const status = part<HTMLParagraphElement>('status');
  const error = part<HTMLParagraphElement>('error');
  const body = part<HTMLDivElement>('body');
  const primary = part<HTMLButtonElement>('primary');
  let onPrimary: (() => void) | null = null;
  let hiddenByUser = false;
  primary.addEventListener('click', () => onPrimary?.());
  part<HTMLButtonElement>('hide').addEventListener('click', () => {
    hiddenByUser = true;
    host.remove();
  });

  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text = '',
    attributes: Record<string, string> = {},
  ) => {
    const el = document.createElement(tag);
    if (text) el.textContent = text;
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    return el;
  };

  return {
    root,
    /** The employer's page may replace its whole document (a scripted submit does): come back. */
    show() {
      if (!host.isConnected && !hiddenByUser) document.documentElement.append(host);
    },
    /** True when `el` is one of the panel's own controls, not the employer's. */
    owns(el: Element) {
      return el.getRootNode() === root;
    },
    say(text: string) {
      status.textContent = text;
      error.hidden = true;
    },
    fail(text: string) {
      error.textContent = text;
      error.hidden = false;
    },
    action(label: string | null, run: (() => void) | null = null) {
      primary.hidden = label === null;
      primary.textContent = label ?? '';
      onPrimary = run;
    },
    clear() {
      body.replaceChildren();
    },
    /** No application matches this page: pick one of the open ones, or start one for a catalogue job. */
    choose(found: LookupResponse): Promise<{ applicationId: string } | { jobId: string }> {
      return new Promise((resolve) => {
        body.replaceChildren();
        const list = element('ul', '', { 'aria-label': 'Choose the application' });
        const add = (label: string, pick: () => void) => {
          const item = element('li');
          const button = element('button', label, { type: 'button' });
          button.addEventListener('click', pick);
          item.append(button);
          list.append(item);
        };
        for (const job of found.jobs)
          add(`Start: ${job.title} at ${job.company}`, () => resolve({ jobId: job.id }));
        for (const application of found.open.filter((a: ExtensionApplication) => a.fillable))
          add(`${application.jobTitle} at ${application.company}`, () =>
            resolve({ applicationId: application.id }),
          );
        body.append(
          element(
            'p',
            found.jobs.length + found.open.length > 0
              ? 'Which application is this form for?'
              : 'Hireloop has no application for this page. Add the job in Hireloop first.',
          ),
          list,
        );
        list.querySelector('button')?.focus();
      });
    },
    /** Required questions nothing in the user's facts answers: asked here, with their options. */
    ask(questions: Question[], answer: (given: QuestionAnswer) => Promise<string | null>) {
      for (const question of questions) {
        const box = element('fieldset');
        box.append(element('legend', question.label));
        const inputLabel = element('label', 'Your answer');
        const input =
          question.options.length > 0
            ? (() => {
                const select = element('select');
                select.append(element('option', 'Choose…', { value: '' }));
                for (const option of question.options)
                  select.append(element('option', option, { value: option }));
                return select;
              })()
            : element('input', '', { type: 'text' });
        inputLabel.append(input);
        const saveLabel = element('label');
        const save = element('input', '', { type: 'checkbox' });
        saveLabel.append(save, ' Save to my answers');
        const fill = element('button', 'Fill this answer', { type: 'button' });
        const said = element('p', '', { role: 'status' });
        fill.addEventListener('click', async () => {
          const value = input.value.trim();
          if (!value) {
            said.textContent = 'Type or choose an answer first.';
            return;
          }
          said.textContent = (await answer({ question, value, save: save.checked })) ?? '';
        });
        box.append(inputLabel, saveLabel, fill, said);
        body.append(box);
      }
    },
    /** What the person still has to do in the form, by its own labels. */
    left(labels: string[]) {
      body.querySelector('[data-part="left"]')?.remove();
      if (labels.length === 0) return;
      const box = element('div', '', { 'data-part': 'left' });
      box.append(element('p', 'Left for you (outlined in the form):'));
      const list = element('ul');
      for (const label of labels) list.append(element('li', label));
      box.append(list);
      body.append(box);
    },
  };
}
export type Panel = ReturnType<typeof createPanel>;
