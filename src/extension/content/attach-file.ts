import type { PlanResponse } from '../../shared/schemas/extension.ts';
import { controlOf } from './page-form.ts';

type FileValue = Extract<PlanResponse['answers'][number]['value'], { kind: 'file' }>;

/**
 * Sets a tailored file on the form's file input the only way a page script allows: a
 * DataTransfer's file list, then the input and change events the page's uploader listens for.
 */
export function attachFile(key: string, value: FileValue): boolean {
  const input = controlOf(key);
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return false;
  const bytes = Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0));
  const transfer = new DataTransfer();
  transfer.items.add(new File([bytes], value.fileName, { type: value.contentType }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input.files?.length === 1;
}
