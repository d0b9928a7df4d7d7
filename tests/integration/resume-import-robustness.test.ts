import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error.ts';
import { readResumeFile } from '../../src/core/resume-import/read-resume-file.ts';
import { resumeImportResponseSchema } from '../../src/shared/schemas/resume-import.ts';
import { type ResumeFile, renderAllResumes } from '../helpers/resume-fixtures/index.ts';

let files: ResumeFile[];
beforeAll(async () => {
  files = await renderAllResumes();
});

/** Either a well-formed draft or an AppError (a 4xx with a message), never anything else. */
async function expectDraftOrAppError(bytes: Uint8Array) {
  try {
    const result = await readResumeFile({ bytes });
    expect(resumeImportResponseSchema.safeParse(result).success).toBe(true);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).httpStatus).toBeLessThan(500);
  }
}

describe('resume import on damaged files', () => {
  it('answers a draft or a clear refusal for truncated and corrupted resumes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })),
          {
            maxLength: 20,
          },
        ),
        async (pick, cut, flips) => {
          const file = files[pick % files.length];
          if (!file) return;
          const bytes = file.bytes.slice(0, Math.max(1, Math.floor(file.bytes.length * cut)));
          for (const [where, value] of flips) bytes[Math.floor(where * (bytes.length - 1))] = value;
          await expectDraftOrAppError(bytes);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers a draft or a clear refusal for arbitrary bytes and JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        await expectDraftOrAppError(bytes);
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(fc.json(), async (json) => {
        await expectDraftOrAppError(new TextEncoder().encode(json));
      }),
      { numRuns: 100 },
    );
  });
});
