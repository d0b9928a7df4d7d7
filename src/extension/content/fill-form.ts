import { formAgent } from '../../core/applying/form-agent/form-agent.ts';
import type { PlanResponse } from '../../shared/schemas/extension.ts';
import { ask, type FormFieldReading } from '../messages.ts';
import { attachFile } from './attach-file.ts';
import { highlightLeft } from './highlight.ts';
import { controlOf } from './page-form.ts';
import type { Panel, QuestionAnswer } from './panel.ts';
import { currentValue } from './read-values.ts';
import type { TabSession } from './tab-session.ts';

/** How long a page's upload handlers get before the text is filled. */
const UPLOAD_SETTLE_MS = 1000;

/**
 * Puts the plan's answers into the form: each field at most once (never one the extension
 * filled before, never one that held something when Fill was pressed, whoever typed it), files
 * through the file input first, and what is left outlined and listed.
 */
export async function fillAnswers(
  session: TabSession,
  fields: FormFieldReading[],
  plan: PlanResponse,
): Promise<{ filled: number; failed: string[] }> {
  const state = session.state;
  if (!state) throw new Error('No application is tied to this tab.');
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const filledKeys = new Set(state.filledKeys);
  const failed: string[] = [];
  let filled = 0;
  // Empty before this Fill: what the person typed is theirs, but what the page's own scripts
  // write during it (a resume parser) is not.
  const emptyAtStart = new Set(
    fields.filter((field) => currentValue(field) === '').map((field) => field.key),
  );
  // Files first: an upload may run the page's resume parser, which writes over the name and
  // other fields (Lever's does). Text filled after it settles is what stays.
  const files = plan.answers.filter((answer) => answer.value.kind === 'file');
  const others = plan.answers.filter((answer) => answer.value.kind !== 'file');
  let uploaded = false;
  for (const answer of [...files, ...others]) {
    if (uploaded && answer.value.kind !== 'file') {
      uploaded = false;
      await new Promise((resolve) => setTimeout(resolve, UPLOAD_SETTLE_MS));
    }
    const field = byKey.get(answer.key);
    if (!field || filledKeys.has(answer.key) || !emptyAtStart.has(answer.key)) continue;
    filledKeys.add(answer.key);
    const ok =
      answer.value.kind === 'file'
        ? attachFile(answer.key, answer.value)
        : (await formAgent({ op: 'fill', key: answer.key, value: answer.value })).op === 'fill' &&
          currentValue(field) !== '';
    if (ok) filled++;
    if (ok && answer.value.kind === 'file') uploaded = true;
    else failed.push(answer.key);
  }
  await session.update({
    filledKeys: [...filledKeys],
    plannedFiles: plan.files.length > 0 ? plan.files : state.plannedFiles,
  });
  return { filled, failed };
}

/** Required fields still empty: the person's to answer. */
export function leftKeys(fields: FormFieldReading[]) {
  return fields.filter((field) => field.required && currentValue(field) === '').map((f) => f.key);
}

export function showLeft(panel: Panel, fields: FormFieldReading[]) {
  const left = leftKeys(fields);
  highlightLeft(left);
  const labels = fields.filter((field) => left.includes(field.key)).map((f) => f.label || f.key);
  panel.left(labels);
  return left;
}

/** The person's answer to a question nothing answered: into the form, and into the bank if asked. */
export async function answerQuestion(
  session: TabSession,
  fields: FormFieldReading[],
  { question, value, save }: QuestionAnswer,
): Promise<string> {
  const state = session.state;
  if (!state) return 'No application is tied to this tab.';
  const field = fields.find((f) => f.key === question.key);
  if (!controlOf(question.key) || !field) return 'This question is no longer in the form.';
  const result = await formAgent({
    op: 'fill',
    key: question.key,
    value:
      question.options.length > 0
        ? { kind: 'choice', options: [value] }
        : { kind: 'text', text: value },
  });
  const landed = result.op === 'fill' && currentValue(field) !== '';
  await session.update({ filledKeys: [...new Set([...state.filledKeys, question.key])] });
  if (!landed) return 'The form did not take this answer: answer it in the form.';
  if (!save) return 'Filled.';
  try {
    await ask({
      type: 'saveAnswers',
      applicationId: state.applicationId,
      answers: [{ key: question.key, question: question.label, value }],
    });
    return 'Filled and saved to your answers.';
  } catch (error) {
    return `Filled, but not saved: ${error instanceof Error ? error.message : String(error)}`;
  }
}
