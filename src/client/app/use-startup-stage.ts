import { useEffect, useState } from 'react';
import { z } from 'zod';

// What the server's early listener says while the app boots (src/server/early-listener.ts).
const startingSchema = z.object({ status: z.literal('starting'), stage: z.string().min(1) });

/**
 * While `waiting`, asks /readyz each second what the server is doing. Requests made during the
 * boot wait for the app instead of failing, so the page would otherwise just spin: on a first
 * start that can be half a minute. Null when the server is not booting (or not reachable).
 */
export function useStartupStage(waiting: boolean): string | null {
  const [stage, setStage] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const ask = async () => {
      try {
        const response = await fetch('/readyz', { cache: 'no-store' });
        const parsed = startingSchema.safeParse(await response.json());
        if (!stopped) setStage(parsed.success ? parsed.data.stage : null);
      } catch {
        if (!stopped) setStage(null);
      }
    };
    const timer = setInterval(ask, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting]);
  return waiting ? stage : null;
}
