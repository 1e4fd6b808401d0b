import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionExpiredDialog } from '@main/dialogs/session-expired/session-expired-dialog';
import { SecurityPage } from '@main/pages/center/security-page';
import { ApiError } from '@shared/http/api-error';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { finishLeaveAnimations } from '../../micro/car/dom-helpers';
import { demoUser } from '../support/fixtures';
import { fail } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

/** A component whose actions fail: each button reports its error to the shell's one error path. */
function FailingActions({ errors }: { errors: Record<string, unknown> }) {
  const report = useReportError();
  return (
    <>
      {Object.entries(errors).map(([label, error]) => (
        <button key={label} type="button" onClick={() => report(error)}>
          {label}
        </button>
      ))}
    </>
  );
}

const ERRORS = {
  查询: new ApiError({ kind: 'flag', flag: 0, message: '车辆不存在或无权查看' }),
  保存: new ApiError({ kind: 'network' }),
  取消: new ApiError({ kind: 'aborted', message: '请求已取消' }),
  过期: new ApiError({ kind: 'session-expired', flag: 4010, message: '登录超时，请重新登录' }),
  崩溃: new TypeError('undefined is not a function'),
};

function renderActions() {
  const setup = createTestRoot({}, { sessionId: 's', user: demoUser });
  renderInShell(
    setup.root,
    [
      {
        path: '/home',
        element: (
          <>
            <FailingActions errors={ERRORS} />
            <SessionExpiredDialog />
          </>
        ),
      },
    ],
    '/home',
  );
  return setup;
}

describe("the shell's one error path", () => {
  it('shows the server message as a product toast, one at a time: a new one replaces the previous', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('车辆不存在或无权查看')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    await waitFor(() => {
      finishLeaveAnimations();
      expect(screen.queryByText('车辆不存在或无权查看')).not.toBeInTheDocument();
    });

    // an error that is not an ApiError is normalised and shown by its text
    await user.click(screen.getByRole('button', { name: '崩溃' }));
    expect(await screen.findByText('undefined is not a function')).toBeInTheDocument();
    await waitFor(() => {
      finishLeaveAnimations();
      expect(screen.queryByText('网络异常')).not.toBeInTheDocument();
    });
  });

  it('shows nothing for a cancelled request', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('车辆不存在或无权查看')).toBeInTheDocument();
    expect(screen.queryByText('请求已取消')).not.toBeInTheDocument();
  });

  it('opens the one 会话已过期 dialog for an expired session, however often reported, and no toast', async () => {
    const user = userEvent.setup();
    const { root } = renderActions();
    await user.click(screen.getByRole('button', { name: '过期' }));
    await user.click(screen.getByRole('button', { name: '过期' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('会话已过期')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // the dialog's own text, not a toast beside it
    expect(screen.getAllByText('登录超时，请重新登录')).toHaveLength(1);
    expect(root.dialogs.sessionExpiredOpen).toBe(true);
  });

  it('is where a page sends its failed action: 刷新 on the security page shows the server message as a toast', async () => {
    const user = userEvent.setup();
    const { root } = createTestRoot({ '/car/v1/api/user/getUser.json': () => fail(0, '用户服务维护中') }, { sessionId: 's', user: demoUser });
    renderInShell(root, [{ path: '/center/security', element: <SecurityPage /> }], '/center/security');
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('用户服务维护中')).toBeInTheDocument();
    // the details last known stay on the page
    expect(screen.getByText('演示运营商')).toBeInTheDocument();
  });
});
