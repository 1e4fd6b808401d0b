import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualizer's size observer, except that a 0×0 size keeps the last real one (or `fallback`
 * before any). Two cases report 0×0: wujie detaching the hidden console's DOM (the rows must still
 * be there when it comes back) and jsdom, which has no layout (tests still see rows).
 */
export function observeRectKeepingLast(fallback: Rect) {
  return <TScroll extends Element, TItem extends Element>(instance: Virtualizer<TScroll, TItem>, onRect: (rect: Rect) => void) => {
    let last = fallback;
    return observeElementRect(instance, (rect) => {
      if (rect.width > 0 && rect.height > 0) last = rect;
      onRect(last);
    });
  };
}
