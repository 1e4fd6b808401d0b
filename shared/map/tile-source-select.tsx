import { Select } from 'antd';
import { TILE_SOURCE_IDS, type TileSourceId } from './fleet-map-types';
import { writeTileSource } from './tile-setting';
import { TILE_SOURCES } from './tile-sources';

interface TileSourceSelectProps {
  value: TileSourceId;
  /** the new source, already saved as the user's setting (every map of the platform opens on it) */
  onChange: (source: TileSourceId) => void;
}

const OPTIONS = TILE_SOURCE_IDS.map((id) => ({ value: id, label: TILE_SOURCES[id].label }));

/** The tile source setting (高德地图 / 天地图 / OpenStreetMap), saved for every map of the platform. */
export function TileSourceSelect({ value, onChange }: TileSourceSelectProps) {
  return (
    <Select
      size="small"
      aria-label="底图"
      value={value}
      options={OPTIONS}
      style={{ width: 140 }}
      onChange={(next: TileSourceId) => {
        writeTileSource(next);
        onChange(next);
      }}
    />
  );
}
