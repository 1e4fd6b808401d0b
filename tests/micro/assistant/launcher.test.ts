import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantConfig } from '@shared/contract/assistant-contract';
import { mountAssistant } from '../../../micro/assistant/launcher';
import { MSG_BAD_CONFIG } from '../../../micro/assistant/widget-messages';

const CONFIG: AssistantConfig = {
  botName: '车管小助手',
  baseUrl: '/car/v1/api/assistant',
  userId: 1,
  productName: '车辆定位平台',
  robotHeaderUrl: '/robot.svg',
  staticUrl: '/static/',
  appType: 'car',
  sessionId: 's-1',
  faqList: [{ id: 'a', question: '如何创建子账号？' }],
  chatLogo: null,
};

describe('the widget\'s first chunk (launcher)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('paints the launcher at once, 30 px from the right, without the chat', () => {
    const handle = mountAssistant(document.body, CONFIG, { perform: vi.fn() });
    const launcher = screen.getByRole('button', { name: '打开智能助手' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(handle.wrapper).toContainElement(launcher);
    expect(handle.wrapper.style.right).toBe('30px');
    expect(screen.queryByRole('dialog')).toBeNull();
    handle.unmount();
    expect(document.body).toBeEmptyDOMElement();
  });

  it('opening loads the chat: the panel with the suggestions shows, and the launcher now closes it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ flag: 1, msg: '', obj: { messages: [] } })));
    mountAssistant(document.body, CONFIG, { perform: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: '打开智能助手' }));
    const panel = await screen.findByRole('dialog', { name: '车管小助手' });
    expect(within(panel).getByRole('button', { name: '如何创建子账号？' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: '收起智能助手' });
    expect(screen.getAllByRole('button', { name: /智能助手$/ }).filter((button) => button.hasAttribute('aria-expanded'))).toEqual([toggle]);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '打开智能助手' })).toBeInTheDocument();
  });

  it('refuses a config that is not one (the page is not trusted either)', () => {
    expect(() => mountAssistant(document.body, { ...CONFIG, sessionId: '' }, { perform: vi.fn() })).toThrow(MSG_BAD_CONFIG);
    expect(document.body).toBeEmptyDOMElement();
  });

  it('the chat parses the whole config before use: a bad suggestion list keeps it closed and says why', async () => {
    const fetch = vi.fn(async () => Response.json({ flag: 1, msg: '', obj: { messages: [] } }));
    vi.stubGlobal('fetch', fetch);
    mountAssistant(document.body, { ...CONFIG, faqList: [{ id: 1 }] }, { perform: vi.fn() });
    const launcher = screen.getByRole('button', { name: '打开智能助手' });
    fireEvent.click(launcher);
    await waitFor(() => expect(launcher).toHaveAttribute('title', MSG_BAD_CONFIG));
    expect(launcher).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
