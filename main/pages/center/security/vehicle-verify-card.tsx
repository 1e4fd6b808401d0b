import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { verifyVehicle } from '@shared/api/account-api';
import type { VehicleVerified } from '@shared/api/dto/account-dto';
import { DEVICE_SUFFIX_PATTERN, MSG_DEVICE_SUFFIX, PLATE_MAX } from '@shared/api/endpoints/security-endpoints';
import { useRootStore } from '../../../context/store-context';
import { FormFailure } from '../form-failure';
import { useFormAction } from '../use-form-action';

interface VerifyValues {
  plate: string;
  deviceSuffix: string;
}

/** 车辆核验: the plate and the last 6 digits of the device number name a vehicle the user may operate. */
export function VehicleVerifyCard() {
  const root = useRootStore();
  const action = useFormAction();
  const [result, setResult] = useState<VehicleVerified | null>(null);

  const submit = async (values: VerifyValues) => {
    setResult(null);
    await action.run(async () => setResult(await verifyVehicle(root.http, values.plate.trim(), values.deviceSuffix.trim())));
  };

  return (
    <Card title="车辆核验" size="small">
      <FormFailure message={action.error} />
      {result ? <Alert type="success" showIcon style={{ marginBottom: 12 }} title={`核验通过：${result.plate}（${result.groupName}）`} /> : null}
      <Form<VerifyValues> layout="inline" onFinish={submit}>
        <Form.Item name="plate" label="车牌号" rules={[{ required: true, whitespace: true, message: '请输入车牌号' }]}>
          <Input maxLength={PLATE_MAX} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item
          name="deviceSuffix"
          label="设备号后6位"
          rules={[
            { required: true, message: '请输入设备号后6位' },
            { pattern: DEVICE_SUFFIX_PATTERN, message: MSG_DEVICE_SUFFIX },
          ]}
        >
          <Input maxLength={6} inputMode="numeric" style={{ width: 110 }} />
        </Form.Item>
        <Button htmlType="submit" loading={action.busy}>
          核验
        </Button>
      </Form>
    </Card>
  );
}
