import { useEffect, type RefObject } from 'react';

export interface PreservedScroll {
  read: () => number;
  save: (offset: number) => void;
  /** the console is shown (shell:visibility); a change to true restores the offset */
  visible: boolean;
}

/**
 * Keeps a scroll box's offset across its DOM being detached and re-attached: wujie's alive mode
 * moves the console out of the page when the user switches sub-apps, and a re-attached element
 * comes back scrolled to the top. The offset lives outside the component (in the store), so it
 * also survives the screen being unmounted by a route change.
 */
export function usePreservedScroll(ref: RefObject<HTMLElement | null>, { read, save, visible }: PreservedScroll): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const restore = () => {
      const target = read();
      if (element.clientHeight > 0 && Math.abs(element.scrollTop - target) > 1) element.scrollTop = target;
    };
    // a detached box reports 0 and must not overwrite the saved offset
    const onScroll = () => {
      if (element.isConnected && element.clientHeight > 0) save(element.scrollTop);
    };
    restore();
    element.addEventListener('scroll', onScroll, { passive: true });
    // ResizeObserver reports removal (0×0) and re-insertion of the element
    let wasHidden = element.clientHeight === 0;
    const observer = new ResizeObserver(() => {
      const hidden = element.clientHeight === 0;
      if (wasHidden && !hidden) restore();
      wasHidden = hidden;
    });
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [ref, read, save]);

  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) return;
    const target = read();
    if (element.clientHeight > 0 && Math.abs(element.scrollTop - target) > 1) element.scrollTop = target;
  }, [ref, read, visible]);
}
