import { Alert, Descriptions, Empty, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { parseTime, formatChinaTime } from '@shared/api/time/china-time';
import type { TrackStop } from '@shared/api/dto/track-dto';
import { SECOND_MS } from '@shared/constants/time';
import { formatDuration } from './format-duration';
import { PLAYBACK_ALARM_MAX, type PlaybackStore } from './playback-store';
import { PickList, usePickListText } from './pick-list';
import { StopAddress } from './stop-address';
import type { AddressBatcher } from '@shared/geo/address-batcher';

const timeText = (iso: string) => formatChinaTime(parseTime(iso));

/** Totals, stops (停留) and alarms of the track; a click on a stop or an alarm moves the clock there. */
/** A figure read as one word: 6小时43分 and 97.3 km/h never break over two lines in the narrow panel. */
function Unbroken({ children }: { children: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

export const PlaybackEventsPanel = observer(function PlaybackEventsPanel({ store, addresses }: { store: PlaybackStore; addresses: AddressBatcher }) {
  const track = store.track;
  if (!track) return null;
  const totals = track.totals;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Descriptions
        size="small"
        column={2}
        style={{ padding: '8px 12px' }}
        items={[
          { key: 'distance', label: '总里程', children: <Unbroken>{`${totals.distanceKm.toFixed(1)} km`}</Unbroken> },
          { key: 'points', label: '定位点', children: `${totals.pointCount}${totals.backfillCount > 0 ? `（补报 ${totals.backfillCount}）` : ''}` },
          { key: 'moving', label: '行驶时长', children: <Unbroken>{formatDuration(totals.movingS * SECOND_MS)}</Unbroken> },
          { key: 'parking', label: '停留时长', children: <Unbroken>{formatDuration(totals.parkingS * SECOND_MS)}</Unbroken> },
          { key: 'max', label: '最高速度', children: <Unbroken>{`${totals.maxSpeed} km/h`}</Unbroken> },
          { key: 'avg', label: '平均速度', children: <Unbroken>{`${totals.avgSpeed} km/h`}</Unbroken> },
        ]}
      />
      <Tabs
        style={{ flex: 1, minHeight: 0, padding: '0 12px' }}
        items={[
          {
            key: 'stops',
            label: `停留（${track.stops.length}）`,
            children: <StopList stops={track.stops} addresses={addresses} onPick={store.jumpToStop} />,
          },
          {
            key: 'alarms',
            label: `报警（${store.alarms.length}）`,
            children: <AlarmList store={store} />,
          },
        ]}
      />
    </div>
  );
});

function StopList({ stops, addresses, onPick }: { stops: TrackStop[]; addresses: AddressBatcher; onPick: (stop: TrackStop) => void }) {
  const text = usePickListText();
  if (stops.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这段时间没有停留" />;
  return (
    <PickList
      label="停留列表"
      items={stops}
      itemKey={(stop) => stop.startTime}
      onPick={onPick}
      testId="playback-stop"
      itemLabel={(stop, index) => `停留 ${index + 1}，${timeText(stop.startTime)}，${formatDuration(stop.durationS * SECOND_MS)}`}
      renderItem={(stop, index) => (
        <>
          <div>
            <span style={text.strong}>停留 {index + 1}</span> <span style={text.secondary}>{formatDuration(stop.durationS * SECOND_MS)}</span>
          </div>
          <div>{timeText(stop.startTime)}</div>
          <div style={text.secondary}>
            <StopAddress addresses={addresses} lng={stop.lng} lat={stop.lat} />
          </div>
        </>
      )}
    />
  );
}

const AlarmList = observer(function AlarmList({ store }: { store: PlaybackStore }) {
  const text = usePickListText();
  return (
    <>
      {store.alarmsError ? <Alert type="warning" showIcon title={`报警加载失败：${store.alarmsError}`} style={{ marginBottom: 8 }} /> : null}
      {store.alarmsCapped ? <Alert type="info" showIcon title={`报警较多，仅显示前 ${PLAYBACK_ALARM_MAX} 条`} style={{ marginBottom: 8 }} /> : null}
      {store.alarms.length === 0 && !store.alarmsError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这段时间没有报警" />
      ) : (
        <PickList
          label="报警列表"
          items={store.alarms}
          itemKey={(alarm) => alarm.alarmId}
          onPick={store.jumpToAlarm}
          testId="playback-alarm"
          renderItem={(alarm) => (
            <>
              <div>
                <span style={text.danger}>{alarm.typeName}</span> {formatChinaTime(alarm.time)}
              </div>
              {alarm.detail ? <div style={text.secondary}>{alarm.detail}</div> : null}
            </>
          )}
        />
      )}
    </>
  );
});
