import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmConfig, LlmProvider } from '../../src/core/llm/llm-config.ts';
import { replacementNote } from '../../src/core/tailoring/apply-model-lines.ts';
import { findUntracedClaims } from '../../src/core/tailoring/check-truth.ts';
import { improvePackageWithModel } from '../../src/core/tailoring/improve-package-with-model.ts';
import { rewritableLines } from '../../src/core/tailoring/model-lines.ts';
import { tailorApplicationPackage } from '../../src/core/tailoring/tailor-application-package.ts';
import { inputFor, jobOf } from '../../src/core/tailoring/testing/persona-input.ts';
import type { TailorInput } from '../../src/core/tailoring/types.ts';
import type { Database } from '../../src/db/client.ts';
import { llmUsage, users } from '../../src/db/schema/index.ts';
import type { ApplicationPackage } from '../../src/shared/schemas/tailoring.ts';
import {
  type FakeLlmServer,
  inventing,
  linesInPrompt,
  startFakeLlmServer,
} from '../helpers/fake-llm-server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * The optional model step end to end against a local provider (decision 054): the real AI SDK
 * providers, over real HTTP, into the real truth check and the real llm_usage table.
 */
let database: TestDatabase;
let db: Database;
let fake: FakeLlmServer;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  fake = await startFakeLlmServer();
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

// A posting in the words of public med/surg RN postings (Piedmont and Emory careers pages, 2026).
const job = jobOf({
  title: 'Registered Nurse - Med/Surg',
  company: 'Northside Hospital',
  descriptionText:
    'We are seeking a Registered Nurse for our 32-bed medical-surgical unit. Requirements: active Georgia RN license, BLS certification, 2+ years of acute care experience. ACLS preferred. Bachelor of Science in Nursing preferred.',
  certifications: [
    { name: 'Basic Life Support (BLS)', organization: 'American Heart Association' },
  ],
});

/** Contact strings that must never reach a model: each rare enough to search a body for. */
const contact = {
  email: 'keisha.private.7731@example.com',
  phone: '+1 404 555 0137',
  linkedIn: 'https://www.linkedin.com/in/keisha-morgan-7731',
  straySecret: 'k.morgan.home@example.net',
  strayPhone: '(404) 555-0199',
};

function nurseInput(): TailorInput {
  const input = inputFor('rn-atlanta', job);
  input.accountEmail = contact.email;
  input.profile.phone = contact.phone;
  input.profile.linkedIn = contact.linkedIn;
  // People type their contacts into descriptions; the scrub must catch them there too.
  const [first] = input.profile.workExperience;
  if (first) {
    first.description += ` References: ${contact.straySecret} or ${contact.strayPhone}.`;
  }
  return input;
}

const configFor = (provider: LlmProvider, model: string, over: Partial<LlmConfig> = {}) =>
  ({
    provider,
    model,
    baseUrl: fake.baseUrl,
    apiKey: 'test-key',
    dailyTokensPerUser: 1_000_000,
    timeoutMs: 5_000,
    maxRetries: 2,
    retryBaseMs: 50,
    ...over,
  }) satisfies LlmConfig;

async function newUser(): Promise<string> {
  const id = `llm-${randomBytes(6).toString('hex')}`;
  await db.insert(users).values({ id, name: 'Model Step', email: `${id}@x.test` });
  return id;
}

const usageOf = async (userId: string) =>
  (await db.select().from(llmUsage).where(eq(llmUsage.userId, userId)))[0];

function lineTexts(pkg: ApplicationPackage): Map<string, string> {
  return new Map(rewritableLines(pkg).map((line) => [line.id, line.text]));
}

/** Each invention a model might make, on a line the draft has (the first resume bullet). */
const inventions = {
  employer: (text: string) => `${text} Previously charge nurse at Mercy General Hospital.`,
  certification: (text: string) => `${text} Certified Critical Care Registered Nurse (CCRN).`,
  number: (text: string) => `${text} Reduced patient falls by 37% on the unit.`,
  degree: (text: string) => `${text} Holds a Master of Science in Nursing.`,
} as const;
const inventedWords = ['Mercy General', 'CCRN', '37%', 'Master of Science'];

const shapes = [
  ['openai-compatible', 'local-model'],
  ['anthropic', 'claude-sonnet-4-5'],
  ['anthropic', 'claude-3-haiku-20240307'],
] as const;

describe.each(shapes)('with %s (%s)', (provider, model) => {
  const llm = () => configFor(provider, model);

  it('keeps a faithful rephrase, says it was the model, and counts the tokens', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    const logged: object[] = [];
    const log = {
      info: (entry: object) => logged.push(entry),
      warn: (entry: object) => logged.push(entry),
    };
    const pkg = await improvePackageWithModel(db, { userId, input, draft, llm: llm(), log });
    expect(fake.requests).toHaveLength(1);
    expect(pkg.generator).toBe('model');
    // The log says what happened, in counts: no name, employer, school or line of text.
    expect(logged).toEqual([expect.objectContaining({ userId, outcome: 'improved', replaced: 0 })]);
    const logText = JSON.stringify(logged);
    for (const text of [
      input.profile.fullName,
      contact.email,
      'Piedmont',
      'Georgia State',
      ...lineTexts(draft).values(),
    ]) {
      expect(logText).not.toContain(text);
    }
    expect(pkg.replacements).toEqual(draft.replacements);
    const before = lineTexts(draft);
    const changed = [...lineTexts(pkg)].filter(([id, text]) => before.get(id) !== text);
    expect(changed.length).toBeGreaterThan(2);
    expect(findUntracedClaims(pkg, input)).toEqual([]);
    // Everything that is not a rephrasable line is the rules' own.
    expect(pkg.resume.contact).toEqual(draft.resume.contact);
    expect(pkg.coverage).toEqual(draft.coverage);
    expect(pkg.coverLetter.greeting).toEqual(draft.coverLetter.greeting);
    const usage = await usageOf(userId);
    expect(usage).toMatchObject({ calls: 1, skipped: 0 });
    expect(usage?.tokens).toBeGreaterThan(100);
  });

  it.each(Object.keys(inventions))(
    'catches an invented %s and keeps the draft line',
    async (kind) => {
      const userId = await newUser();
      const input = nurseInput();
      const draft = tailorApplicationPackage(input);
      const sent = rewritableLines(draft);
      const bullet = sent.findIndex((line) => line.id.startsWith('work-'));
      expect(bullet).toBeGreaterThanOrEqual(0);
      const invent = inventions[kind as keyof typeof inventions];
      fake.script({ kind: 'answer', write: inventing(invent, bullet) });
      const pkg = await improvePackageWithModel(db, { userId, input, draft, llm: llm() });
      const id = sent[bullet]?.id ?? '';
      expect(lineTexts(pkg).get(id)).toBe(lineTexts(draft).get(id));
      expect(pkg.replacements).toEqual([...draft.replacements, replacementNote(1)]);
      // The other lines' rephrasing survives: one invention does not cost the whole package.
      expect(pkg.generator).toBe('model');
      expect(findUntracedClaims(pkg, input)).toEqual([]);
      const stored = JSON.stringify(pkg);
      for (const word of inventedWords) expect(stored).not.toContain(word);
    },
  );

  it('catches inventions on several lines at once, and counts them', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    let sentCount = 0;
    const all = [
      inventions.employer,
      inventions.number,
      inventions.degree,
      inventions.certification,
    ];
    fake.script({
      kind: 'answer',
      write: (prompt) => {
        const lines = linesInPrompt(prompt);
        sentCount = lines.length;
        return {
          lines: lines.map((line, index) => ({
            id: line.id,
            text: all[index % all.length]?.(line.text) ?? line.text,
          })),
        };
      },
    });
    const pkg = await improvePackageWithModel(db, { userId, input, draft, llm: llm() });
    expect(sentCount).toBeGreaterThan(3);
    expect(pkg.replacements).toEqual([...draft.replacements, replacementNote(sentCount)]);
    expect(pkg.generator).toBe(draft.generator);
    expect(lineTexts(pkg)).toEqual(lineTexts(draft));
  });

  it('falls back wholly on malformed output', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    fake.script({ kind: 'malformed' });
    const pkg = await improvePackageWithModel(db, { userId, input, draft, llm: llm() });
    expect(pkg).toEqual(draft);
    // The tokens were spent all the same.
    expect((await usageOf(userId))?.tokens).toBeGreaterThan(0);
  });

  it('retries a 429 and uses the answer that follows', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    fake.script({ kind: 'status', status: 429, retryAfter: '0' });
    const pkg = await improvePackageWithModel(db, { userId, input, draft, llm: llm() });
    expect(fake.requests).toHaveLength(2);
    expect(pkg.generator).toBe('model');
  });

  it('keeps the draft when the provider keeps failing or is too slow', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    fake.script(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 503 }) as const));
    expect(await improvePackageWithModel(db, { userId, input, draft, llm: llm() })).toEqual(draft);
    expect(fake.requests).toHaveLength(3);
    fake.script({ kind: 'slow', delayMs: 5_000 });
    const slow = configFor(provider, model, { timeoutMs: 300 });
    expect(await improvePackageWithModel(db, { userId, input, draft, llm: slow })).toEqual(draft);
  });

  it('sends no e-mail, phone, LinkedIn, name or home location, in any request', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    await improvePackageWithModel(db, { userId, input, draft, llm: llm() });
    expect(fake.requests.length).toBeGreaterThan(0);
    const location = input.preferences?.location ?? '';
    expect(location).toBe('Atlanta, GA');
    const forbidden = [
      ...Object.values(contact),
      '404 555',
      '555-0199',
      input.profile.fullName,
      location,
    ];
    for (const request of fake.requests) {
      // JSON escapes nothing in these strings, so the raw body is what a provider would log.
      for (const value of forbidden) expect(request.raw).not.toContain(value);
    }
    // The facts it needs did go: the employers, the school, a skill, the posting.
    const raw = fake.requests[0]?.raw ?? '';
    for (const fact of ['Piedmont Atlanta Hospital', 'Georgia State University', 'IV therapy']) {
      expect(raw).toContain(fact);
    }
    expect(raw).toContain('32-bed medical-surgical unit');
  });
});

describe('the daily token budget', () => {
  it('skips the model once the day is spent, keeping the rules text and saying why', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    const llm = configFor('openai-compatible', 'local-model');
    const first = await improvePackageWithModel(db, { userId, input, draft, llm });
    expect(first.generator).toBe('model');
    const spent = (await usageOf(userId))?.tokens ?? 0;
    const logged: object[] = [];
    const log = {
      info: (entry: object) => logged.push(entry),
      warn: (entry: object) => logged.push(entry),
    };
    // A budget the first call fits in, the second does not.
    const tight = { ...llm, dailyTokensPerUser: spent + 100 };
    const second = await improvePackageWithModel(db, { userId, input, draft, llm: tight, log });
    expect(second).toEqual(draft);
    expect(fake.requests).toHaveLength(1);
    expect(await usageOf(userId)).toMatchObject({ tokens: spent, calls: 1, skipped: 1 });
    expect(logged).toEqual([expect.objectContaining({ userId, outcome: 'over-budget' })]);
    // The next UTC day starts afresh.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const third = await improvePackageWithModel(db, {
      userId,
      input,
      draft,
      llm: { ...llm, dailyTokensPerUser: spent + 5_000 },
      now: tomorrow,
    });
    expect(third.generator).toBe('model');
  });

  it('a budget of 0 never calls the model', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    const llm = configFor('anthropic', 'claude-sonnet-4-5', { dailyTokensPerUser: 0 });
    expect(await improvePackageWithModel(db, { userId, input, draft, llm })).toEqual(draft);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('without a model configured', () => {
  it('returns the draft as it is and calls nothing', async () => {
    const userId = await newUser();
    const input = nurseInput();
    const draft = tailorApplicationPackage(input);
    expect(await improvePackageWithModel(db, { userId, input, draft, llm: undefined })).toBe(draft);
    expect(fake.requests).toHaveLength(0);
    expect(await usageOf(userId)).toBeUndefined();
  });
});
