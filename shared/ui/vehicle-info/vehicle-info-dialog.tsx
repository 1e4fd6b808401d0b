import { Button, Modal, Result, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { chinaDay, dayStart, formatChinaTime } from '../../api/time/china-time';
import type { SubAppMessages } from '../../contract/bus-messages';
import { playbackPage } from '../../contract/page-links';
import type { DictionaryLookup } from '../../dictionary/dictionary-lookup';
import { errorText } from '../../http/api-error';
import type { HttpClient } from '../../http/http-client';
import { useVehicleDetail } from './use-vehicle-detail';
import { VehicleBasicInfo } from './vehicle-basic-info';
import { VehicleFollowPanel } from './vehicle-follow-panel';

export type VehicleInfoTab = '' | 'follow';

export interface VehicleInfoDialogProps {
  http: HttpClient;
  /** the dialog is open while this is not null */
  vehicleId: number | string | null;
  /** '' = 基本信息, 'follow' = 实时跟踪 (the bus message's tab values, product-spec §2) */
  tab: VehicleInfoTab;
  onClose: () => void;
  /** opens another page (轨迹回放 in a new tab); without it the dialog shows no such button */
  onGoPage?: (payload: SubAppMessages['goPage']) => void;
  /** the host's code tables: states and device models are named as the dictionary names them */
  dictionary?: DictionaryLookup;
}

/** 轨迹回放 from the dialog replays today so far (China day), the question an operator asks most. */
function todayPlayback(vehicleId: number | string, nowMs: number): SubAppMessages['goPage'] {
  const today = dayStart(chinaDay(nowMs)) ?? nowMs;
  return playbackPage({ vehicleId, startTime: formatChinaTime(today) ?? '', endTime: formatChinaTime(nowMs) ?? '' });
}

const TAB_KEYS = { basic: 'basic', follow: 'follow' } as const;
type TabKey = (typeof TAB_KEYS)[keyof typeof TAB_KEYS];

const tabKeyOf = (tab: VehicleInfoTab): TabKey => (tab === 'follow' ? TAB_KEYS.follow : TAB_KEYS.basic);

/**
 * The vehicle info dialog, shared by the shell (opened from `showVehInfo`) and the console's
 * standalone mode. Every opening (new vehicle or new requested tab) starts on the requested tab.
 */
export function VehicleInfoDialog({ http, vehicleId, tab, onClose, onGoPage, dictionary }: VehicleInfoDialogProps) {
  const { state, retry, refresh } = useVehicleDetail(http, vehicleId);
  const [activeTab, setActiveTab] = useState<TabKey>(tabKeyOf(tab));
  // reset the tab whenever a new opening asks for one (adjusting state during render, not in an effect)
  const [openedFor, setOpenedFor] = useState({ vehicleId, tab });
  if (openedFor.vehicleId !== vehicleId || openedFor.tab !== tab) {
    setOpenedFor({ vehicleId, tab });
    setActiveTab(tabKeyOf(tab));
  }

  const title = state.status === 'ready' ? `车辆信息 - ${state.vehicle.plate}` : '车辆信息';

  let body;
  if (state.status === 'error') {
    body = (
      <Result
        status="error"
        title="车辆信息加载失败"
        subTitle={errorText(state.error)}
        extra={
          <Button type="primary" onClick={retry} autoInsertSpace={false}>
            重试
          </Button>
        }
      />
    );
  } else if (state.status === 'ready') {
    body = (
      <Tabs
        activeKey={activeTab}
        tabBarExtraContent={
          onGoPage ? (
            <Button size="small" onClick={() => onGoPage(todayPlayback(state.vehicle.vehicleId, Date.now()))} autoInsertSpace={false}>
              轨迹回放
            </Button>
          ) : null
        }
        onChange={(key) => setActiveTab(key === TAB_KEYS.follow ? TAB_KEYS.follow : TAB_KEYS.basic)}
        items={[
          { key: TAB_KEYS.basic, label: '基本信息', children: <VehicleBasicInfo vehicle={state.vehicle} dictionary={dictionary} /> },
          {
            key: TAB_KEYS.follow,
            label: '实时跟踪',
            children:
              activeTab === TAB_KEYS.follow ? (
                <VehicleFollowPanel http={http} vehicle={state.vehicle} loadedAt={state.loadedAt} onRefresh={refresh} />
              ) : null,
          },
        ]}
      />
    );
  } else {
    body = (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin description="正在加载车辆信息…" />
      </div>
    );
  }

  return (
    <Modal open={vehicleId !== null} title={title} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {body}
    </Modal>
  );
}
