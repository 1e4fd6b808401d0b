import { useCallback, useEffect, useState } from 'react';
import { SECOND_MS } from '../../constants/time';

/** Seconds left before an SMS code may be asked again; `start(n)` begins at the server's `resendAfter`. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  // one interval per run of the countdown, not one per tick
  const running = left > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), SECOND_MS);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return { left, start };
}
