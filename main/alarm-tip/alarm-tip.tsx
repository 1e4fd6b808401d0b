import { CloseOutlined, SoundOutlined } from '@ant-design/icons';
import { Badge, Button, Card, List, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { DockedTip } from '../assistant/tip-dock';
import { useRootStore } from '../context/store-context';
import type { TipAlarm } from './alarm-tip-store';

/** The console's alarm centre at one alarm. */
export const alarmCentrePath = (alarmId: number) => `/car/alarm?alarmId=${alarmId}`;

/**
 * The shell's alarm tip (product-spec §2 global dialog): mounted only while logged in and off
 * /login, it polls for the user's new alarms and shows the newest in one card; a click opens the
 * alarm centre at that alarm. The voice switch is the same setting as the user menu's.
 */
export const AlarmTip = observer(function AlarmTip({ onOpenAlarm }: { onOpenAlarm: (path: string) => void }) {
  const root = useRootStore();
  const tip = root.alarmTip;

  useEffect(() => {
    tip.start();
    return () => tip.stop();
  }, [tip]);

  if (!tip.open || tip.alarms.length === 0) return null;
  return (
    <DockedTip>
      <Card
        role="alert"
        aria-label="报警提示"
        size="small"
        style={{ width: 320, boxShadow: '0 6px 16px rgba(0,0,0,0.18)' }}
        title={
          <span>
            报警提示 <Badge count={tip.unseen} overflowCount={999} aria-label={`新报警 ${tip.unseen} 条`} />
          </span>
        }
        extra={
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <SoundOutlined aria-hidden />
            <Switch
              size="small"
              checked={root.alarmVoice.voiceOn}
              onChange={(on) => root.alarmVoice.setVoiceOn(on)}
              aria-label="报警声音"
            />
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭报警提示" onClick={tip.close} />
          </span>
        }
      >
        <List<TipAlarm>
          size="small"
          dataSource={tip.alarms}
          renderItem={(alarm) => (
            <List.Item style={{ padding: '4px 0' }}>
              <Button type="link" style={{ padding: 0, height: 'auto', textAlign: 'left' }} onClick={() => onOpenAlarm(alarmCentrePath(alarm.alarmId))}>
                <span>
                  <Typography.Text strong>{alarm.plate}</Typography.Text> <Typography.Text type="danger">{alarm.type ? root.dictionary.labelOr('alarmType', alarm.type, alarm.typeName) : alarm.typeName}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{formatChinaTime(parseTime(alarm.alarmTime)) ?? alarm.alarmTime}</Typography.Text>
                </span>
              </Button>
            </List.Item>
          )}
        />
      </Card>
    </DockedTip>
  );
});
