import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { RouteErrorPage, routeErrorText } from '@main/app/route-error-page';

describe('the router error page', () => {
  it('names an unknown address in Chinese, never the router status text', async () => {
    const router = createMemoryRouter([{ path: '/home', element: null, errorElement: <RouteErrorPage /> }], { initialEntries: ['/nowhere'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.queryByText(/Not Found/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('shows a crashed page in Chinese without the raw JavaScript message', async () => {
    const Crash = () => {
      throw new Error("Cannot read properties of undefined (reading 'map')");
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Crash />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read/)).not.toBeInTheDocument();
  });

  it('tells a failed page download apart', () => {
    expect(routeErrorText(new TypeError('Failed to fetch dynamically imported module: /static/js/a.js')).title).toBe('页面加载失败');
  });
});
