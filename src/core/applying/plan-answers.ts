import type { EmployerQuestion, SentField } from '../../shared/schemas/applications.ts';
import {
  bankRules,
  eeoRules,
  licenceQuestion,
  type ProfileQuestion,
  profileRules,
  yearsQuestion,
} from './answers/field-rules.ts';
import { declineOption, matchOption, normalizeText } from './answers/match-option.ts';
import { customAnswerKey } from './remember-answers.ts';
import type { ApplicantFacts, DocumentFile, FillValue, FormField, PlannedAnswer } from './types.ts';

type Found = { text: string; source: string; sensitive?: boolean } | { file: DocumentFile } | null;

const choiceTypes = new Set<FormField['type']>([
  'select',
  'combobox',
  'radio',
  'checkbox',
  'yesno',
]);

function profileAnswer(question: ProfileQuestion, facts: ApplicantFacts): Found {
  const link = (pattern: RegExp) =>
    facts.links.find((l) => pattern.test(l.label.toLowerCase()))?.url;
  const values: Record<ProfileQuestion, string | null | undefined> = {
    first_name: facts.firstName,
    last_name: facts.lastName,
    full_name: [facts.firstName, facts.lastName].filter(Boolean).join(' '),
    email: facts.email,
    phone: facts.phone,
    location: facts.location,
    linkedin: link(/linkedin/),
    github: link(/github/),
    website: link(/portfolio|website/),
    current_company: facts.currentCompany,
    current_title: facts.currentTitle,
    cover_letter_text: facts.coverLetterText,
  };
  const text = values[question];
  if (!text) return null;
  return {
    text,
    source:
      question === 'cover_letter_text'
        ? 'Tailored cover letter'
        : `Profile: ${question.replace(/_/g, ' ')}`,
  };
}

function eeoAnswer(kind: string, field: FormField, facts: ApplicantFacts): Found {
  const decline = declineOption(field.options);
  const shared = facts.eeo?.[kind];
  if (shared) {
    const option = field.options.length ? matchOption(field.options, shared) : shared;
    if (option) return { text: option, source: 'Your EEO answers', sensitive: true };
  }
  return decline ? { text: decline, source: 'Declined to self-identify', sensitive: true } : null;
}

function findAnswer(field: FormField, facts: ApplicantFacts, files: DocumentFile[]): Found {
  const asked = normalizeText(`${field.label} ${field.name ?? ''} ${field.id ?? ''}`);
  const label = normalizeText(field.label);
  if (field.type === 'file') {
    const role = /cover/.test(asked)
      ? 'cover_letter'
      : /resume|\bcv\b|curriculum/.test(asked)
        ? 'resume'
        : null;
    const file = files.find((f) => f.role === role);
    return file ? { file } : null;
  }
  const custom = facts.answerBank.find((entry) => entry.key === customAnswerKey(field.label));
  if (custom?.answer.trim()) return { text: custom.answer, source: 'Answer bank' };
  const eeoKind = field.eeo ? eeoRules.find(([, rule]) => rule.test(asked))?.[0] : undefined;
  if (field.eeo) return eeoKind ? eeoAnswer(eeoKind, field, facts) : null;
  const bankKey = bankRules.find(([, rule]) => rule.test(label))?.[0];
  const bank = bankKey && facts.answerBank.find((entry) => entry.key === bankKey);
  if (bank?.answer.trim()) return { text: bank.answer, source: 'Answer bank' };
  if (bankKey) return null;
  const years = yearsQuestion.exec(label);
  if (years?.[2]) {
    const skill = Object.keys(facts.skillYears).find((s) => years[2]?.includes(normalizeText(s)));
    return skill
      ? { text: String(facts.skillYears[skill]), source: 'Profile: work history' }
      : null;
  }
  if (licenceQuestion.test(label)) {
    const held = facts.licences.find((l) => label.includes(normalizeText(l)));
    return held ? { text: 'Yes', source: `Profile: ${held}` } : null;
  }
  const question = profileRules.find(
    ([, rule]) => rule.test(label) || rule.test(normalizeText(field.name ?? field.id ?? '')),
  )?.[0];
  return question ? profileAnswer(question, facts) : null;
}

/** A form field as the needs-you page asks it: its exact text and options. */
export const toEmployerQuestion = (field: FormField): EmployerQuestion => ({
  key: field.key,
  label: field.label.slice(0, 2000),
  type:
    field.type === 'email' || field.type === 'tel' || field.type === 'url'
      ? 'text'
      : field.type === 'combobox'
        ? 'select'
        : field.type,
  options: field.options.slice(0, 500),
  required: field.required,
});

/**
 * Every answer an application would send, each from a fact the user gave (profile, answer bank,
 * tailored documents, EEO answers only when shared), with where it came from. A required question
 * nothing answers, or whose options none of our answers fits, is returned unanswered with its
 * exact text and options: nothing is invented (decision 057). Optional ones are left empty.
 */
export function planAnswers(
  fields: readonly FormField[],
  facts: ApplicantFacts,
  files: readonly DocumentFile[],
): { planned: PlannedAnswer[]; unanswered: EmployerQuestion[] } {
  const planned: PlannedAnswer[] = [];
  const unanswered: EmployerQuestion[] = [];
  for (const field of fields) {
    const found = findAnswer(field, facts, [...files]);
    let value: FillValue | null = null;
    let sent: SentField | null = null;
    if (found && 'file' in found) {
      const { file } = found;
      value = {
        kind: 'file',
        fileName: file.fileName,
        contentType: file.contentType,
        base64: file.content.toString('base64'),
      };
      sent = {
        key: field.key,
        label: field.label,
        value: file.fileName,
        sensitive: false,
        source: file.role === 'resume' ? 'Tailored resume' : 'Tailored cover letter',
      };
    } else if (found) {
      const choice = choiceTypes.has(field.type) && field.options.length > 0;
      // A checkbox group takes several options: the user's answer lists them one per line.
      const parts = field.type === 'checkbox' && choice ? found.text.split('\n') : [found.text];
      const chosen = parts.map((part) => (choice ? matchOption(field.options, part) : part));
      const options = chosen.every(Boolean) ? (chosen as string[]) : [];
      if (options.length > 0) {
        value = choice ? { kind: 'choice', options } : { kind: 'text', text: options[0] ?? '' };
        sent = {
          key: field.key,
          label: field.label,
          value: options.join(', '),
          sensitive: found.sensitive ?? false,
          source: found.source,
        };
      }
    }
    if (value && sent) planned.push({ field, value, sent });
    else if (field.required) unanswered.push(toEmployerQuestion(field));
  }
  return { planned, unanswered };
}
