import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { AlarmCentreStore } from './alarm-centre-store';

const labelStyle = { display: 'inline-flex', alignItems: 'center', gap: 6 } as const;
/** as antd's Badge shows a count above its overflow */
const OVERFLOW_COUNT = 9999;

/**
 * 实时报警 with the unprocessed count: the count changes after each poll, and only this label renders for it.
 * The count is a span drawn as antd's Badge draws one (red pill, white digits), not a Badge: a
 * Badge mounts a scroll number and a motion with each opening of the alarm centre, for a number.
 */
export const RealtimeTabLabel = observer(function RealtimeTabLabel({ store }: { store: AlarmCentreStore }) {
  const { token } = theme.useToken();
  const countStyle = useMemo(
    () =>
      ({
        minWidth: token.controlHeightSM - 4,
        height: token.controlHeightSM - 4,
        padding: '0 6px',
        boxSizing: 'border-box',
        borderRadius: token.controlHeightSM,
        background: token.colorError,
        color: token.colorTextLightSolid,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.controlHeightSM - 4}px`,
        fontWeight: 'normal',
        whiteSpace: 'nowrap',
        textAlign: 'center',
        boxShadow: `0 0 0 1px ${token.colorBorderBg}`,
      }) as const,
    [token],
  );
  const count = store.badgeCount;
  return (
    <span style={labelStyle}>
      实时报警
      <span aria-label={`未处理报警 ${count} 条`} style={{ display: 'inline-flex' }}>
        {count > 0 ? <span style={countStyle}>{count > OVERFLOW_COUNT ? `${OVERFLOW_COUNT}+` : count}</span> : null}
      </span>
    </span>
  );
});
