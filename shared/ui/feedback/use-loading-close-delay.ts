import { useEffect, useState } from 'react';
import { LOADING_CLOSE_DELAY_MS } from '../../constants/limits';

/**
 * A loading indicator that closes 400 ms after the work ends (product-spec §9), so a quick answer
 * does not flash the indicator away and the final content in. It opens at once.
 */
export function useLoadingCloseDelay(loading: boolean, delayMs: number = LOADING_CLOSE_DELAY_MS): boolean {
  const [previous, setPrevious] = useState(loading);
  const [lingering, setLingering] = useState(false);
  // the end of a load is seen during render (React's "adjust state on prop change"), not in an effect
  if (previous !== loading) {
    setPrevious(loading);
    setLingering(!loading);
  }

  useEffect(() => {
    if (!lingering) return undefined;
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [lingering, delayMs]);

  return loading || lingering;
}
