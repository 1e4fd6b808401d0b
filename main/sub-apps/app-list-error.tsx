import { Alert, Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { errorText } from '@shared/http/api-error';
import { useRootStore } from '../context/store-context';
import { shellDataFailure, useRetryShellData } from './shell-data-retry';

/**
 * The sub-app list (or the menu map) could not be loaded: a Chinese error with 重试 where the apps
 * would be. `compact` fits the header; otherwise a block for the home page. Renders nothing when
 * both loads are fine.
 */
export const AppListError = observer(function AppListError({ compact = false }: { compact?: boolean }) {
  const root = useRootStore();
  const retry = useRetryShellData();
  const failure = shellDataFailure(root);
  if (!failure) return null;
  const detail = errorText(failure.error);
  const retryButton = (
    <Button size="small" onClick={retry}>
      重试
    </Button>
  );
  if (compact) {
    return (
      <Space size={8} role="alert" style={{ padding: '0 12px' }}>
        <Typography.Text type="danger" title={detail}>
          {failure.title}
        </Typography.Text>
        {retryButton}
      </Space>
    );
  }
  return <Alert type="error" showIcon title={failure.title} description={detail} action={retryButton} />;
});
