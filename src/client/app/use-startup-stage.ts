import { useEffect, useState } from 'react';
import { STARTUP_PATH, startupStatusSchema } from '../../shared/schemas/startup.ts';

/**
 * While `waiting`, asks the server each second what it is doing. Requests made during the
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
        const response = await fetch(STARTUP_PATH, { cache: 'no-store' });
        const parsed = startupStatusSchema.safeParse(await response.json());
        const answer = parsed.success ? parsed.data : null;
        if (!stopped) setStage(answer?.status === 'starting' ? answer.stage : null);
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
