import { useEffect, useRef } from 'react';

/**
 * The page's heading takes the focus when the page opens, so a screen reader starts at the new
 * page after a button (Apply, a list item) moved there. Put the ref on an element around the
 * page.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const around = useRef<T>(null);
  useEffect(() => {
    const heading = around.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.classList.add('focus:outline-none');
    heading.focus();
  }, []);
  return around;
}
