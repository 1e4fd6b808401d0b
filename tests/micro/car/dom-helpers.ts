import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { WAIT_FOR_CONDITION_MS } from '../../time-budgets';

/** Requests go through jsdom's XHR to a real local server, and antd's first render is slow too. */
export const NETWORK = { timeout: WAIT_FOR_CONDITION_MS };

/** jsdom runs no CSS animations: end antd's leave animations so closed dialogs leave the DOM. */
export function finishLeaveAnimations(): void {
  document.querySelectorAll('[class*="-leave-active"]').forEach((element) => {
    fireEvent.animationEnd(element);
    fireEvent.transitionEnd(element);
  });
}

export async function expectDialogGone(): Promise<void> {
  await waitFor(() => {
    finishLeaveAnimations();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, NETWORK);
}

const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Tests that drive `mount` (its own React root, real network) behave like a browser: updates
 * arrive from XHR callbacks, not from act(). Turning the act environment off for them stops
 * React's "not wrapped in act" noise; Testing Library still switches it on inside its own act.
 */
export function runLikeABrowser(): () => void {
  const previous = actFlag.IS_REACT_ACT_ENVIRONMENT;
  actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = previous;
  };
}
