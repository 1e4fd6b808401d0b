import { Badge } from 'antd';
import { observer } from 'mobx-react-lite';
import type { AlarmCentreStore } from './alarm-centre-store';

const labelStyle = { display: 'inline-flex', alignItems: 'center', gap: 6 } as const;

/** 实时报警 with the unprocessed count: the count changes after each poll, and only this label renders for it. */
export const RealtimeTabLabel = observer(function RealtimeTabLabel({ store }: { store: AlarmCentreStore }) {
  return (
    <span style={labelStyle}>
      实时报警
      <Badge count={store.badgeCount} overflowCount={9999} aria-label={`未处理报警 ${store.badgeCount} 条`} />
    </span>
  );
});
