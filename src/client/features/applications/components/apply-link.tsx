import { safeHttpUrl } from '../../../../shared/safe-http-url.ts';

/** The employer's application page, in a new tab; only an http(s) address becomes a link. */
export function ApplyLink({
  url,
  label = "Open the employer's application page",
}: {
  url: string;
  label?: string;
}) {
  const href = safeHttpUrl(url);
  if (!href) return <p className="text-sm break-all text-slate-700">{url}</p>;
  return (
    <p className="text-sm">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-indigo-600 underline underline-offset-2"
      >
        {label}
        <span className="sr-only"> (opens a new tab)</span>
      </a>
      <span className="mt-1 block text-xs break-all text-slate-600">{href}</span>
    </p>
  );
}
