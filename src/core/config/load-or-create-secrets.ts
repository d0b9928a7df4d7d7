import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({ authSecret: z.string().min(32) });
export type GeneratedSecrets = z.infer<typeof secretsFileSchema>;

/**
 * The embedded default needs no keys: secrets that the environment does not give are generated
 * once and kept in DATA_DIR (mode 0600), so sessions survive a restart.
 */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return secretsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = { authSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
}

/**
 * The embedded default's master key for sensitive data (decision 010), generated once into
 * DATA_DIR/data-encryption-key (mode 0600) when DATA_ENCRYPTION_KEY is not set. It is a file of
 * its own so that backing up the database alone does not carry the key that opens it.
 */
export function loadOrCreateDataEncryptionKey(dataDir: string): string {
  const file = join(dataDir, 'data-encryption-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return key;
}
