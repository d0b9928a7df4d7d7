/** The small controls beside each line, entry and section of the editor. */
export const smallButton =
  'inline-flex items-center rounded px-2 py-1 text-xs font-medium text-slate-700 ring-1 ' +
  'ring-slate-300 ring-inset hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export const textAreaClasses =
  'block w-full resize-y rounded-md bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'ring-1 ring-slate-300 ring-inset field-sizing-content focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-indigo-600 sm:text-sm';

/**
 * Keeps the keyboard on a move button after the list reorders: React may re-insert the moved
 * element, which takes focus away. At either end the other direction's button takes it.
 */
export function refocusMove(upId: string, downId: string, by: -1 | 1) {
  requestAnimationFrame(() => {
    const wanted = document.getElementById(by < 0 ? upId : downId) as HTMLButtonElement | null;
    const other = document.getElementById(by < 0 ? downId : upId) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });
}
