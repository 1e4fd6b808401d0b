import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from '@shared/ui/login/login-screen';
import { ok } from '../support/routes';
import { createTestHttp } from '../support/test-root';
import { createRsaPair } from '../support/rsa';

const rsa = createRsaPair();

describe('the two login screens', () => {
  const routes = { '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: true }) };

  it('gives the newer screen password and SMS tabs', async () => {
    const { http } = createTestHttp(routes);
    const { container } = render(<LoginScreen http={http} loginStyle="new" title="演示车队平台" onLoggedIn={vi.fn()} />);
    expect(container.querySelector('[data-login-style="new"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '演示车队平台' })).toBeInTheDocument();
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账户登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
  });

  it('gives the listed host the older screen: password only, no SMS', async () => {
    const { http } = createTestHttp(routes);
    const { container } = render(<LoginScreen http={http} loginStyle="old" title="老平台" onLoggedIn={vi.fn()} />);
    const screenRoot = container.querySelector<HTMLElement>('[data-login-style="old"]');
    expect(screenRoot).not.toBeNull();
    expect(await within(screenRoot as HTMLElement).findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '用户登录' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '短信登录' })).not.toBeInTheDocument();
  });
});
