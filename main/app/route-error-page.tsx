import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * What the user reads for a route error: Chinese, never the router's English status text nor a
 * raw JavaScript message (product-spec §8: every visible text Chinese). The error itself goes to
 * the console for whoever debugs it.
 */
export function routeErrorText(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: '页面不存在', detail: '您访问的地址不存在，请检查地址或返回首页。' };
  }
  if (error instanceof TypeError && /import|module|chunk/i.test(error.message)) {
    return { title: '页面加载失败', detail: '页面文件未能加载，可能是网络中断或系统已更新，请刷新页面后重试。' };
  }
  return { title: '页面出错了', detail: '页面运行时发生错误，请刷新页面后重试；若仍有问题请联系管理员。' };
}

/**
 * The routes' error boundary: a page that crashed shows this instead of a blank shell. Plain markup
 * in antd's Result layout rather than Result itself, whose illustrations would put ~10 KB (gzip)
 * into the shell's initial JS; and not a lazy chunk, since a failed chunk download is one of the
 * errors it must show.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { token } = theme.useToken();
  useEffect(() => {
    console.error('[路由] 页面出错', error);
  }, [error]);
  const { title, detail } = routeErrorText(error);
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError, marginBottom: 24 }} />
      <div style={{ fontSize: 24, lineHeight: 1.33, color: token.colorTextHeading, marginBottom: 8 }}>{title}</div>
      <div style={{ fontSize: 14, color: token.colorTextDescription, marginBottom: 24 }}>{detail}</div>
      <Space>
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
        <Button onClick={() => window.location.assign('/home')}>返回首页</Button>
      </Space>
    </div>
  );
}
