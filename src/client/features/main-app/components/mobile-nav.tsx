import { type KeyboardEvent, useRef, useState } from 'react';
import { BrandLink } from '../../../components/layouts/brand-link.tsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/**
 * The sidebar as a slide-over below 768px. A modal <dialog> does the hard parts: the page
 * behind is inert, Escape closes it, and focus returns to the button that opened it.
 */
export function MobileNav() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className={`${iconButtonClasses} md:hidden`}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={show}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {/* A click on the backdrop lands on the dialog itself, outside its content. */}
      <dialog
        id="mobile-menu"
        ref={dialog}
        aria-label="Menu"
        onClose={() => setOpen(false)}
        onKeyDown={keepTabInside}
        onClick={(event) => event.target === dialog.current && close()}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl transition-transform duration-200 backdrop:bg-slate-900/50 motion-safe:starting:open:-translate-x-full"
      >
        <div className="flex h-full flex-col gap-6 p-4">
          <div className="flex items-center justify-between">
            <BrandLink />
            <button
              type="button"
              className={iconButtonClasses}
              aria-label="Close menu"
              onClick={close}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <SidebarNav onNavigate={close} />
        </div>
      </dialog>
    </>
  );
}

/**
 * Tab from the last control goes back to the first (and Shift+Tab the other way): a modal
 * dialog alone would let focus escape to the browser's toolbar.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:enabled');
  const first = controls[0];
  const last = controls[controls.length - 1];
  const leaving = event.shiftKey ? first : last;
  if (!first || !last || document.activeElement !== leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
