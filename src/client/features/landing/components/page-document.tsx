import type { ReactNode } from 'react';

// The same mark as index.html, inline: a favicon request would compete with the page itself.
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234f46e5'/%3E%3Cpath d='M10 8v16M22 8v16M10 16h12' stroke='white' stroke-width='3' stroke-linecap='round'/%3E%3C/svg%3E";

export type PageScript = { code: string } | { src: string };

interface PageDocumentProps {
  title: string;
  description: string;
  /** The page's whole stylesheet, inlined: no request stands between the HTML and first paint. */
  css: string;
  /**
   * A module script (deferred), or none: the page must read and work without it. Inline in
   * production (no request to wait for; the server allows it by hash), a file in development.
   */
  script?: PageScript;
  children: ReactNode;
}

/** The <html> of a prerendered page. */
export function PageDocument({ title, description, css, script, children }: PageDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#4f46e5" />
        <link rel="icon" href={favicon} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled Tailwind CSS */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className="bg-white text-slate-900 antialiased">
        {children}
        {script && 'src' in script && <script type="module" src={script.src} />}
        {script && 'code' in script && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled plan-buttons.ts
          <script type="module" dangerouslySetInnerHTML={{ __html: script.code }} />
        )}
      </body>
    </html>
  );
}
