import { createContext, use } from 'react';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';

/**
 * The visible rows' addresses by alarm id, for the 地址 cells. A context rather than a value the
 * column's render closes over: the addresses arrive after the rows, and new columns for them made
 * antd take the whole table (every cell, header and totals row) again; through the context only the
 * address cells render again, and the columns keep their identity for the page's whole life.
 */
export const AlarmAddressesContext = createContext<ReadonlyMap<number, string>>(new Map());

/** One row's 地址: 无定位 without a position, its address once looked up, 地址解析中… until then. */
export function AlarmAddressCell({ row }: { row: AlarmRow }) {
  const addresses = use(AlarmAddressesContext);
  return row.lng === null || row.lat === null ? '无定位' : (addresses.get(row.alarmId) ?? '地址解析中…');
}
