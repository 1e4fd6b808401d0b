import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import type { AssistantConfig, AssistantHost, AssistantWidgetApi } from '@shared/contract/assistant-contract';
import { startAssistantSession } from '@main/assistant/assistant-session';
import { createTipDock, DockedTip, TipDockContext, type TipDock } from '@main/assistant/tip-dock';

const SETTINGS: ChatSettings = {
  enabled: true,
  baseUrl: '/car/v1/api/assistant',
  scriptUrl: '/apps/assistant/assistant.js',
  botName: '车管小助手',
  productName: '车辆定位平台',
  robotHeaderUrl: '/robot.svg',
  staticUrl: '/static/',
  appType: 'car',
  faqList: [{ id: 'a', question: '如何创建子账号？' }],
  editable: true,
  providerUrl: null,
  providerModel: null,
  providerKeySet: false,
};
const USER = { userId: 9, chatLogo: '/logo.png' } as UserInfo;

/** A stand-in widget: a wrapper element in the target, and what it was given. */
function fakeWidget() {
  const mounted: { config: AssistantConfig; host: AssistantHost }[] = [];
  const api: AssistantWidgetApi = {
    mount(target, config, host) {
      mounted.push({ config, host });
      const wrapper = document.createElement('div');
      wrapper.dataset.testid = 'chat-wrapper';
      target.append(wrapper);
      return { wrapper, unmount: () => wrapper.remove() };
    },
  };
  return { api, mounted };
}

/** A tip as the alarm tip or the download-list tip would join the dock. */
function TestTip({ dock }: { dock: TipDock }) {
  return (
    <TipDockContext.Provider value={dock}>
      <DockedTip>
        <div role="alert">测试提示：新报警 3 条</div>
      </DockedTip>
    </TipDockContext.Provider>
  );
}

describe('assistant session in the shell', () => {
  let dock: TipDock;
  beforeEach(() => {
    vi.useFakeTimers();
    dock = createTipDock();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const start = (settings: ChatSettings, widget = fakeWidget(), user: Promise<UserInfo> = Promise.resolve(USER)) => {
    const loadScript = vi.fn(async () => widget.api);
    const perform = vi.fn();
    const onSettled = vi.fn();
    const session = startAssistantSession({
      user,
      sessionId: 's-1',
      fetchSettings: async () => settings,
      loadScript,
      target: document.body,
      perform,
      dock,
      hidden: false,
      onSettled,
    });
    return { stop: () => session.stop(), session, loadScript, perform, widget, onSettled };
  };

  it('mounts the widget with the spec\'s config, then moves the tips into the chat wrapper after 1 s', async () => {
    render(<TestTip dock={dock} />);
    const { widget, loadScript } = start(SETTINGS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(loadScript).toHaveBeenCalledWith('/apps/assistant/assistant.js');
    expect(widget.mounted[0]?.config).toEqual({
      botName: '车管小助手',
      baseUrl: '/car/v1/api/assistant',
      userId: 9,
      productName: '车辆定位平台',
      robotHeaderUrl: '/robot.svg',
      staticUrl: '/static/',
      appType: 'car',
      sessionId: 's-1',
      faqList: [{ id: 'a', question: '如何创建子账号？' }],
      chatLogo: '/logo.png',
    });
    const wrapper = screen.getByTestId('chat-wrapper');
    const tip = screen.getByRole('alert');
    expect(wrapper).not.toContainElement(tip);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(wrapper).not.toContainElement(tip);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(wrapper).toContainElement(screen.getByRole('alert'));
  });

  it('stopping (logout) removes the widget and gives the tips their own place back', async () => {
    render(<TestTip dock={dock} />);
    const { stop } = start(SETTINGS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    act(() => stop());
    expect(screen.queryByTestId('chat-wrapper')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(dock.adopted).toBe(false);
    expect(dock.element.style.position).toBe('fixed');
  });

  it('keeps the widget hidden on the login page and shows it on the next page', async () => {
    const { session } = start(SETTINGS);
    session.setHidden(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const wrapper = screen.getByTestId('chat-wrapper');
    expect(wrapper).not.toBeVisible();
    session.setHidden(false);
    expect(wrapper).toBeVisible();
  });

  it('does not load the script when an address is missing', async () => {
    const { loadScript } = start({ ...SETTINGS, scriptUrl: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(loadScript).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chat-wrapper')).toBeNull();
  });

  it('a logout before the script arrives never mounts it', async () => {
    const { stop, widget } = start(SETTINGS);
    stop();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(widget.mounted).toEqual([]);
  });

  it('starts with the session: the script loads while the user is still being asked for, and mounts once the user is known', async () => {
    let userKnown: (user: UserInfo) => void = () => undefined;
    const user = new Promise<UserInfo>((resolve) => {
      userKnown = resolve;
    });
    const { loadScript, widget } = start(SETTINGS, fakeWidget(), user);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(loadScript).toHaveBeenCalledWith('/apps/assistant/assistant.js');
    expect(widget.mounted).toEqual([]);
    await act(async () => {
      userKnown(USER);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(widget.mounted[0]?.config).toMatchObject({ userId: 9, chatLogo: '/logo.png' });
    expect(screen.getByTestId('chat-wrapper')).toBeVisible();
  });

  it('settles (the preloads may start) once the mounted launcher has had its frame', async () => {
    const { widget, onSettled } = start(SETTINGS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(widget.mounted).toHaveLength(1);
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(onSettled).toHaveBeenCalled();
  });

  it('settles at once when the assistant is not configured', async () => {
    const { onSettled, widget } = start({ ...SETTINGS, baseUrl: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(widget.mounted).toEqual([]);
    expect(onSettled).toHaveBeenCalled();
  });
});
