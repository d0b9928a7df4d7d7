import type { FormFieldReading } from '../messages.ts';
import { controlOf } from './page-form.ts';

/**
 * What a control holds right now, as text, read synchronously (it runs inside the Submit click,
 * before the page acts on it). Empty means unanswered.
 */
export function currentValue(field: FormFieldReading): string {
  const el = controlOf(field.key);
  if (!el) return '';
  if (field.type === 'file') {
    const files = (el as HTMLInputElement).files;
    return files ? Array.from(files, (file) => file.name).join(', ') : '';
  }
  if (field.type === 'radio' || (field.type === 'checkbox' && field.options.length > 0)) {
    const name = el.getAttribute('name');
    if (!name) return '';
    const group = Array.from(
      (el.getRootNode() as ParentNode).querySelectorAll(`input[name="${CSS.escape(name)}"]`),
    ) as HTMLInputElement[];
    return group
      .map((input, index) => (input.checked ? (field.options[index] ?? input.value) : ''))
      .filter(Boolean)
      .join(', ');
  }
  if (field.type === 'checkbox') return (el as HTMLInputElement).checked ? 'Yes' : '';
  if (field.type === 'yesno') {
    if ((el as HTMLInputElement).checked) return 'Yes';
    const box = el.closest('div, fieldset')?.parentElement;
    const pressed = box?.querySelector('button[aria-pressed="true"], button[class*="active" i]');
    return pressed?.textContent?.trim() ?? '';
  }
  if (field.type === 'select') {
    const select = el as HTMLSelectElement;
    return select.value === '' ? '' : (select.selectedOptions[0]?.text.trim() ?? '');
  }
  if (field.type === 'combobox') {
    // React-Select shows the choice beside the input and keeps it in a hidden input.
    const container = el.closest('[data-combobox], .select') ?? el.parentElement;
    const shown = container?.querySelector(
      '[class*="single-value"], [class*="singleValue"], [data-value-label]',
    );
    const hidden = container?.querySelector(
      'input[aria-hidden="true"], input[type="hidden"]',
    ) as HTMLInputElement | null;
    return (shown?.textContent?.trim() || hidden?.value.trim() || '').trim();
  }
  return (el as HTMLInputElement).value.trim();
}
