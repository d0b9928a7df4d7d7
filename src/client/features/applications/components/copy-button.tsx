import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

const SHOWN_MS = 2500;
type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value to the clipboard and says so beside the button ("Copied"), for a moment. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        Copy<span className="sr-only"> {what}</span>
      </Button>
      <span role="status" className="text-xs font-medium text-green-800">
        {state === 'copied' ? 'Copied' : null}
        {state === 'failed' ? (
          <span className="text-red-700">Could not copy: select the text and copy it</span>
        ) : null}
      </span>
    </span>
  );
}
