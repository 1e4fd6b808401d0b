import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The style of a row's action, a plain `<button>` that looks like antd's `type="link" size="small"`
 * Button (from the theme token). Computed once per table, not per button: a virtual table renders a
 * few actions per row on every scroll and every new batch, and antd's Button (wave, style
 * registration, token and context reads per instance) costs many times more than the button itself.
 */
export function rowActionStyle(token: GlobalToken): CSSProperties {
  return {
    padding: `0 ${token.paddingXS}px`,
    border: 0,
    background: 'none',
    color: token.colorLink,
    font: 'inherit',
    lineHeight: 1.5,
    cursor: 'pointer',
  };
}
