import { Badge, Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCarContext } from '../context/car-context';

export const ALARM_CENTRE_PATH = '/alarm';

/** The console's screens, with the unprocessed-alarm badge on 报警中心 (polled while the console runs). */
export const ConsoleNav = observer(function ConsoleNav() {
  const { stores } = useCarContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const alarms = stores.alarms;

  useEffect(() => {
    if (stores.session.readSessionId()) alarms.start();
  }, [alarms, stores.session]);

  const selected = pathname.startsWith(ALARM_CENTRE_PATH) ? ALARM_CENTRE_PATH : '/';
  return (
    <Menu
      mode="horizontal"
      selectedKeys={[selected]}
      onClick={({ key }) => navigate(key)}
      style={{ lineHeight: '40px' }}
      items={[
        { key: '/', label: '车辆列表' },
        {
          key: ALARM_CENTRE_PATH,
          label: (
            <span>
              报警中心{' '}
              <Badge
                count={alarms.badgeCount}
                overflowCount={99}
                size="small"
                data-testid="alarm-badge"
                aria-label={`未处理报警 ${alarms.badgeCount} 条`}
              />
            </span>
          ),
        },
      ]}
    />
  );
});
