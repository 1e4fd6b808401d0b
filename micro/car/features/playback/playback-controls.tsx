import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button, Select, Slider, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import { formatChinaTime } from '@shared/api/time/china-time';
import { PLAYBACK_SPEEDS, isPlaybackSpeed } from './playback-clock';
import { UI_REFRESH_MS, type PlaybackStore } from './playback-store';

const SPEED_OPTIONS = PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));
const SCRUB_STEP_MS = 1000;

/**
 * The clock's text, written straight to its element (the text and data-time-ms), not by a render of
 * the controls (the 64× bench's costliest frames): at once on a user's action, at most every
 * UI_REFRESH_MS while playing (at 64× the seconds change every frame: too fast to read, and each
 * change is a layout and a paint). Contained, so a new text lays out and paints only itself.
 */
function ClockText({ store, disabled }: { store: PlaybackStore; disabled: boolean }) {
  const element = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const shown = element.current;
    if (!shown) return;
    if (disabled) {
      shown.textContent = '--';
      delete shown.dataset.timeMs;
      return;
    }
    let text = '';
    let writtenAt = Number.NEGATIVE_INFINITY;
    return store.onFrame((time, _position, settled) => {
      const wall = performance.now();
      if (!settled && wall - writtenAt < UI_REFRESH_MS) return;
      writtenAt = wall;
      const ms = Math.round(time);
      shown.dataset.timeMs = String(ms);
      const next = formatChinaTime(ms) ?? '';
      if (next !== text) {
        text = next;
        shown.textContent = next;
      }
    });
  }, [store, disabled]);
  return (
    <Typography.Text
      data-testid="playback-time"
      ref={element}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', display: 'inline-block', minWidth: '19ch', contain: 'layout paint' }}
    />
  );
}

/** The time axis (rendered when it moves: see AXIS_PIXELS) and the clock's text (written every frame). */
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
      <ClockText store={store} disabled={disabled} />
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
