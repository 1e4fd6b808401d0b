import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFoundPage } from '@main/pages/not-found/not-found-page';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

describe('NotFoundPage', () => {
  it('says the page does not exist and 返回首页 goes home', async () => {
    const { root } = createTestRoot();
    renderInShell(
      root,
      [
        { path: '/404', element: <NotFoundPage /> },
        { path: '/home', element: <p>首页内容</p> },
      ],
      '/404',
    );
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
  });
});
