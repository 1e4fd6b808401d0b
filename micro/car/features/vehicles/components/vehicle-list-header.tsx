import { VEHICLE_COLUMNS, VEHICLE_GRID_TEMPLATE } from './vehicle-columns';

/** The column headers; sticky inside the scroll box so they stay while rows scroll under them. */
export function VehicleListHeader({ height }: { height: number }) {
  return (
    <div role="rowgroup" className="car-vehicle-head">
      <div role="row" aria-rowindex={1} className="car-vehicle-head-row" style={{ height, gridTemplateColumns: VEHICLE_GRID_TEMPLATE }}>
        {VEHICLE_COLUMNS.map((column) => (
          <div role="columnheader" key={column.key} className="car-vehicle-cell">
            {column.title}
          </div>
        ))}
      </div>
    </div>
  );
}
