import type { GlobalToken } from 'antd';
import { cssRule } from '@shared/ui/virtual-table/css-rule';

/**
 * The batch bar's two buttons as plain `<button>`s drawn as antd's Button draws a primary and a
 * default one (from the theme token, one small sheet). antd's Button registers its CSS variables per
 * mount and drops them at zero users: the vehicle list's Buttons unmount in the same commit as the
 * alarm centre mounts, so each opening generated, hashed and inserted Button's variables again and
 * the whole page was restyled for them (the opening's remaining antd style work in the profile).
 */
export interface BarButtonStyles {
  sheet: string;
  primary: string;
  normal: string;
}

const BASE = 'alarm-centre-bar-button';
const PRIMARY = `${BASE} ${BASE}-primary`;
const NORMAL = `${BASE} ${BASE}-default`;

export function barButtonStyles(token: GlobalToken): BarButtonStyles {
  const base = `.${BASE}`;
  const primary = `.${BASE}-primary`;
  const normal = `.${BASE}-default`;
  const rules = [
    cssRule(base, {
      height: token.controlHeight,
      padding: `0 ${token.paddingContentHorizontal - token.lineWidth}px`,
      border: `${token.lineWidth}px ${token.lineType} transparent`,
      borderRadius: token.borderRadius,
      font: 'inherit',
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
    }),
    `${base}:focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px}`,
    cssRule(primary, { background: token.colorPrimary, color: token.colorTextLightSolid, boxShadow: `0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}` }),
    cssRule(`${primary}:not(:disabled):hover`, { background: token.colorPrimaryHover }),
    cssRule(`${primary}:not(:disabled):active`, { background: token.colorPrimaryActive }),
    cssRule(normal, { background: token.colorBgContainer, borderColor: token.colorBorder, color: token.colorText, boxShadow: `0 ${token.controlOutlineWidth}px 0 ${token.controlTmpOutline}` }),
    cssRule(`${normal}:not(:disabled):hover`, { borderColor: token.colorPrimaryHover, color: token.colorPrimaryHover }),
    cssRule(`${normal}:not(:disabled):active`, { borderColor: token.colorPrimaryActive, color: token.colorPrimaryActive }),
    cssRule(`${base}:disabled`, { background: token.colorBgContainerDisabled, borderColor: token.colorBorder, color: token.colorTextDisabled, boxShadow: 'none', cursor: 'not-allowed' }),
  ];
  return { sheet: rules.join('\n'), primary: PRIMARY, normal: NORMAL };
}
