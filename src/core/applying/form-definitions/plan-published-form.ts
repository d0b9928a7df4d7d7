import type { EmployerQuestion } from '../../../shared/schemas/applications.ts';
import { planAnswers } from '../plan-answers.ts';
import type { ApplicantFacts, DocumentFile, PlannedAnswer } from '../types.ts';
import type { MergedForm } from './merge-form-definition.ts';

export interface FormPlan {
  /** Answers for the controls on the page now, and its required questions nothing answers. */
  planned: PlannedAnswer[];
  unanswered: EmployerQuestion[];
  /** The same for published questions the page has not shown yet, each marked conditional. */
  ahead: { planned: PlannedAnswer[]; unanswered: EmployerQuestion[] };
}

/**
 * Plans the page's questions and, apart, the ones its definition says may follow (decision 063):
 * the user reviews both, so a conditional question is answered before the attempt, never at it.
 */
export function planPublishedForm(
  form: MergedForm,
  facts: ApplicantFacts,
  files: readonly DocumentFile[],
): FormPlan {
  const now = planAnswers(form.fields, facts, files);
  const later = planAnswers(form.notShown, facts, files);
  return {
    ...now,
    ahead: {
      planned: later.planned.map((answer) => ({
        ...answer,
        sent: { ...answer.sent, conditional: true },
      })),
      unanswered: later.unanswered.map((question) => ({ ...question, conditional: true })),
    },
  };
}
