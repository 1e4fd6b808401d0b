import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordLoginForm } from '@shared/ui/login/password-login-form';
import { fail, ok } from '../support/routes';
import { createTestHttp } from '../support/test-root';
import { createRsaPair } from '../support/rsa';

const rsa = createRsaPair();
const loginPage = () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: false });

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('PasswordLoginForm', () => {
  it('posts credentials encrypted with the login page key, never the clear password', async () => {
    const onLoggedIn = vi.fn();
    const { http, calls } = createTestHttp({
      '/oauth/loginPage': loginPage,
      '/oauth/v4/token': () => ok({ sessionId: 's-1', expiresIn: 1800 }),
    });
    render(<PasswordLoginForm http={http} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('demo', 'demo123456');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ sessionId: 's-1', expiresIn: 1800 }));
    const post = calls.find((call) => call.path === '/oauth/v4/token');
    const body = post?.body as Record<string, string>;
    expect(JSON.stringify(body)).not.toContain('demo123456');
    expect(rsa.decrypt(body.password ?? '')).toBe('demo123456');
    expect(rsa.decrypt(body.username ?? '')).toBe('demo');
  });

  it("shows the server's Chinese message when the login is refused, and lets the user try again", async () => {
    const { http } = createTestHttp({
      '/oauth/loginPage': loginPage,
      '/oauth/v4/token': () => fail(0, '账号或密码错误'),
    });
    render(<PasswordLoginForm http={http} onLoggedIn={vi.fn()} />);
    await fillAndSubmit('demo', 'wrong-password');

    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    // /登录/: jsdom runs no CSS animations, so the spinner's leave animation keeps its label in the name
    expect(screen.getByRole('button', { name: /登录/ })).toBeEnabled();
  });

  it('disables the button while the login request is in flight', async () => {
    let release: (value: unknown) => void = () => {};
    // made before the request reaches the server, so the test can release it whenever it gets there
    const answer = new Promise((resolve) => (release = resolve));
    const { http } = createTestHttp({
      '/oauth/loginPage': loginPage,
      '/oauth/v4/token': () => answer,
    });
    render(<PasswordLoginForm http={http} onLoggedIn={vi.fn()} />);
    await fillAndSubmit('demo', 'demo123456');

    await waitFor(() => expect(screen.getByRole('button', { name: /登录/ })).toBeDisabled());
    release(ok({ sessionId: 's-2', expiresIn: 1800 }));
    await waitFor(() => expect(screen.getByRole('button', { name: /登录/ })).toBeEnabled());
  });

  it('offers a retry when the public key cannot be loaded', async () => {
    let attempts = 0;
    const { http } = createTestHttp({
      '/oauth/loginPage': () => {
        attempts += 1;
        return attempts === 1 ? fail(0, '服务暂不可用') : loginPage();
      },
    });
    render(<PasswordLoginForm http={http} onLoggedIn={vi.fn()} />);
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新获取' }));
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
  });
});
