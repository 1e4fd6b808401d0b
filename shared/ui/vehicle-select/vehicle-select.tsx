import { Select } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { getVehicle, pageVehicles } from '../../api/vehicle-api';
import type { HttpClient } from '../../http/http-client';

const SEARCH_PAGE_SIZE = 20;

interface VehicleOption {
  value: number;
  label: string;
}

export interface VehicleSelectProps {
  http: HttpClient;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** how many vehicles the query that uses them accepts (the endpoint's own limit) */
  max: number;
}

/**
 * Vehicles to narrow a query to (a report, the alarm history), found by plate or device number as
 * the user types, within the user's scope (the server's vehicle search). Vehicles named by a shared
 * link are looked up once so they show their plates. Works as an antd form control (value/onChange).
 */
export const VehicleSelect = memo(function VehicleSelect({ http, value = [], onChange, max }: VehicleSelectProps) {
  const [options, setOptions] = useState<VehicleOption[]>([]);
  const [searching, setSearching] = useState(false);
  const known = useRef(new Map<number, string>());
  const search = useRef<AbortController | null>(null);

  useEffect(() => {
    const missing = value.filter((id) => !known.current.has(id));
    if (!missing.length) return;
    const controller = new AbortController();
    void Promise.all(
      missing.map((id) =>
        getVehicle(http, id, { signal: controller.signal }).then(
          (vehicle) => known.current.set(id, vehicle.plate),
          () => known.current.set(id, `车辆 ${id}`),
        ),
      ),
    ).then(() => {
      if (!controller.signal.aborted) setOptions((current) => merge(current, missing.map((id) => ({ value: id, label: known.current.get(id) ?? `车辆 ${id}` }))));
    });
    return () => controller.abort();
  }, [http, value]);

  useEffect(() => () => search.current?.abort(), []);

  const onSearch = (keyword: string) => {
    search.current?.abort();
    const text = keyword.trim();
    if (!text) return;
    const controller = new AbortController();
    search.current = controller;
    setSearching(true);
    pageVehicles(http, { keyword: text, pageNum: 1, pageSize: SEARCH_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        page.list.forEach((vehicle) => known.current.set(vehicle.vehicleId, vehicle.plate));
        setOptions((current) => merge(current, page.list.map((vehicle) => ({ value: vehicle.vehicleId, label: vehicle.plate }))));
        setSearching(false);
      },
      () => {
        if (!controller.signal.aborted) setSearching(false);
      },
    );
  };

  return (
    <Select<number[]>
      aria-label="车辆"
      mode="multiple"
      style={{ minWidth: 220 }}
      placeholder="全部车辆（输入车牌搜索）"
      value={value}
      onChange={(ids) => onChange?.(ids.slice(0, max))}
      options={options}
      filterOption={false}
      onSearch={onSearch}
      loading={searching}
      showSearch
      allowClear
      maxTagCount="responsive"
      notFoundContent={searching ? '搜索中…' : '输入车牌号搜索'}
    />
  );
});

function merge(current: VehicleOption[], added: VehicleOption[]): VehicleOption[] {
  const seen = new Set(current.map((option) => option.value));
  return [...current, ...added.filter((option) => !seen.has(option.value))];
}
