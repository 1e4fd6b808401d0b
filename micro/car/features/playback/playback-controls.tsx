import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button, Select, Slider, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatChinaTime } from '@shared/api/time/china-time';
import { PLAYBACK_SPEEDS, isPlaybackSpeed } from './playback-clock';
import type { PlaybackStore } from './playback-store';

const SPEED_OPTIONS = PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));
const SCRUB_STEP_MS = 1000;

/** The time axis and the clock's text: the only part of the controls that renders every frame while playing. */
const PlaybackProgress = observer(function PlaybackProgress({ store }: { store: PlaybackStore }) {
  const disabled = store.load.status !== 'ready';
  return (
    <>
      <Slider
        ariaLabelForHandle="播放进度"
        style={{ flex: 1, margin: '0 8px' }}
        disabled={disabled}
        min={store.startMs}
        max={store.endMs}
        step={SCRUB_STEP_MS}
        value={store.time}
        tooltip={{ formatter: (value) => (value === undefined ? '' : formatChinaTime(value)) }}
        onChange={(value: number) => store.seek(value)}
      />
      <Typography.Text
        data-testid="playback-time"
        data-time-ms={disabled ? undefined : Math.round(store.time)}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {disabled ? '--' : formatChinaTime(Math.round(store.time))}
      </Typography.Text>
    </>
  );
});

/**
 * Play/pause, speed, follow and the time axis. The axis is a time range (one step a second), never
 * one mark per point: a 100k-point track scrubs like a 10-point one.
 */
export const PlaybackControls = observer(function PlaybackControls({ store }: { store: PlaybackStore }) {
  const disabled = store.load.status !== 'ready';
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '4px 12px' }}>
      <Button
        type="primary"
        shape="circle"
        disabled={disabled}
        aria-label={store.playing ? '暂停' : '播放'}
        icon={store.playing ? <PauseOutlined /> : <CaretRightOutlined />}
        onClick={store.togglePlay}
      />
      <Select
        aria-label="播放速度"
        size="small"
        style={{ width: 76 }}
        value={store.speed}
        options={SPEED_OPTIONS}
        onChange={(value: number) => {
          if (isPlaybackSpeed(value)) store.setSpeed(value);
        }}
      />
      <PlaybackProgress store={store} />
      <span style={{ whiteSpace: 'nowrap' }}>
        <Switch size="small" checked={store.follow} onChange={store.setFollow} aria-label="跟随车辆" /> 跟随
      </span>
    </div>
  );
});
