import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { generateStructured } from '../llm/generate-structured.ts';
import { getTokensSpentToday } from '../llm/get-tokens-spent-today.ts';
import type { LlmConfig } from '../llm/llm-config.ts';
import { recordModelUse } from '../llm/record-model-use.ts';
import { applyModelLines } from './apply-model-lines.ts';
import {
  buildModelPrompt,
  carriesPrivate,
  MODEL_SYSTEM_PROMPT,
  privateStrings,
} from './build-model-prompt.ts';
import { removeUntracedClaims } from './check-truth.ts';
import { modelRewriteSchema, rewritableLines } from './model-lines.ts';
import type { TailorInput } from './types.ts';

export interface ImprovePackageInput {
  userId: string;
  input: TailorInput;
  /** The rules' package (tailorApplicationPackage), already truth-checked. */
  draft: ApplicationPackage;
  /** `config.llm`: undefined when no model is configured, and then nothing calls one. */
  llm: LlmConfig | undefined;
  /** Gets the outcome of each call (counts and reasons only, never text). */
  log?: Pick<Logger, 'info' | 'warn'>;
  now?: Date;
}

/** Why the package kept (or did not keep) the model's text; logged with every call. */
export type ModelOutcome =
  | 'not-configured'
  | 'nothing-to-rewrite'
  | 'over-budget'
  | 'malformed'
  | 'timeout'
  | 'unavailable'
  | 'all-replaced'
  | 'improved';

/** Tokens per character of the lines, generously: Greek or Vietnamese cost more than English. */
const outputTokensFor = (chars: number) => Math.min(8_192, Math.ceil(chars / 2) + 256);

/**
 * The optional model step (decision 054): a configured model rephrases the rules' lines from the
 * facts it is sent (never the e-mail, phone, address or EEO answers), and the truth check keeps
 * only the lines it can trace. Any failure (budget spent, malformed answer, timeout, provider
 * down) returns the draft unchanged: the model can only make a package read better, never fail it.
 */
export async function improvePackageWithModel(
  db: Database,
  request: ImprovePackageInput,
): Promise<ApplicationPackage> {
  const { userId, input, draft, llm, log } = request;
  const now = request.now ?? new Date();
  const done = (outcome: ModelOutcome, pkg: ApplicationPackage, extra: object = {}) => {
    if (outcome !== 'not-configured') {
      const level = outcome === 'improved' || outcome === 'nothing-to-rewrite' ? 'info' : 'warn';
      log?.[level]({ userId, outcome, ...extra }, 'language model step');
    }
    return pkg;
  };
  if (!llm) return done('not-configured', draft);
  const secrets = privateStrings(input);
  const lines = rewritableLines(draft).filter((line) => !carriesPrivate(line.text, secrets));
  if (lines.length === 0) return done('nothing-to-rewrite', draft);

  const prompt = buildModelPrompt(input, lines);
  const inputTokens = Math.ceil((MODEL_SYSTEM_PROMPT.length + prompt.length) / 4);
  const maxOutputTokens = outputTokensFor(lines.reduce((sum, line) => sum + line.text.length, 0));
  const spent = await getTokensSpentToday(db, userId, now);
  if (spent + inputTokens + maxOutputTokens > llm.dailyTokensPerUser) {
    await recordModelUse(db, { userId, now, tokens: 0, skipped: true });
    return done('over-budget', draft, { spent, budget: llm.dailyTokensPerUser });
  }

  const result = await generateStructured(llm, {
    system: MODEL_SYSTEM_PROMPT,
    prompt,
    schema: modelRewriteSchema,
    maxOutputTokens,
  });
  await recordModelUse(db, { userId, now, tokens: result.tokens });
  if (!result.ok) {
    return done(result.reason, draft, { tokens: result.tokens, status: result.status });
  }
  const applied = applyModelLines(draft, input, lines, result.output);
  // Defence in depth: the lines kept passed the check one by one; the package must pass whole.
  const pkg = removeUntracedClaims(applied.pkg, input);
  const outcome = applied.kept > 0 ? 'improved' : 'all-replaced';
  return done(outcome, pkg, {
    tokens: result.tokens,
    kept: applied.kept,
    replaced: applied.replaced,
  });
}
