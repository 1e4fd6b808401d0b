import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, ConfigProvider } from 'antd';
import { PRODUCT_TOAST_CONFIG } from '@shared/ui/feedback/product-toast';
import { useLoadingCloseDelay } from '@shared/ui/feedback/use-loading-close-delay';
import { useProductConfirm } from '@shared/ui/feedback/use-product-confirm';

/** The small feedback rules of product-spec §4, §8, §9, with real antd. */
function Toasts() {
  const { message } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.info('第一条提示')}>第一条</Button>
      <Button onClick={() => void message.info('第二条提示')}>第二条</Button>
    </>
  );
}

function Confirm({ onOk }: { onOk: () => void }) {
  const confirm = useProductConfirm();
  return <Button onClick={() => confirm({ content: '确定删除这条记录吗？', onOk })}>删除</Button>;
}

describe('product feedback', () => {
  it('shows one product toast at a time, for 3000 ms', async () => {
    expect(PRODUCT_TOAST_CONFIG).toEqual({ maxCount: 1, duration: 3 });
    render(
      <App message={PRODUCT_TOAST_CONFIG}>
        <Toasts />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: '第一条' }));
    expect(await screen.findByText('第一条提示')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第二条' }));
    expect(await screen.findByText('第二条提示')).toBeInTheDocument();
    // the first is closing (jsdom runs no CSS transition, so its leave animation never ends): only the new one stays open
    const open = () => [...document.querySelectorAll('.ant-message-notice:not(.ant-message-fade-leave)')].map((notice) => notice.textContent);
    await waitFor(() => expect(open()).toEqual(['第二条提示']));
  });

  it('opens the confirm dialog titled 提示 with 确定 and 取消', async () => {
    const onOk = vi.fn();
    // as every app configures antd: 确定, not 确 定
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <Confirm onOk={onOk} />
        </App>
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    expect(within(dialog).getByText('确定删除这条记录吗？')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('closes the loading indicator 400 ms after the work ends, and opens it at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useLoadingCloseDelay(loading), { initialProps: { loading: false } });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    vi.useRealTimers();
  });
});
