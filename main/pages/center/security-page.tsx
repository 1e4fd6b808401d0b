import { Col, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { checkAccountStatus, checkDeviceTrust, generateQrCode, getAuthData } from '@shared/api/account-api';
import { useRootStore } from '../../context/store-context';
import { LoadFailure } from './load-failure';
import { AccountCard } from './security/account-card';
import { AccountStatusCard } from './security/account-status-card';
import { deviceFingerprint } from './security/device-fingerprint';
import { DeviceTrustCard } from './security/device-trust-card';
import { PasswordCard } from './security/password-card';
import { PhoneBindingCard } from './security/phone-binding-card';
import { PrivacyCard } from './security/privacy-card';
import { VehicleVerifyCard } from './security/vehicle-verify-card';
import { WechatBindingCard } from './security/wechat-binding-card';
import { useCenterLoad } from './use-center-load';

const QR_SIZE = 160;

/** What the WeChat binding QR code carries: the binding page of this platform for this account. */
export function wechatBindContent(origin: string, userName: string): string {
  return `${origin}/wechat/bind?account=${encodeURIComponent(userName)}`;
}

/**
 * 安全中心 (route 4001): account and its status (checkStatus), password change, phone and WeChat
 * bindings with the SMS identity check, the binding QR code, privacy settings, this browser's trust
 * and the vehicle check. Each part loads and fails on its own.
 */
export const SecurityPage = observer(function SecurityPage() {
  const root = useRootStore();
  const userName = root.session.user?.userName ?? '';
  const status = useCenterLoad(useCallback(() => checkAccountStatus(root.http), [root.http]));
  const auth = useCenterLoad(useCallback(() => getAuthData(root.http), [root.http]));
  const trust = useCenterLoad(
    useCallback(async () => {
      const fingerprint = await deviceFingerprint();
      return fingerprint ? checkDeviceTrust(root.http, fingerprint) : null;
    }, [root.http]),
  );
  const qrCode = useCenterLoad(
    useCallback(() => generateQrCode(root.http, wechatBindContent(window.location.origin, userName), QR_SIZE), [root.http, userName]),
  );
  const untrusted = trust.data && !trust.data.trusted ? trust.data.fingerprint : null;

  const afterBindingChange = () => {
    auth.reload();
    trust.reload();
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <AccountCard />
        </Col>
        <Col xs={24} xl={14}>
          <AccountStatusCard status={status} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <PasswordCard onChanged={status.reload} />
        </Col>
        <Col xs={24} xl={14}>
          {auth.error ? <LoadFailure title="绑定信息加载失败" message={auth.error} onRetry={auth.reload} /> : null}
          {auth.data ? <PhoneBindingCard auth={auth.data} untrustedFingerprint={untrusted} onChanged={afterBindingChange} /> : null}
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>{auth.data ? <WechatBindingCard auth={auth.data} qrCode={qrCode} onChanged={afterBindingChange} /> : null}</Col>
        <Col xs={24} xl={14}>{auth.data ? <PrivacyCard stored={auth.data.privacy} onChanged={auth.reload} /> : null}</Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <DeviceTrustCard trust={trust} />
        </Col>
        <Col xs={24} xl={14}>
          <VehicleVerifyCard />
        </Col>
      </Row>
    </Space>
  );
});
