import { controlOf } from './page-form.ts';
import { LEFT_OUTLINE } from './panel-style.ts';

const MARK = 'data-hireloop-left';

/**
 * Outlines what the person still has to answer. A hidden control (a file input behind an
 * "Attach" button, a React-Select's input) is outlined through its visible container.
 */
export function highlightLeft(keys: string[]) {
  for (const old of Array.from(document.querySelectorAll(`[${MARK}]`))) {
    (old as HTMLElement).style.outline = old.getAttribute(MARK) ?? '';
    old.removeAttribute(MARK);
  }
  for (const key of keys) {
    const control = controlOf(key);
    if (!control) continue;
    const target = visibleBox(control);
    target.setAttribute(MARK, target.style.outline);
    target.style.outline = LEFT_OUTLINE;
  }
}

function visibleBox(control: HTMLElement): HTMLElement {
  let el: HTMLElement | null = control;
  while (el && el.getClientRects().length === 0) el = el.parentElement;
  return (el?.closest('.field, .select, fieldset, li') as HTMLElement | null) ?? el ?? control;
}
