import { Button } from 'antd';
import { ResultPanel } from './result-panel';

/** The Chinese error panel every route section falls back to. */
export function RouteErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ResultPanel
      status="error"
      title="页面出错了"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
