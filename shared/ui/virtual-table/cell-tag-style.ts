import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/** The colours a cell's tag takes: antd's Tag presets of the same names ('default' is the grey one). */
export type CellTagColor = 'default' | 'blue' | 'green' | 'gold' | 'orange' | 'volcano' | 'red';

/**
 * The style of a small tag in a virtual table's cell, a plain `<span>` that looks like antd's Tag
 * with a preset colour (from the theme token). Computed once per table: antd's Tag registers its
 * styles and reads the theme per instance, which a list re-rendering on every batch pays for each row.
 */
export function cellTagStyle(token: GlobalToken, color: CellTagColor): CSSProperties {
  const [text, background, border] =
    color === 'default' ? [token.colorText, token.colorFillQuaternary, token.colorBorder] : [token[`${color}7`], token[`${color}1`], token[`${color}3`]];
  return {
    display: 'inline-block',
    padding: '0 7px',
    fontSize: token.fontSizeSM,
    lineHeight: '20px',
    borderRadius: token.borderRadiusSM,
    whiteSpace: 'nowrap',
    color: text,
    background,
    border: `1px solid ${border}`,
  };
}
