import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalImageViewer } from '@main/dialogs/image-viewer/global-image-viewer';
import { createShellMessageHandlers } from '@main/sub-apps/shell-message-handlers';
import { finishLeaveAnimations } from '../../micro/car/dom-helpers';
import { demoUser } from '../support/fixtures';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

const URLS = ['/img/a.png', '/img/b.png', '/img/c.png'];

function openViewer(index: number) {
  const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
  renderInShell(root, [{ path: '/home', element: <GlobalImageViewer /> }], '/home');
  const handlers = createShellMessageHandlers(root, { navigate: () => {}, openWindow: () => {}, onSessionExpired: () => {} });
  act(() => {
    void handlers.showImage({ urls: URLS, index });
  });
  return root;
}

const shownImage = () => screen.getByRole('img', { name: /张图片/ });

describe('the image viewer (product-spec §2, §9)', () => {
  it('opens on showImage at the given index and pages through the list', async () => {
    const user = userEvent.setup();
    openViewer(1);
    expect(await screen.findByRole('dialog', { name: '图片查看（2/3）' })).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('src', '/img/b.png');

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownImage()).toHaveAttribute('src', '/img/c.png');
    expect(screen.getByRole('button', { name: '下一张' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '上一张' }));
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownImage()).toHaveAttribute('src', '/img/a.png');
    expect(screen.getByRole('button', { name: '上一张' })).toBeDisabled();
  });

  it('zooms in and out by the rate 1.2', async () => {
    const user = userEvent.setup();
    openViewer(0);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(shownImage().style.transform).toBe('scale(1.2)');
    expect(screen.getByLabelText('缩放比例')).toHaveTextContent('120%');
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByLabelText('缩放比例')).toHaveTextContent('144%');
    await user.click(screen.getByRole('button', { name: '缩小' }));
    await user.click(screen.getByRole('button', { name: '缩小' }));
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByLabelText('缩放比例')).toHaveTextContent('83%');
  });

  it('stays open on Escape and closes on a click on the background', async () => {
    const user = userEvent.setup();
    const root = openViewer(0);
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(root.dialogs.images).not.toBeNull();

    const background = dialog.closest('.ant-modal-wrap');
    if (!background) throw new Error('没有找到对话框背景');
    fireEvent.mouseDown(background);
    fireEvent.mouseUp(background);
    fireEvent.click(background);
    await waitFor(() => {
      finishLeaveAnimations();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(root.dialogs.images).toBeNull();
  });

  it('is not opened by showImage before login', () => {
    const { root } = createTestRoot();
    const handlers = createShellMessageHandlers(root, { navigate: () => {}, openWindow: () => {}, onSessionExpired: () => {} });
    void handlers.showImage({ urls: URLS });
    expect(root.dialogs.images).toBeNull();
  });
});
