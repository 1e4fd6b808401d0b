// antd's own style engine (a dependency of antd, hoisted): antd exports no way to keep its styles
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style cache with every entry held once more than its users: antd counts the mounted
 * components of each kind and, when the last one leaves, deletes its cached style and removes its
 * CSS variables from the document; the next page that mounts one generates the style again and
 * inserts the variables again, and each insertion or removal restyles the whole page. Switching
 * screens (the vehicle list's inputs, selects and tags leaving for the alarm centre, then coming
 * back) paid that in the frame the user waits for. Held, an entry is generated and inserted once
 * per app; a theme switch adds the new theme's entries beside the old ones (a few kilobytes).
 */
export function keptStyleCache(cache: StyleCache = createCache()): StyleCache {
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous);
      // a new entry starts one user up: its count never drops to zero, so it is never removed
      return !previous && next !== null ? [next[0] + 1, next[1]] : next;
    });
  return cache;
}

const keptCache = keptStyleCache();

/** Around a sub-app's screens: antd's styles, once inserted, stay for the app's life. */
export function KeptStyles({ children }: { children: ReactNode }) {
  return <StyleProvider cache={keptCache}>{children}</StyleProvider>;
}
