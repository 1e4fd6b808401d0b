import { App } from 'antd';
import { useCallback } from 'react';
import { DIALOG_DEFAULT_TITLE } from '../../constants/messages';

export interface ProductConfirmOptions {
  content: string;
  /** 提示 unless the dialog has a title of its own */
  title?: string;
  okText?: string;
  /** runs on 确定; a promise keeps the button loading until it settles */
  onOk?: () => unknown;
}

/** The product's buttons: 确定 and 取消 (product-spec §8). */
export const DIALOG_OK_TEXT = '确定';
export const DIALOG_CANCEL_TEXT = '取消';

/**
 * The product's confirm dialog (product-spec §8): default title 提示, buttons 确定 / 取消, through
 * `App.useApp()` so it keeps the theme and renders inside the app (wujie's shadow root included).
 */
export function useProductConfirm(): (options: ProductConfirmOptions) => void {
  const { modal } = App.useApp();
  return useCallback(
    ({ content, title = DIALOG_DEFAULT_TITLE, okText = DIALOG_OK_TEXT, onOk }: ProductConfirmOptions) => {
      modal.confirm({ title, content, okText, cancelText: DIALOG_CANCEL_TEXT, onOk: onOk ? () => onOk() : undefined });
    },
    [modal],
  );
}
