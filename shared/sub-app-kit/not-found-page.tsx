import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ResultPanel } from './result-panel';

/** A sub-app's own 404 (a path its route table does not know); the button goes to the app's home. */
export function NotFoundPage({ homeLabel }: { homeLabel: string }) {
  const navigate = useNavigate();
  return (
    <ResultPanel
      status="not-found"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {homeLabel}
        </Button>
      }
    />
  );
}
