import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ASSISTANT_RIGHT_OFFSET_PX } from '@shared/contract/assistant-placement';

/**
 * Where the shell's floating tips (alarm tip, download-list tip) live, so they never overlap the
 * chat widget: a container at the bottom right that the tips portal into. Without the assistant
 * it floats on its own; once the widget is up (and 1 s has passed, product-spec §4) the container
 * is moved into the chat wrapper and the tips stack above the chat. Moving the one container
 * moves every tip at once, with its React state (a portal follows its DOM node).
 */
export interface TipDock {
  readonly element: HTMLElement;
  /** moves the tips into the chat wrapper */
  adoptInto(wrapper: HTMLElement): void;
  /** back to floating on its own (the widget was removed) */
  restore(): void;
  readonly adopted: boolean;
}

const FLOATING: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  right: `${ASSISTANT_RIGHT_OFFSET_PX}px`,
  bottom: '24px',
  zIndex: '999',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '8px',
};

export function createTipDock(doc: Document = document): TipDock {
  const element = doc.createElement('div');
  element.dataset.tipDock = '';
  Object.assign(element.style, FLOATING);
  let adopted = false;
  const float = () => {
    Object.assign(element.style, FLOATING);
    doc.body.append(element);
  };
  float();
  return {
    element,
    get adopted() {
      return adopted;
    },
    adoptInto(wrapper) {
      // inside the wrapper the wrapper is the fixed box: the dock becomes an ordinary block in it
      Object.assign(element.style, { position: 'static', right: '', bottom: '', zIndex: '' });
      wrapper.prepend(element);
      adopted = true;
    },
    restore() {
      if (!adopted) return;
      adopted = false;
      float();
    },
  };
}

let shellDock: TipDock | null = null;

/** The shell's dock, created on first use. */
export function shellTipDock(): TipDock {
  shellDock ??= createTipDock();
  return shellDock;
}

/** Tests (and a second shell in one page, if ever) provide their own dock. */
export const TipDockContext = createContext<TipDock | null>(null);

export function useTipDock(): TipDock {
  return useContext(TipDockContext) ?? shellTipDock();
}

/**
 * How a tip joins the dock: render it inside `<DockedTip>` (instead of positioning it fixed
 * itself). It then floats bottom-right, and moves into the chat wrapper with the others.
 */
export function DockedTip({ children }: { children: ReactNode }) {
  return createPortal(children, useTipDock().element);
}
