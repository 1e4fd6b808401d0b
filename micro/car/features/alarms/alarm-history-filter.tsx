import { Button, Form, Input, Select, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ALARM_QUERY_MAX_DAYS, ALARM_TYPES, ALARM_TYPE_INFO, type AlarmType, type ProcessedState } from '@shared/api/dto/alarm-dto';
import type { GroupNode } from '@shared/api/dto/group-dto';
import { ALARM_GROUP_FILTER_MAX, ALARM_VEHICLE_FILTER_MAX } from '@shared/api/endpoints/alarm-endpoints';
import { getGroupTree } from '@shared/api/group-api';
import { KEYWORD_MAX } from '@shared/api/validation/common-fields';
import { timeSpanMessage } from '@shared/api/validation/time-range';
import { DAY_MS } from '@shared/constants/time';
import type { HttpClient } from '@shared/http/http-client';
import { DatePicker } from '@shared/ui/date/date-picker';
import { VehicleSelect } from '@shared/ui/vehicle-select/vehicle-select';
import type { AlarmHistoryFilter } from './alarm-centre-store';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const PROCESSED_OPTIONS: { value: ProcessedState; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'unprocessed', label: '未处理' },
  { value: 'processed', label: '已处理' },
];

interface FilterForm {
  range: [Dayjs, Dayjs];
  alarmTypes: AlarmType[];
  groupIds: number[];
  vehicleIds: number[];
  processedState: ProcessedState;
  keyword: string;
}

/** The history's search form: time range (at most 31 days), types, groups, vehicles, processed state, plate. */
export function AlarmHistoryFilterForm({
  http,
  filter,
  loading,
  onSearch,
}: {
  http: HttpClient;
  filter: AlarmHistoryFilter;
  loading: boolean;
  onSearch: (filter: AlarmHistoryFilter) => void;
}) {
  const [form] = Form.useForm<FilterForm>();
  const [groups, setGroups] = useState<GroupNode[]>([]);
  useEffect(() => {
    let live = true;
    getGroupTree(http)
      .then((tree) => live && setGroups(tree.groups))
      .catch((error: unknown) => console.warn('[car] 分组加载失败', error));
    return () => {
      live = false;
    };
  }, [http]);

  const submit = (values: FilterForm) =>
    onSearch({
      startTime: values.range[0].format(TIME_FORMAT),
      endTime: values.range[1].format(TIME_FORMAT),
      alarmTypes: values.alarmTypes ?? [],
      groupIds: values.groupIds ?? [],
      vehicleIds: values.vehicleIds ?? [],
      processedState: values.processedState,
      keyword: values.keyword ?? '',
    });

  return (
    <Form
      form={form}
      layout="inline"
      style={{ rowGap: 8 }}
      initialValues={{
        range: [dayjs(filter.startTime), dayjs(filter.endTime)],
        alarmTypes: filter.alarmTypes,
        groupIds: filter.groupIds,
        vehicleIds: filter.vehicleIds,
        processedState: filter.processedState,
        keyword: filter.keyword,
      }}
      onFinish={submit}
    >
      <Form.Item
        name="range"
        label="报警时间"
        rules={[
          { required: true, message: '请选择报警时间' },
          {
            validator: (_, value: [Dayjs, Dayjs] | undefined) =>
              value && value[1].valueOf() - value[0].valueOf() > ALARM_QUERY_MAX_DAYS * DAY_MS
                ? Promise.reject(new Error(timeSpanMessage(ALARM_QUERY_MAX_DAYS)))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker.RangePicker showTime format={TIME_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item name="alarmTypes" label="报警类型">
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="全部类型"
          style={{ width: 220 }}
          options={ALARM_TYPES.map((type) => ({ value: type, label: ALARM_TYPE_INFO[type].name }))}
        />
      </Form.Item>
      <Form.Item name="groupIds" label="分组" rules={[{ type: 'array', max: ALARM_GROUP_FILTER_MAX, message: `最多选择 ${ALARM_GROUP_FILTER_MAX} 个分组` }]}>
        <TreeSelect
          multiple
          allowClear
          treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
          treeData={groups.map((group) => ({ id: group.groupId, pId: group.parentId ?? 0, value: group.groupId, title: group.name }))}
          maxTagCount="responsive"
          placeholder="全部分组"
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="vehicleIds" label="车辆">
        <VehicleSelect http={http} max={ALARM_VEHICLE_FILTER_MAX} />
      </Form.Item>
      <Form.Item name="processedState" label="处理状态">
        <Select style={{ width: 100 }} options={PROCESSED_OPTIONS} />
      </Form.Item>
      <Form.Item name="keyword" label="车牌号">
        <Input allowClear maxLength={KEYWORD_MAX} placeholder="车牌号" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          查询
        </Button>
      </Form.Item>
    </Form>
  );
}
