import type { useAppProps } from 'antd/es/app/context';
import type { ConfigUpdate } from 'antd/es/modal/confirm';
import type { ModalFuncProps } from 'antd/es/modal/interface';
import type { HookAPI, ModalFuncWithPromise } from 'antd/es/modal/useModal';

/** What antd's `App.useApp()` hands out: the toasts, the confirm dialogs, the notifications. */
export type FeedbackApis = useAppProps;

type MessageApi = FeedbackApis['message'];
type MessageHandle = ReturnType<MessageApi['open']>;
type NotificationApi = FeedbackApis['notification'];
type NotificationKind = 'success' | 'error' | 'info' | 'warning' | 'open';
type ModalKind = keyof HookAPI;
type ModalHandle = ReturnType<ModalFuncWithPromise>;

export interface DeferredFeedback extends FeedbackApis {
  /** the real APIs (antd's `App`, rendered): queued calls run now, later calls go straight through */
  attach: (apis: FeedbackApis) => void;
  /** `listener` runs (once) when a call arrives before the APIs: their chunk must load now */
  onNeeded: (listener: () => void) => void;
}

/**
 * `message`, `modal` and `notification` with antd's hook API, standing in until antd's `App`
 * (Modal, Skeleton, the dialog, the notice list and their styles: ~15 KB gzip) has loaded in a
 * chunk of its own: the login page and the home show no feedback before it is there, so the
 * shell's initial JS need not carry it (issue 12: ≤ 250 KB). A call before then is queued and asks
 * for the chunk; its handle (close, destroy, update, await) applies once the real one is open.
 */
export function createDeferredFeedback(): DeferredFeedback {
  let apis: FeedbackApis | null = null;
  let queue: ((ready: FeedbackApis) => void)[] = [];
  let needed: (() => void) | null = null;
  let asked = false;

  const enqueue = (call: (ready: FeedbackApis) => void) => {
    queue.push(call);
    if (!asked && needed) {
      asked = true;
      needed();
    }
  };

  const deferMessage = (open: (api: MessageApi) => MessageHandle): MessageHandle => {
    if (apis) return open(apis.message);
    let real: MessageHandle | null = null;
    let closedEarly = false;
    let settle: (shown: boolean) => void = () => {};
    const closed = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    enqueue((ready) => {
      // closed before it could show
      if (closedEarly) {
        settle(false);
        return;
      }
      const shown = open(ready.message);
      real = shown;
      void shown.then(settle);
    });
    const close = () => {
      closedEarly = true;
      real?.();
    };
    return Object.assign(close, { then: closed.then.bind(closed) });
  };

  const deferModal = (kind: ModalKind, props: ModalFuncProps): ModalHandle => {
    if (apis) return apis.modal[kind](props);
    let real: ModalHandle | null = null;
    let destroyed = false;
    const updates: ConfigUpdate[] = [];
    let settle: (confirmed: boolean) => void = () => {};
    const closed = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    enqueue((ready) => {
      // closed before it could open: as if dismissed
      if (destroyed) {
        settle(false);
        return;
      }
      const opened = ready.modal[kind](props);
      real = opened;
      updates.forEach((update) => opened.update(update));
      void opened.then(settle, () => settle(false));
    });
    return {
      destroy: () => {
        destroyed = true;
        real?.destroy();
      },
      update: (update) => {
        if (real) real.update(update);
        else updates.push(update);
      },
      then: <T>(resolve: (confirmed: boolean) => T) => closed.then(resolve),
    };
  };

  const message: MessageApi = {
    info: (...args) => deferMessage((api) => api.info(...args)),
    success: (...args) => deferMessage((api) => api.success(...args)),
    error: (...args) => deferMessage((api) => api.error(...args)),
    warning: (...args) => deferMessage((api) => api.warning(...args)),
    loading: (...args) => deferMessage((api) => api.loading(...args)),
    open: (args) => deferMessage((api) => api.open(args)),
    destroy: (key) => {
      if (apis) apis.message.destroy(key);
      else enqueue((ready) => ready.message.destroy(key));
    },
  };
  const modal: HookAPI = {
    info: (props) => deferModal('info', props),
    success: (props) => deferModal('success', props),
    error: (props) => deferModal('error', props),
    warning: (props) => deferModal('warning', props),
    confirm: (props) => deferModal('confirm', props),
  };
  const notify =
    (kind: NotificationKind) =>
    (args: Parameters<NotificationApi[NotificationKind]>[0]): void => {
      if (apis) apis.notification[kind](args);
      else enqueue((ready) => ready.notification[kind](args));
    };
  const notification: NotificationApi = {
    success: notify('success'),
    error: notify('error'),
    info: notify('info'),
    warning: notify('warning'),
    open: notify('open'),
    destroy: (key) => {
      if (apis) apis.notification.destroy(key);
      else enqueue((ready) => ready.notification.destroy(key));
    },
  };

  return {
    message,
    modal,
    notification,
    attach: (ready) => {
      apis = ready;
      const pending = queue;
      queue = [];
      pending.forEach((call) => call(ready));
    },
    onNeeded: (listener) => {
      needed = listener;
      if (queue.length > 0 && !asked) {
        asked = true;
        listener();
      }
    },
  };
}
