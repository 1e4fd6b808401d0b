import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetMap } from '@shared/map/fleet-map-types';
import { FleetMapView } from '@shared/map/fleet-map-view';

describe('FleetMapView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds exactly one map in StrictMode (effect, cleanup, effect on the same container) and shows no failure', async () => {
    const errors = vi.spyOn(console, 'error');
    const ready: FleetMap[] = [];
    render(
      <StrictMode>
        <FleetMapView onReady={(map) => ready.push(map)} />
      </StrictMode>,
    );

    await waitFor(() => expect(ready).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('地图加载中…')).not.toBeInTheDocument());
    expect(screen.queryByText('地图加载失败，请刷新页面重试')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: '地图' }).querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
  });

  it('waits for loadAfter before building the map, and builds it when that fails too', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      let settle: (() => void) | undefined;
      const loadAfter = new Promise<void>((resolve, reject) => {
        settle = outcome === 'resolve' ? resolve : () => reject(new Error('列表加载失败'));
      });
      const ready: FleetMap[] = [];
      const view = render(<FleetMapView onReady={(map) => ready.push(map)} loadAfter={loadAfter} label={`地图 ${outcome}`} />);
      const region = screen.getByRole('region', { name: `地图 ${outcome}` });
      // a few turns of the loop: an unheld load would have built its map by now
      for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setTimeout(done, 0));
      expect(ready).toHaveLength(0);
      expect(region.querySelector('.leaflet-map-pane')).toBeNull();
      expect(screen.getByText('地图加载中…')).toBeInTheDocument();

      settle?.();
      await waitFor(() => expect(ready).toHaveLength(1));
      expect(region.querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
      view.unmount();
    }
  });

  it('builds no map when it is unmounted while loadAfter is pending', async () => {
    let settle: (() => void) | undefined;
    const loadAfter = new Promise<void>((resolve) => (settle = resolve));
    const ready: FleetMap[] = [];
    const errors = vi.spyOn(console, 'error');
    const view = render(<FleetMapView onReady={(map) => ready.push(map)} loadAfter={loadAfter} />);
    view.unmount();
    settle?.();
    for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setTimeout(done, 0));
    expect(ready).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
