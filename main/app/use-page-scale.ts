import { useSyncExternalStore } from 'react';
import { computePageScale } from './page-scale';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const readScale = () => computePageScale(window.innerWidth, window.innerHeight);

/** The current page scale, following window resizes. */
export function usePageScale(): number {
  return useSyncExternalStore(subscribe, readScale, () => 1);
}
