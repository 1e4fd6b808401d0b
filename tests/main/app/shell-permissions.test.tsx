import { act, screen } from '@testing-library/react';
import { ButtonPermission, MenuPermission } from '@shared/permission/permission-guards';
import { resourceTree } from '../support/fixtures';
import { renderInShell } from '../support/render-shell';
import { happyRoutes } from '../support/routes';
import { createTestRoot } from '../support/test-root';

describe('the shell guards', () => {
  it('follow the permission store: loaded tree, then a replaced one', async () => {
    const { root } = createTestRoot(happyRoutes(), { sessionId: 's' });
    await root.permission.loadResources();
    renderInShell(
      root,
      [
        {
          path: '/home',
          element: (
            <>
              <ButtonPermission code="car:export">
                <button type="button">导出</button>
              </ButtonPermission>
              <MenuPermission id="card">
                <a href="/card">智能工牌</a>
              </MenuPermission>
            </>
          ),
        },
      ],
      '/home',
    );
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '智能工牌' })).toBeInTheDocument();

    act(() => root.permission.replaceResources(resourceTree(['car']).map((node) => ({ ...node, children: node.children?.filter((child) => child.type !== 3) }))));
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.queryByRole('link', { name: '智能工牌' })).toBeNull();
  });
});
