import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Whole seconds left of a countdown that starts at `from` when the component mounts. */
export function useCountdown(from: number) {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return left;
}

/** Goes to `to` (replacing this page in history) `ms` after the component mounts. */
export function useRedirectAfter(to: string, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
}

export const redirectNotice = (seconds: number) =>
  `You will be redirected in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
