import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The title and body of one main-app page. With `focusOnArrival` the heading takes the focus
 * when the page opens, so a screen reader starts at the new page after a button moved there.
 */
export function AppPage({
  title,
  focusOnArrival = false,
  children,
}: {
  title: string;
  focusOnArrival?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnArrival) heading.current?.focus();
  }, [focusOnArrival]);
  return (
    <div className="mx-auto max-w-4xl">
      <title>{`${title} · Hireloop`}</title>
      <h1
        ref={heading}
        tabIndex={focusOnArrival ? -1 : undefined}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
