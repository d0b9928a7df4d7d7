import type { ReactNode } from 'react';
import type { Wordmark as WordmarkContent } from '../../../../shared/schemas/marketing.ts';

const shapes: Record<WordmarkContent['shape'], ReactNode> = {
  circle: <circle cx="10" cy="10" r="8" />,
  square: <rect x="2" y="2" width="16" height="16" rx="3" />,
  triangle: <path d="M10 2 18 17H2z" />,
  diamond: <path d="M10 1 19 10 10 19 1 10z" />,
  bars: <path d="M2 4h16v3H2zm0 5h16v3H2zm0 5h16v3H2z" />,
  ring: <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="3" />,
};

const styles: Record<WordmarkContent['style'], string> = {
  sans: 'font-semibold',
  serif: 'font-serif font-semibold italic',
  mono: 'font-mono font-semibold',
  caps: 'text-xs font-bold tracking-widest uppercase',
};

/**
 * An invented employer's name set as a logo in our own type: no third party's trademark, and
 * text rather than images, so it costs no request.
 */
export function Wordmark({ wordmark }: { wordmark: WordmarkContent }) {
  return (
    <li className="flex items-center gap-2 text-slate-600">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
        {shapes[wordmark.shape]}
      </svg>
      <span className={styles[wordmark.style]}>{wordmark.name}</span>
    </li>
  );
}
