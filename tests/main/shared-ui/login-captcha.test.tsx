import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordLoginForm } from '@shared/ui/login/password-login-form';
import type { RecordedRequest } from '../../shared/http/local-server';
import { fail, ok } from '../support/routes';
import { createTestHttp } from '../support/test-root';
import { createRsaPair } from '../support/rsa';

const rsa = createRsaPair();

/**
 * A server that behaves like the reference one: after three refused passwords for a name the login
 * page (asked for that name) says captchaRequired and the login answers 请输入验证码 without one;
 * each captcha is single use.
 */
function captchaServer() {
  let failures = 0;
  let issued = 0;
  const live = new Set<string>();
  const routes = {
    '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: failures >= 3, smsLoginEnabled: true }),
    '/oauth/getCode': () => {
      issued += 1;
      live.add(`key-${issued}`);
      return ok({ captchaKey: `key-${issued}`, image: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg">${issued}</svg>`)}`, expiresIn: 300 });
    },
    '/oauth/v4/token': (request: RecordedRequest) => {
      const body = Object.fromEntries(new URLSearchParams(request.body));
      if (failures >= 3) {
        if (!body.captcha || !body.captchaKey) return fail(0, '请输入验证码');
        const known = live.delete(body.captchaKey);
        if (!known || body.captcha !== 'abcd') return fail(0, '验证码错误或已过期');
      }
      if (rsa.decrypt(body.password ?? '') !== 'right-password') {
        failures += 1;
        return fail(0, '用户名或密码错误');
      }
      return ok({ sessionId: 'after-captcha', expiresIn: 1800 });
    },
  };
  return { routes, issuedCount: () => issued };
}

describe('the captcha of the password login', () => {
  it('appears after three wrong passwords, refreshes on click, and the right password with it logs in', async () => {
    const server = captchaServer();
    const { http, calls } = createTestHttp(server.routes);
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    render(<PasswordLoginForm http={http} onLoggedIn={onLoggedIn} />);

    await user.type(await screen.findByLabelText('账号'), 'demo');
    const password = screen.getByLabelText('密码');
    await user.type(password, 'wrong-1');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(screen.getByRole('button', { name: /登录/ }));
      await waitFor(() => expect(calls.filter((call) => call.path === '/oauth/v4/token')).toHaveLength(attempt));
      await screen.findByText('用户名或密码错误');
    }
    // the page config, asked again for the typed name, now says a captcha is needed
    expect(await screen.findByRole('img', { name: '验证码图片' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/oauth/loginPage').at(-1)?.query).toEqual({ username: 'demo' });
    // nothing typed was lost
    expect(screen.getByLabelText('账号')).toHaveValue('demo');

    const refresh = screen.getByRole('button', { name: '看不清，换一张验证码' });
    const before = server.issuedCount();
    await user.click(refresh);
    await waitFor(() => expect(server.issuedCount()).toBe(before + 1));

    await user.clear(password);
    await user.type(password, 'right-password');
    await user.type(screen.getByLabelText('验证码'), 'abcd');
    await user.click(screen.getByRole('button', { name: /登录/ }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ sessionId: 'after-captcha', expiresIn: 1800 }));
    const last = calls.filter((call) => call.path === '/oauth/v4/token').at(-1)?.body as Record<string, string>;
    expect(last.captchaKey).toBe(`key-${server.issuedCount()}`);
  });

  it('shows the field when the login itself answers 请输入验证码, and asks for an answer before sending', async () => {
    const { http, calls } = createTestHttp({
      '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: true }),
      '/oauth/getCode': () => ok({ captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 }),
      '/oauth/v4/token': () => fail(0, '请输入验证码'),
    });
    const user = userEvent.setup();
    render(<PasswordLoginForm http={http} onLoggedIn={vi.fn()} />);
    await user.type(await screen.findByLabelText('账号'), 'demo');
    await user.type(screen.getByLabelText('密码'), 'x-password');
    await user.click(screen.getByRole('button', { name: /登录/ }));

    expect(await screen.findByRole('img', { name: '验证码图片' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /登录/ }));
    expect(await screen.findByText('请输入验证码', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/oauth/v4/token')).toHaveLength(1);
  });

  it('shows the captcha from the start when the login page config asks for it', async () => {
    const { http } = createTestHttp({
      '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: true, smsLoginEnabled: true }),
      '/oauth/getCode': () => ok({ captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 }),
    });
    render(<PasswordLoginForm http={http} onLoggedIn={vi.fn()} />);
    expect(await screen.findByRole('img', { name: '验证码图片' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
  });
});
