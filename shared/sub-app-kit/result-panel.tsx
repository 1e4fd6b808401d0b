import { CloseCircleFilled, ExclamationCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

export type ResultPanelStatus = 'error' | 'info' | 'not-found';

/**
 * antd's Result layout (icon, title, subtitle, actions) in plain markup. The kit's panels are in
 * every sub-app's first chunk, and Result itself would bring its 403/404/500 illustrations along
 * (~10 KB gzip of initial JS, issue 12). The route error panel cannot be a lazy chunk instead: a
 * chunk that did not load is one of the errors it shows.
 */
export function ResultPanel({ status, title, subTitle, extra }: { status: ResultPanelStatus; title: string; subTitle?: string | undefined; extra?: ReactNode }) {
  const { token } = theme.useToken();
  const iconStyle = { fontSize: 72, marginBottom: 24 };
  const icon =
    status === 'error' ? (
      <CloseCircleFilled style={{ ...iconStyle, color: token.colorError }} />
    ) : status === 'info' ? (
      <ExclamationCircleFilled style={{ ...iconStyle, color: token.colorInfo }} />
    ) : (
      <QuestionCircleFilled style={{ ...iconStyle, color: token.colorTextQuaternary }} />
    );
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      {icon}
      <div style={{ fontSize: 24, lineHeight: 1.33, color: token.colorTextHeading, marginBottom: subTitle ? 8 : 24 }}>{title}</div>
      {subTitle ? <div style={{ fontSize: 14, color: token.colorTextDescription, marginBottom: 24 }}>{subTitle}</div> : null}
      {extra}
    </div>
  );
}
