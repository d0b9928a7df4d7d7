import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Spec §4/§9: the status page's countdown starts at 5 seconds. */
export const REDIRECT_COUNTDOWN_SECONDS = 5;

/**
 * Counts whole seconds down from `from` and goes to `to` (replacing this page in history) when
 * it reaches 0, so the text on screen always tells the truth about when the page leaves.
 */
export function useCountdownRedirect(to: string, from = REDIRECT_COUNTDOWN_SECONDS) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) navigate(to, { replace: true });
  }, [left, navigate, to]);
  return left;
}

export const redirectNotice = (seconds: number) =>
  `You will be redirected in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
