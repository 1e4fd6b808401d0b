import { describe, expect, it, vi } from 'vitest';
import type { ModalFuncWithPromise } from 'antd/es/modal/useModal';
import { createDeferredFeedback, type FeedbackApis } from '../../../main/app/deferred-feedback';

type ModalHandle = ReturnType<ModalFuncWithPromise>;
type MessageHandle = ReturnType<FeedbackApis['message']['open']>;

/** A stand-in for antd's App APIs: each dialog and toast records what it shows and closes when told. */
function fakeApis() {
  const dialogs: { kind: string; title: unknown; updates: unknown[]; destroyed: boolean; close: (confirmed: boolean) => void }[] = [];
  const toasts: { kind: string; content: unknown; closed: boolean }[] = [];
  const openDialog =
    (kind: string) =>
    (props: { title?: unknown }): ModalHandle => {
      let close: (confirmed: boolean) => void = () => {};
      const closed = new Promise<boolean>((resolve) => {
        close = resolve;
      });
      const record = { kind, title: props.title, updates: [] as unknown[], destroyed: false, close };
      dialogs.push(record);
      return {
        destroy: () => {
          record.destroyed = true;
        },
        update: (update) => {
          record.updates.push(update);
        },
        then: <T>(resolve: (confirmed: boolean) => T) => closed.then(resolve),
      };
    };
  const toast =
    (kind: string) =>
    (content: unknown): MessageHandle => {
      const record = { kind, content, closed: false };
      toasts.push(record);
      const done = Promise.resolve(true);
      return Object.assign(
        () => {
          record.closed = true;
        },
        { then: done.then.bind(done) },
      );
    };
  const apis: FeedbackApis = {
    message: {
      info: toast('info'),
      success: toast('success'),
      error: toast('error'),
      warning: toast('warning'),
      loading: toast('loading'),
      open: (args) => toast('open')(args.content),
      destroy: vi.fn(),
    },
    modal: { info: openDialog('info'), success: openDialog('success'), error: openDialog('error'), warning: openDialog('warning'), confirm: openDialog('confirm') },
    notification: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() },
  };
  return { apis, dialogs, toasts };
}

describe('the shell feedback before antd App has loaded', () => {
  it('a toast and a confirm asked for before the chunk arrives ask for it once and show when it is there, with their updates and answers', async () => {
    const feedback = createDeferredFeedback();
    const needed = vi.fn();
    feedback.onNeeded(needed);
    const toastShown = feedback.message.error('登录已失效');
    const confirm = feedback.modal.confirm({ title: '确认删除？' });
    expect(needed).toHaveBeenCalledTimes(1);
    confirm.update({ title: '确认删除该车辆？' });

    const { apis, dialogs, toasts } = fakeApis();
    feedback.attach(apis);
    expect(toasts.map((toast) => [toast.kind, toast.content])).toEqual([['error', '登录已失效']]);
    expect(dialogs.map((dialog) => [dialog.kind, dialog.title])).toEqual([['confirm', '确认删除？']]);
    expect(dialogs[0]?.updates).toEqual([{ title: '确认删除该车辆？' }]);
    await expect(toastShown).resolves.toBe(true);

    const answer = confirm.then((confirmed) => confirmed, () => {});
    dialogs[0]?.close(true);
    await expect(answer).resolves.toBe(true);
  });

  it('a call made before the shell asked to be told still loads the chunk once it asks', () => {
    const feedback = createDeferredFeedback();
    feedback.notification.warning({ title: '导出失败' });
    const needed = vi.fn();
    feedback.onNeeded(needed);
    expect(needed).toHaveBeenCalledTimes(1);
    const { apis } = fakeApis();
    feedback.attach(apis);
    expect(apis.notification.warning).toHaveBeenCalledWith({ title: '导出失败' });
  });

  it('a dialog or toast closed before it could open never shows; the dialog answers "not confirmed"', async () => {
    const feedback = createDeferredFeedback();
    const confirm = feedback.modal.confirm({ title: '确认退出？' });
    confirm.destroy();
    const close = feedback.message.loading('正在导出');
    close();
    const answer = confirm.then((confirmed) => confirmed, () => {});
    const { apis, dialogs, toasts } = fakeApis();
    feedback.attach(apis);
    expect(dialogs).toEqual([]);
    expect(toasts).toEqual([]);
    await expect(answer).resolves.toBe(false);
  });

  it('once loaded, calls go straight to antd and nothing more is asked for', () => {
    const feedback = createDeferredFeedback();
    const needed = vi.fn();
    feedback.onNeeded(needed);
    const { apis, dialogs, toasts } = fakeApis();
    feedback.attach(apis);
    feedback.modal.warning({ title: '注意' });
    feedback.message.success('已保存');
    feedback.notification.destroy('job-1');
    expect(dialogs.map((dialog) => dialog.kind)).toEqual(['warning']);
    expect(toasts.map((toast) => toast.content)).toEqual(['已保存']);
    expect(apis.notification.destroy).toHaveBeenCalledWith('job-1');
    expect(needed).not.toHaveBeenCalled();
  });
});
