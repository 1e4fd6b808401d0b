import { Button, Result } from 'antd';

/** The Chinese error panel every route section falls back to. */
export function RouteErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
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
