import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmsLoginForm } from '@shared/ui/login/sms-login-form';
import type { RecordedRequest } from '../../shared/http/local-server';
import { fail, ok } from '../support/routes';
import { createTestHttp } from '../support/test-root';
import { createRsaPair } from '../support/rsa';

const rsa = createRsaPair();
const loginPage = (extra: Record<string, unknown> = {}) => () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: true, ...extra });
const form = (request: RecordedRequest) => Object.fromEntries(new URLSearchParams(request.body));

describe('the SMS-code login', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the code to the encrypted phone, counts the server resendAfter down, and logs in with grant sms', async () => {
    // only the countdown's interval is faked: the HTTP client keeps its real timers
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sent: string[] = [];
    const { http } = createTestHttp({
      '/oauth/loginPage': loginPage(),
      '/oauth/sendLoginSms': (request) => {
        sent.push(rsa.decrypt(form(request).phone ?? ''));
        return ok({ phone: '138****8000', expiresIn: 300, resendAfter: 60 });
      },
      '/oauth/v4/token': (request) => {
        const body = form(request);
        return body.grantType === 'sms' && rsa.decrypt(body.phone ?? '') === '13800138000' && body.smsCode === '123456'
          ? ok({ sessionId: 'by-sms', expiresIn: 1800 })
          : fail(0, '短信验证码错误');
      },
    });
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    render(<SmsLoginForm http={http} onLoggedIn={onLoggedIn} />);

    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****8000，5 分钟内有效')).toBeInTheDocument();
    expect(sent).toEqual(['13800138000']);
    const resend = screen.getByRole('button', { name: /60 秒后重新获取/ });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: /1 秒后重新获取/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: /获取验证码/ })).toBeEnabled();

    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ sessionId: 'by-sms', expiresIn: 1800 }));
  });

  it("shows the server's limit in Chinese and sends nothing for a malformed phone", async () => {
    const { http, calls } = createTestHttp({
      '/oauth/loginPage': loginPage(),
      '/oauth/sendLoginSms': () => fail(0, '验证码发送过于频繁，请 42 秒后再试'),
    });
    const user = userEvent.setup();
    render(<SmsLoginForm http={http} onLoggedIn={vi.fn()} />);
    const phone = await screen.findByLabelText('手机号');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/oauth/sendLoginSms')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '13800138000');
    await user.click(screen.getByRole('button', { name: /获取验证码/ }));
    expect(await screen.findByText('验证码发送过于频繁，请 42 秒后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /获取验证码/ })).toBeEnabled();
  });

  it('asks for a captcha once the server says the phone needs one', async () => {
    const { http } = createTestHttp({
      '/oauth/loginPage': loginPage({ smsCaptchaRequired: false }),
      '/oauth/getCode': () => ok({ captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 }),
      '/oauth/v4/token': () => fail(0, '请输入验证码'),
    });
    const user = userEvent.setup();
    render(<SmsLoginForm http={http} onLoggedIn={vi.fn()} />);
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    expect(await screen.findByRole('img', { name: '验证码图片' })).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveValue('000000');
  });
});
