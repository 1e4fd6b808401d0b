import { memo, type KeyboardEvent } from 'react';
import type { VehicleRow } from '@shared/api/dto/vehicle-dto';
import { VEHICLE_COLUMNS, VEHICLE_GRID_TEMPLATE } from './vehicle-columns';

export interface VehicleListRowProps {
  row: VehicleRow;
  /** position in the whole list (0-based); aria-rowindex counts the header as row 1 */
  index: number;
  /** offset from the top of the rows area, in px */
  top: number;
  height: number;
  now: number;
  onOpen: (row: VehicleRow) => void;
}

/**
 * One vehicle: a focusable row that opens the vehicle's info on click, Enter or Space. Its
 * accessible name is its cells' text, so tests and screen readers find it by plate.
 */
export const VehicleListRow = memo(function VehicleListRow({ row, index, top, height, now, onOpen }: VehicleListRowProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(row);
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      className="car-vehicle-row"
      style={{ transform: `translateY(${top}px)`, height, gridTemplateColumns: VEHICLE_GRID_TEMPLATE }}
      onClick={() => onOpen(row)}
      onKeyDown={onKeyDown}
    >
      {VEHICLE_COLUMNS.map((column) => (
        <div role="cell" key={column.key} className="car-vehicle-cell">
          {column.render(row, now)}
        </div>
      ))}
    </div>
  );
});
