import { useEffect } from 'react';
import { INFINITE_SCROLL_DELAY_MS } from '@shared/constants/limits';

/**
 * Loads the next page once the end of the list has been in view for the spec's delay (200 ms,
 * product-spec §9): scrolling past quickly does not fire, and a page too short to fill the view
 * keeps loading until it is filled or the list ends.
 */
export function useInfiniteScroll(endInView: boolean, canLoad: boolean, loadMore: () => void): void {
  useEffect(() => {
    if (!endInView || !canLoad) return undefined;
    const timer = setTimeout(loadMore, INFINITE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [endInView, canLoad, loadMore]);
}
