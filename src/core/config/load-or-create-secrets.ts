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
