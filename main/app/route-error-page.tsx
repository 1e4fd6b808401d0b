import { Button, Result } from 'antd';
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

/** The routes' error boundary: a page that crashed shows this instead of a blank shell. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[路由] 页面出错', error);
  }, [error]);
  const { title, detail } = routeErrorText(error);
  return (
    <Result
      status="error"
      title={title}
      subTitle={detail}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" onClick={() => window.location.assign('/home')}>
          返回首页
        </Button>,
      ]}
    />
  );
}
