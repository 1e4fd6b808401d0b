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
});
