import { Card, Empty } from 'antd';

/**
 * A centre page whose server interface is not part of the platform yet: it says so plainly
 * instead of showing invented data.
 */
export function ModuleUnavailable({ title }: { title: string }) {
  return (
    <Card title={title}>
      <Empty description={`「${title}」的数据接口尚未开放，暂时无法显示内容。`} />
    </Card>
  );
}
