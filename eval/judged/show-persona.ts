// One or more TUNING personas through the product, each list beside the judge's verdicts, to see
// why a list is what it is (decision 039). Refuses held-out personas: nobody tunes on those.
// `node eval/judged/show-persona.ts <persona id>… [--corpus <size>]`
import { chooseAnswers } from './choose-answers.ts';
import type { JobFacts } from './job-facts.ts';
import { judgeMatch } from './judge-match.ts';
import { loadPersonas } from './load-personas.ts';
import { runPersonas, type ShownMatch } from './run-personas.ts';

const args = process.argv.slice(2);
const corpusAt = args.indexOf('--corpus');
const corpusSize = corpusAt >= 0 ? Number(args[corpusAt + 1]) : undefined;
const ids = args.filter(
  (arg, at) => !arg.startsWith('--') && (corpusAt < 0 || at !== corpusAt + 1),
);
const all = loadPersonas();
const personas = ids.map((id) => {
  const persona = all.find((candidate) => candidate.id === id);
  if (!persona) throw new Error(`no persona ${id}`);
  if (persona.heldOut) throw new Error(`${id} is held out: not for tuning`);
  return persona;
});

const result = await runPersonas({
  personas,
  ...(corpusSize ? { corpusSize } : {}),
  answer: chooseAnswers,
});

const jobLine = (job: JobFacts | undefined) =>
  job
    ? `${job.title} · ${job.company} · ${job.locationText} · ${job.occupationSoc ?? 'no code'} · ` +
      `${job.workplace} · ${job.employmentType ?? 'type?'} · ` +
      `$${job.salaryAnnualUsdMin ?? '?'}–${job.salaryAnnualUsdMax ?? '?'}`
    : '(not in the catalogue)';

for (const run of result.runs) {
  const judge = (id: string) => {
    const job = result.jobs.get(id);
    return job ? judgeMatch(run.persona, job, result.now) : null;
  };
  const print = (label: string, list: ShownMatch[]) => {
    console.info(`  ${label} (${list.length} shown):`);
    for (const [at, match] of list.slice(0, 10).entries()) {
      const judgment = judge(match.jobId);
      const failed = judgment
        ? Object.entries(judgment.checks)
            .filter(([, check]) => check !== 'fits')
            .map(([name, check]) => `${name} ${check}`)
            .join(', ')
        : '';
      console.info(
        `   ${at + 1}. [${judgment?.verdict ?? '?'}${failed ? `: ${failed}` : ''}` +
          `${judgment?.miles != null ? `, ${Math.round(judgment.miles)} mi` : ''}] ` +
          `${jobLine(result.jobs.get(match.jobId))}\n      reason: ${match.reason}`,
      );
    }
  };
  console.info(`\n${run.persona.id} (${run.persona.occupation})`);
  print('first list', run.before);
  console.info(
    `  answers: ${run.answers.map((a) => `${a.kind}${a.kind === 'dislike' ? ` (${a.reason})` : ''} ${result.jobs.get(a.jobId)?.title}`).join('; ')}`,
  );
  // As the score reads it: the answered jobs left out.
  const answered = new Set(run.answers.map((answer) => answer.jobId));
  print(
    'after the answers, answered jobs left out',
    run.after.filter((m) => !answered.has(m.jobId)),
  );
  const shown = new Set(run.before.map((match) => match.jobId));
  const missed = [...result.jobs.values()].filter(
    (job) => !shown.has(job.id) && judgeMatch(run.persona, job, result.now).verdict === 'relevant',
  );
  console.info(`  relevant jobs of the catalogue not in the first list (${missed.length}):`);
  for (const job of missed.slice(0, 15)) console.info(`   - ${jobLine(job)}`);
}
