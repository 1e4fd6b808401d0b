import { Badge } from 'antd';
import { observer } from 'mobx-react-lite';
import type { AlarmCentreStore } from './alarm-centre-store';

/**
 * The unprocessed count on the navigation's 报警中心, an observer of its own: the count changes with
 * each poll and each processing, and only this badge renders for it, not antd's Menu around it
 * (every item again, and its overflow measuring), in the frame that shows 500 alarms processed.
 */
export const AlarmNavBadge = observer(function AlarmNavBadge({ store }: { store: AlarmCentreStore }) {
  return <Badge count={store.badgeCount} overflowCount={99} size="small" data-testid="alarm-badge" aria-label={`未处理报警 ${store.badgeCount} 条`} />;
});
