import { describe, expect, it } from 'vitest';
import { formDefinitionSource } from '../../src/core/applying/form-definitions/form-definition-source.ts';
import { customAnswerKey } from '../../src/core/applying/remember-answers.ts';
import type { AttemptInput } from '../../src/core/applying/types.ts';
import { nurseFacts } from '../helpers/applicant.ts';
import { forms, startBrowserAttempts, submitted } from '../helpers/browser-attempts.ts';

/**
 * The forms' published definitions read beside the page (decision 063): Greenhouse's board API and
 * Ashby's posting GraphQL, both served by the stand-ins in their real shapes. A question the page
 * shows only after an answer is answered or asked at review, never at Submit; a page that shows
 * nothing readable still gets the employer's own questions prepared; a definition that cannot be
 * read changes nothing.
 */
const { standins, input, run, inspectThenSubmit } = startBrowserAttempts();

const greenhouseDefinition = (variant = ''): Partial<AttemptInput> => {
  const source = formDefinitionSource({
    formKind: 'greenhouse',
    atsIds: { boardToken: 'st-davids', jobId: '4012345' },
    applyUrl: `${standins().origin}${forms.greenhouse}`,
    greenhouseApiBase: standins().origin,
  });
  if (source?.kind !== 'greenhouse') throw new Error('no Greenhouse definition source');
  return {
    formDefinition: { ...source, url: `${source.url}${variant ? `&variant=${variant}` : ''}` },
  };
};

describe('Greenhouse: the board API’s questions', () => {
  it('a question shown only after an answer is asked at review; answered there, the attempt sends it without stopping', async () => {
    const label = 'What is your nursing licence number?';
    const inspected = await run(
      input('greenhouse', 'inspect', {
        variant: 'conditional',
        ...greenhouseDefinition('conditional'),
      }),
    );
    if (inspected.outcome.kind !== 'inspected') throw new Error(JSON.stringify(inspected.outcome));
    expect(inspected.outcome.unanswered).toEqual([
      {
        key: 'question_30011',
        label,
        type: 'text',
        options: [],
        required: true,
        conditional: true,
      },
    ]);
    // `race` is published but never rendered: planned from the EEO rule (declined), marked as such.
    expect(inspected.outcome.fields.find((f) => f.key === 'race')).toMatchObject({
      value: 'Decline To Self Identify',
      sensitive: true,
      conditional: true,
    });

    const facts = nurseFacts();
    facts.answerBank.push({ key: customAnswerKey(label), question: label, answer: 'RN 812345' });
    const reviewed = await run(
      input('greenhouse', 'inspect', {
        variant: 'conditional',
        facts,
        ...greenhouseDefinition('conditional'),
      }),
    );
    if (reviewed.outcome.kind !== 'inspected') throw new Error('not inspected');
    expect(reviewed.outcome.unanswered).toEqual([]);
    expect(reviewed.outcome.fields.find((f) => f.key === 'question_30011')).toMatchObject({
      value: 'RN 812345',
      source: 'Answer bank',
      conditional: true,
    });

    const before = standins().submissions.length;
    const sent = await run(
      input('greenhouse', 'submit', {
        variant: 'conditional',
        facts,
        approved: reviewed.outcome.fields,
        ...greenhouseDefinition('conditional'),
      }),
    );
    const done = submitted(sent.outcome);
    expect(sent.marks).toEqual(['submitting']);
    expect(standins().submissions.length - before).toBe(1);
    expect(standins().submissions.at(-1)?.fields.question_30011).toBe('RN 812345');
    // The receipt lists what was filled: the conditional answer, not the never-shown race field.
    expect(done.fields.map((f) => f.key)).toContain('question_30011');
    expect(done.fields.map((f) => f.key)).not.toContain('race');
  });

  it('a sign-in wall shows no form: the employer’s own questions are prepared to copy', async () => {
    const { outcome, marks } = await run(
      input('greenhouse', 'inspect', { variant: 'login-wall', ...greenhouseDefinition() }),
    );
    expect(marks).toEqual([]);
    if (outcome.kind !== 'needs_you') throw new Error(JSON.stringify(outcome));
    expect(outcome.needsYou.reason).toBe('login_wall');
    const prepared = Object.fromEntries((outcome.prepared?.fields ?? []).map((f) => [f.key, f]));
    expect(prepared.question_30002).toMatchObject({
      label: 'Are you legally authorized to work in the United States?',
      value: 'Yes',
      source: 'Answer bank',
    });
    expect(prepared.question_30003?.value).toBe('No');
    expect(prepared.question_30002?.conditional).toBeUndefined();
    expect(outcome.prepared?.files.map((f) => f.role).sort()).toEqual(['cover_letter', 'resume']);
  });

  it('a definition that cannot be read (404, not JSON, no answer) changes nothing', async () => {
    for (const url of [
      `${standins().origin}/v1/elsewhere/4012345?questions=true`,
      `${standins().origin}${forms.greenhouse}`,
      'http://127.0.0.1:9/v1/boards/st-davids/jobs/4012345?questions=true',
    ]) {
      const before = standins().submissions.length;
      const { outcome, marks } = await inspectThenSubmit('greenhouse', '', {
        formDefinition: { kind: 'greenhouse', url },
      });
      submitted(outcome);
      expect(marks).toEqual(['submitting']);
      expect(standins().submissions.length - before).toBe(1);
    }
  });
});

describe('Ashby: the posting GraphQL', () => {
  it('every field of the page meets its published entry; nothing is left to ask; sent once', async () => {
    const formDefinition = formDefinitionSource({
      formKind: 'ashby',
      atsIds: { board: 'st-davids', jobId: '7d9e1f20-3a4b-4c5d-9e6f-708192a3b4c5' },
      applyUrl: `${standins().origin}${forms.ashby}`,
    });
    expect(formDefinition?.url).toBe(`${standins().origin}/api/non-user-graphql?op=ApiJobPosting`);
    const inspected = await run(input('ashby', 'inspect', { formDefinition }));
    if (inspected.outcome.kind !== 'inspected') throw new Error(JSON.stringify(inspected.outcome));
    expect(inspected.outcome.fields.filter((f) => f.conditional)).toEqual([]);
    const before = standins().submissions.length;
    const { outcome } = await inspectThenSubmit('ashby', '', { formDefinition });
    submitted(outcome);
    expect(standins().submissions.length - before).toBe(1);
  });
});
