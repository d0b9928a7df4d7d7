import { useEffect, useRef } from 'react';

function focusHeading(around: HTMLElement | null, selector: string) {
  const heading = around?.querySelector<HTMLElement>(selector);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.classList.add('focus:outline-none');
  heading.focus();
}

/**
 * The page's heading takes the focus when the page opens, so a screen reader starts at the new
 * page after a button (Apply, a list item) moved there. Put the ref on an element around the
 * page.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const around = useRef<T>(null);
  useEffect(() => focusHeading(around.current, 'h1'), []);
  return around;
}

/**
 * When `view` changes after the first draw (an action or the live state moved the page on), the
 * new view's first heading takes the focus when the control that had it went with the old view.
 */
export function useFocusOnChange<T extends HTMLElement>(view: string | null) {
  const around = useRef<T>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (view === shown.current) return;
    const first = shown.current === null;
    shown.current = view;
    // Only focus that was lost with the old view moves; focus the user put elsewhere stays.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!first && lost) focusHeading(around.current, 'h2');
  }, [view]);
  return around;
}
