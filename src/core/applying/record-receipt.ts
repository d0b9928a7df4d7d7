import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { applicationArtifacts, applicationReceipts } from '../../db/schema/index.ts';
import type { ReceiptChannel, SentField, SentFile } from '../../shared/schemas/applications.ts';
import { seal } from '../sensitive/aes-gcm.ts';
import type { MasterKeyring } from '../sensitive/master-keyring.ts';
import { getOrCreateDataKey } from '../sensitive/user-data-key.ts';
import type { DocumentFile, Screenshots } from './types.ts';

/** One artifact larger than this is not kept (its hash still is, in the receipt's file list). */
export const MAX_ARTIFACT_BYTES = 3 * 1024 * 1024;
export const MASK = '••••';
export const receiptAad = (userId: string, applicationId: string, keyId: string) =>
  `application-receipt:${userId}:${applicationId}:${keyId}`;

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** What the receipt shows of each file sent: name, type, size and SHA-256. */
export const describeFiles = (files: readonly DocumentFile[]): SentFile[] =>
  files.map((file) => ({
    role: file.role,
    fileName: file.fileName,
    contentType: file.contentType,
    bytes: file.content.length,
    sha256: sha256(file.content),
  }));

/**
 * The proof of one submitted application (decision 057): every field with sensitive values
 * masked (the real ones sealed under the user's data key), the files sent and the screenshots,
 * each artifact within the size cap.
 */
export async function recordReceipt(
  db: Executor,
  keyring: MasterKeyring,
  input: {
    userId: string;
    applicationId: string;
    url: string;
    channel: ReceiptChannel;
    /** The extension may send JPEG captures; the browser channel's are PNG. */
    screenshotType?: 'image/png' | 'image/jpeg';
    fields: SentField[];
    /** The files as sent (name, size, hash). */
    sentFiles: SentFile[];
    /** Their content, kept as artifacts when it matches a sent file's hash. */
    documents: DocumentFile[];
    screenshots: Screenshots;
    confirmationText: string | null;
    submittedAt: Date;
  },
): Promise<void> {
  const sensitive = input.fields.filter((field) => field.sensitive);
  let sealed: {
    sensitiveKeyId: string;
    sensitiveCiphertext: string;
    sensitiveIv: string;
    sensitiveTag: string;
  } | null = null;
  if (sensitive.length > 0) {
    const dataKey = await getOrCreateDataKey(db, keyring, input.userId);
    const box = seal(
      dataKey.key,
      Buffer.from(JSON.stringify(sensitive), 'utf8'),
      receiptAad(input.userId, input.applicationId, dataKey.keyId),
    );
    sealed = {
      sensitiveKeyId: dataKey.keyId,
      sensitiveCiphertext: box.ciphertext,
      sensitiveIv: box.iv,
      sensitiveTag: box.tag,
    };
  }
  await db
    .insert(applicationReceipts)
    .values({
      applicationId: input.applicationId,
      userId: input.userId,
      url: input.url,
      channel: input.channel,
      fields: input.fields.map((field) => (field.sensitive ? { ...field, value: MASK } : field)),
      files: input.sentFiles,
      confirmationText: input.confirmationText?.slice(0, 20_000) ?? null,
      submittedAt: input.submittedAt,
      ...sealed,
    })
    .onConflictDoNothing();
  const contentType = input.screenshotType ?? 'image/png';
  const extension = contentType === 'image/png' ? 'png' : 'jpg';
  const artifacts = [
    ...(['form', 'confirmation'] as const).flatMap((shot) => {
      const content = input.screenshots[shot];
      return content ? [{ name: `${shot}.${extension}`, contentType, content }] : [];
    }),
    ...input.documents
      .filter((file) => input.sentFiles.some((sent) => sent.sha256 === sha256(file.content)))
      .map((file) => ({
        name: file.role === 'resume' ? 'resume.pdf' : 'cover-letter.pdf',
        contentType: file.contentType,
        content: file.content,
      })),
  ].filter((artifact) => artifact.content.length <= MAX_ARTIFACT_BYTES);
  if (artifacts.length === 0) return;
  await db
    .insert(applicationArtifacts)
    .values(
      artifacts.map((artifact) => ({
        applicationId: input.applicationId,
        userId: input.userId,
        ...artifact,
        sha256: sha256(artifact.content),
      })),
    )
    .onConflictDoNothing();
}
