import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The focused element belongs to an open list (a combobox or menu button with its popup expanded). */
function isInOpenPopup(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[aria-expanded="true"]') !== null;
}

/** Neither the element nor an ancestor is hidden (a closed dialog kept in the page is `display: none`). */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.ownerDocument.defaultView?.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** The element is inside the last shown modal dialog of its document: the one on top. */
function isInTopDialog(element: Element): boolean {
  const shown = [...element.ownerDocument.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(isShown);
  return shown.at(-1)?.contains(element) ?? false;
}

/**
 * Escape from anywhere inside a dialog closes it, unless it was meant for an open list inside.
 *
 * Why not antd's own Escape alone: antd's popups share one global Escape stack
 * (@rc-component/portal) where only the top entry acts, and @rc-component/trigger keeps a closed
 * list registered on top until its leave motion ends (200 ms, far longer while the page is busy):
 * an Escape in that time went to the closed list and the dialog stayed open (the alarms bench and
 * tests/e2e/escape-closes-dialogs.spec.ts in the shell). The key's own target says what it was
 * meant for: whether the list was open is read in the capture phase, before the list's own handler
 * closes it. antd's handler stays (focus on the mask still closes); `close` runs once either way.
 *
 * Focus on no element (the page's body, or antd's dialog panel around the wrapper) also closes the
 * dialog when it is the one on top. The button pressed for a step leaves with that step and the focus
 * reaches the next step's button a frame later: an Escape right as the step showed went to the body,
 * past the wrapper, while antd's stack still had the leaving command list on top (CI, the same spec).
 */
export function useDialogEscape(onClose: () => void): { close: () => void; render: (dialog: ReactNode) => ReactNode } {
  const closed = useRef(false);
  const forOpenPopup = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  }, [onClose]);

  // the wrapper is read at the key, not here: antd's portal may mount the panel after this effect
  useEffect(() => {
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const element = wrapper.current;
      if (event.key !== 'Escape' || event.isComposing || !element) return;
      // a key goes to the focused element, or to the body when no element has the focus: an ancestor
      // of the wrapper (the body, antd's dialog panel) means the key was meant for no control inside
      if (!(event.target instanceof Node) || !event.target.contains(element)) return;
      if (isInTopDialog(element)) close();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [close]);

  const render = useCallback(
    (dialog: ReactNode) => (
      <div
        ref={wrapper}
        onKeyDownCapture={(event: KeyboardEvent) => {
          forOpenPopup.current = event.key === 'Escape' && isInOpenPopup(event.target);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && !event.nativeEvent.isComposing && !forOpenPopup.current) close();
        }}
      >
        {dialog}
      </div>
    ),
    [close],
  );
  return { close, render };
}
