import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantConfig } from '@shared/contract/assistant-contract';
import { ChatWidget } from '../../../micro/assistant/chat-widget';

const CONFIG: AssistantConfig = {
  botName: '车管小助手',
  baseUrl: '/car/v1/api/assistant',
  userId: 1,
  productName: '车辆定位平台',
  robotHeaderUrl: '/robot.svg',
  staticUrl: '/static/',
  appType: 'car',
  sessionId: 's-1',
  faqList: [
    { id: 'a', question: '如何创建子账号？' },
    { id: 'b', question: '设备离线是什么原因？' },
  ],
  chatLogo: null,
};

/** A server-sent event body the way the service streams it. */
function streamOf(events: unknown[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      events.forEach((event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

function fakeFetch(answer: unknown[]) {
  return vi.fn(async (url: string | URL | Request) => {
    if (String(url).endsWith('getConversation.json')) return Response.json({ flag: 1, msg: '', obj: { messages: [] } });
    return streamOf(answer);
  });
}

describe('chat widget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the suggested questions; a click streams the answer with its buttons, which go to the host', async () => {
    const fetchMock = fakeFetch([
      { type: 'delta', text: '**粤B·12345** 当前状态：' },
      { type: 'delta', text: '在线' },
      { type: 'actions', actions: [{ kind: 'location', vehicleId: 5 }] },
      { type: 'done' },
    ]);
    vi.stubGlobal('fetch', fetchMock);
    const host = { perform: vi.fn() };
    render(<ChatWidget config={CONFIG} host={host} pageOrigin="http://localhost" />);
    fireEvent.click(screen.getByRole('button', { name: '打开智能助手' }));
    const faq = screen.getByRole('navigation', { name: '常见问题' });
    expect(within(faq).getAllByRole('button').map((button) => button.textContent)).toEqual(['如何创建子账号？', '设备离线是什么原因？']);
    fireEvent.click(within(faq).getByRole('button', { name: '设备离线是什么原因？' }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('当前状态：在线', { exact: false })).toBeInTheDocument();
    fireEvent.click(await within(log).findByRole('button', { name: '位置' }));
    expect(host.perform).toHaveBeenCalledWith({ kind: 'location', vehicleId: 5 });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('ask.json')) as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ sessionId: 's-1' });
    expect(JSON.parse(String(init.body))).toEqual({ question: '设备离线是什么原因？' });
  });

  it('shows the service\'s refusal when the question is refused before streaming', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('ask.json') ? Response.json({ flag: 0, msg: '智能助手已关闭，请联系运营管理员开启' }) : Response.json({ flag: 1, obj: { messages: [] } }),
      ),
    );
    render(<ChatWidget config={CONFIG} host={{ perform: vi.fn() }} pageOrigin="http://localhost" />);
    fireEvent.click(screen.getByRole('button', { name: '打开智能助手' }));
    fireEvent.change(screen.getByRole('textbox', { name: '输入问题' }), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('智能助手已关闭，请联系运营管理员开启')).toBeInTheDocument();
  });
});
