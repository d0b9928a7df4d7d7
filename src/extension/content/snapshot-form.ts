import type { ExtensionReceiptBody } from '../../shared/schemas/extension.ts';
import type { FormFieldReading, TabState } from '../messages.ts';
import { controlOf } from './page-form.ts';
import { currentValue } from './read-values.ts';

/**
 * The form as the person sends it: every answered field with its value, and the files on its
 * file inputs with their SHA-256 (what the employer received, byte for byte).
 */
export function snapshotFields(
  fields: FormFieldReading[],
  filledKeys: string[],
): ExtensionReceiptBody['fields'] {
  return fields
    .filter((field) => field.type !== 'file')
    .map((field) => ({
      key: field.key,
      label: field.label || field.key,
      value: currentValue(field).slice(0, 20_000),
      sensitive: field.eeo,
      source: filledKeys.includes(field.key) ? 'Filled by the extension' : 'Typed by you',
    }))
    .filter((field) => field.value !== '')
    .slice(0, 300);
}

export async function snapshotFiles(
  fields: FormFieldReading[],
  planned: TabState['plannedFiles'],
): Promise<ExtensionReceiptBody['files']> {
  const files: ExtensionReceiptBody['files'] = [];
  for (const field of fields.filter((f) => f.type === 'file')) {
    const input = controlOf(field.key) as HTMLInputElement | null;
    for (const file of Array.from(input?.files ?? [])) {
      const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
      const role =
        planned.find((p) => p.fileName === file.name)?.role ??
        (/cover/i.test(`${field.key} ${field.label}`) ? 'cover_letter' : 'resume');
      files.push({
        role,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        bytes: file.size,
        sha256: Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join(''),
      });
    }
  }
  return files.slice(0, 10);
}

type Sent = TabState['earlierSteps'];

/** Earlier steps' answers under the current step's: a key answered again counts as now. */
export function withEarlierSteps(earlier: Sent, now: Sent): Sent {
  const keys = new Set(now.fields.map((field) => field.key));
  const hashes = new Set(now.files.map((file) => file.sha256));
  return {
    fields: [...earlier.fields.filter((field) => !keys.has(field.key)), ...now.fields].slice(
      0,
      300,
    ),
    files: [...earlier.files.filter((file) => !hashes.has(file.sha256)), ...now.files].slice(0, 10),
  };
}
