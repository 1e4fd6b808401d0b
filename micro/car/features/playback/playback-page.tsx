import { Alert, Button, Result, Spin } from 'antd';
import { autorun, when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getAddresses } from '@shared/api/geo-api';
import type { TrackQuery } from '@shared/api/endpoints/track-endpoints';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { PLAYBACK_PATH } from '@shared/contract/page-links';
import { createAddressBatcher } from '@shared/geo/address-batcher';
import { useCarContext } from '../../context/car-context';
import { holdBackgroundWhilePlaying } from './hold-background-while-playing';
import { PlaybackControls } from './playback-controls';
import { PlaybackEventsPanel } from './playback-events-panel';
import { PlaybackMap } from './playback-map';
import { PlaybackQueryBar } from './playback-query-bar';
import { PlaybackStore } from './playback-store';
import { playbackQuery, readPlaybackUrl } from './playback-url';
import { quickRange } from './quick-ranges';
import { preloadSpeedChart, SpeedChart } from './speed-chart';

const wallClock = () => performance.now();
const sameQuery = (a: TrackQuery | null, b: TrackQuery) =>
  a !== null && String(a.vehicleId) === String(b.vehicleId) && a.startTime === b.startTime && a.endTime === b.endTime;

/**
 * 轨迹回放 (`/car/playback?vehicleId&startTime&endTime`, product-spec §2): opened in its own tab
 * (`urlType=blank`: the shell shows no layout around it). The URL is the state: a reload or a pasted
 * link replays the same vehicle and range, and a new query is written back to the URL (the shell's
 * too, through goPage) so it can be copied.
 */
export const PlaybackPage = observer(function PlaybackPage() {
  const { stores, bus } = useCarContext();
  const http = stores.http;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlState = readPlaybackUrl(searchParams);
  const [store] = useState(() => new PlaybackStore({ http, now: wallClock }));
  const addresses = useMemo(() => createAddressBatcher({ lookup: (items) => getAddresses(http, { lonAndLatToAddressVOS: items }) }), [http]);
  const [defaultRange] = useState(() => quickRange('today', Date.now()));

  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => () => addresses.dispose(), [addresses]);

  const ready = urlState.kind === 'ready' ? urlState.query : null;
  useEffect(() => {
    if (ready && !sameQuery(store.query, ready)) void store.open(ready);
  }, [store, ready]);

  // the track's first frame is drawn (or no track comes): the console's background work may start
  // (after the effect above: a query is then loading, not idle)
  const hasQuery = ready !== null;
  useEffect(() => {
    if (!hasQuery) {
      stores.firstScreen.open();
      return undefined;
    }
    return when(() => store.mapShown || store.load.status === 'empty' || store.load.status === 'error', () => stores.firstScreen.open());
  }, [store, stores.firstScreen, hasQuery]);

  // the chart's library comes while the server answers (speed-chart.tsx)
  useEffect(() => {
    if (hasQuery) preloadSpeedChart();
  }, [hasQuery]);

  useEffect(() => holdBackgroundWhilePlaying(store, stores.background), [store, stores.background]);

  // the frame loop: runs only while the clock plays
  useEffect(
    () =>
      autorun(() => {
        if (!store.playing) return;
        let frame = requestAnimationFrame(function step() {
          store.tick();
          if (store.playing) frame = requestAnimationFrame(step);
        });
        return () => cancelAnimationFrame(frame);
      }),
    [store],
  );

  const submit = (query: TrackQuery) => {
    const next = playbackQuery(query, searchParams);
    setSearchParams(next);
    // inside the shell its address bar is what users copy: move it too (standalone, nobody listens)
    bus.send('goPage', { path: PLAYBACK_PATH, query: next });
    if (sameQuery(store.query, query)) store.retry();
  };

  const load = store.load;
  const plate = store.track?.plate ?? (load.status === 'empty' ? load.plate : null);
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }} data-testid="playback-page">
      <PlaybackQueryBar
        key={ready ? `${ready.vehicleId}|${ready.startTime}|${ready.endTime}` : 'empty'}
        http={http}
        initial={ready ? { vehicleId: ready.vehicleId, plate, range: { startTime: ready.startTime, endTime: ready.endTime } } : null}
        defaultRange={defaultRange}
        now={Date.now}
        onSubmit={submit}
      />
      {urlState.kind === 'invalid' ? <Alert type="error" showIcon title={`链接中的查询条件有误：${urlState.message}`} style={{ margin: '0 12px 8px' }} /> : null}
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>{body(store, addresses)}</div>
    </div>
  );
});

function body(store: PlaybackStore, addresses: ReturnType<typeof createAddressBatcher>) {
  const load = store.load;
  switch (load.status) {
    case 'idle':
      return <Result status="info" title="请选择车辆和时间段" subTitle="选择后点击「查询」开始回放" style={{ margin: 'auto' }} />;
    case 'empty':
      return (
        <Result
          status="info"
          title="所选时间段内没有轨迹"
          subTitle={
            load.lastFixTime
              ? `${load.plate} 最后上报时间：${formatChinaTime(parseTime(load.lastFixTime)) ?? load.lastFixTime}`
              : `${load.plate} 尚未上报过位置`
          }
          style={{ margin: 'auto' }}
        />
      );
    case 'error':
      return (
        <Result
          status="error"
          title="轨迹加载失败"
          subTitle={load.message}
          style={{ margin: 'auto' }}
          extra={
            load.retry ? (
              <Button type="primary" onClick={store.retry} autoInsertSpace={false}>
                重试
              </Button>
            ) : null
          }
        />
      );
    case 'loading':
    case 'ready':
      return player(store, addresses);
  }
}

/**
 * The player, the same tree while the track loads and once it is ready: the controls (antd's
 * Button, Select, Slider, Switch) mount disabled while the server answers, so their first render and
 * their styles (antd's CSS-in-JS, generated on a component's first mount) are done before the answer
 * comes instead of in the task that draws the first frame; at 'ready' they only update.
 */
function player(store: PlaybackStore, addresses: ReturnType<typeof createAddressBatcher>) {
  const ready = store.load.status === 'ready';
  return (
    <>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {ready ? (
          <div style={{ flex: 1, minHeight: 0 }}>
            <PlaybackMap store={store} />
          </div>
        ) : (
          <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
            <div style={{ margin: 'auto' }}>
              <Spin description="正在加载轨迹…" />
            </div>
          </div>
        )}
        <PlaybackControls store={store} />
        <div style={{ height: 140 }}>{ready ? <SpeedChart store={store} /> : null}</div>
      </div>
      <div style={{ width: 320, borderLeft: '1px solid rgba(5, 5, 5, 0.06)', minHeight: 0 }}>
        {/* totals, stops (and their address lookups) and alarms are not part of the first frame:
            they render once the map has shown the track */}
        {ready && store.mapShown ? <PlaybackEventsPanel store={store} addresses={addresses} /> : null}
      </div>
    </>
  );
}
