import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/http/api-error';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { finishLeaveAnimations } from '../dom-helpers';
import { renderConsole } from '../render-console';

/** A console screen whose actions fail: each button reports its error to the console's one error path. */
function FailingActions({ errors }: { errors: Record<string, ApiError> }) {
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
  下发: new ApiError({ kind: 'flag', flag: 0, message: '指令下发失败' }),
  导出: new ApiError({ kind: 'timeout', message: '请求超时，请稍后重试' }),
  取消: new ApiError({ kind: 'aborted', message: '请求已取消' }),
  过期: new ApiError({ kind: 'session-expired', flag: 4010, message: '登录超时，请重新登录' }),
};

describe("the console's one error path", () => {
  it('shows one product toast at a time, and nothing for a cancelled request', async () => {
    const user = userEvent.setup();
    renderConsole(<FailingActions errors={ERRORS} />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: '下发' }));
    expect(await screen.findByText('指令下发失败')).toBeInTheDocument();
    expect(screen.queryByText('请求已取消')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
    await waitFor(() => {
      finishLeaveAnimations();
      expect(screen.queryByText('指令下发失败')).not.toBeInTheDocument();
    });
  });

  it('hands an expired session to its host and shows no dialog or toast of its own', async () => {
    const user = userEvent.setup();
    const { sessionReports } = renderConsole(<FailingActions errors={ERRORS} />);
    await user.click(screen.getByRole('button', { name: '过期' }));
    expect(sessionReports.count).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('会话已过期')).not.toBeInTheDocument();
    expect(screen.queryByText('登录超时，请重新登录')).not.toBeInTheDocument();
  });
});
