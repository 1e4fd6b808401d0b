import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The focused element belongs to an open list (a combobox or menu button with its popup expanded). */
function isInOpenPopup(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[aria-expanded="true"]') !== null;
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
 */
export function useDialogEscape(onClose: () => void): { close: () => void; render: (dialog: ReactNode) => ReactNode } {
  const closed = useRef(false);
  const forOpenPopup = useRef(false);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  }, [onClose]);
  const render = useCallback(
    (dialog: ReactNode) => (
      <div
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
