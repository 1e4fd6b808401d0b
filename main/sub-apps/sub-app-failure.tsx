import { Button, Result } from 'antd';
import type { SubAppFailure } from './sub-app-health';

/** What the user reads for each failure: plain Chinese, never the browser's or the app's own error text. */
function failureText(failure: SubAppFailure, title: string): { title: string; subTitle: string } {
  if (failure === 'mount') {
    return { title: '子应用启动失败', subTitle: `「${title}」启动时出错。请稍后重试，如果一直无法打开，请联系管理员。` };
  }
  return { title: '子应用加载失败', subTitle: `「${title}」暂时无法打开：页面或脚本未能加载。请检查网络或稍后重试。` };
}

/**
 * A sub-app that could not load or start, with 重试. Its own chunk, with antd's Result and its
 * illustrations: the shell's initial JS does not carry what only a failure shows (issue 12).
 */
export function SubAppFailurePanel({ failure, title, onRetry }: { failure: SubAppFailure; title: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      {...failureText(failure, title)}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** `/:systemPath` names no sub-app of the role's list (the guard normally sends it to /404 first). */
export function SubAppMissing() {
  return <Result status="404" title="子应用不存在" subTitle="当前账号没有这个子应用，或它已停用。" />;
}
