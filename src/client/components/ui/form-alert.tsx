import type { ReactNode } from 'react';

/**
 * The message a form shows after a failed submit. The live region stays in the page while
 * empty, so screen readers announce the text when it appears.
 */
export function FormAlert({ children }: { children?: ReactNode }) {
  return (
    <div role="alert">
      {children ? (
        <div className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {children}
        </div>
      ) : null}
    </div>
  );
}
