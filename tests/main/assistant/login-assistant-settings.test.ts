import { describe, expect, it, vi } from 'vitest';
import { giveLoginAssistantSettings, loginAssistantUserOf, takeLoginAssistantSettings } from '@main/assistant/login-assistant-settings';

const BOTH = { baseUrl: 'https://ai.example.cn', scriptUrl: '/apps/assistant/assistant.js' };
const noScript = async () => undefined;

describe('the assistant settings a login answer carried (issue 13)', () => {
  it('are handed to the assistant of that session once', () => {
    giveLoginAssistantSettings('S-1', BOTH, noScript);
    expect(takeLoginAssistantSettings('S-1')).toEqual(BOTH);
    expect(takeLoginAssistantSettings('S-1')).toBeUndefined();
  });

  it('never reach another session (the assistant then asks the server)', () => {
    giveLoginAssistantSettings('S-1', { baseUrl: 'x' }, noScript);
    expect(takeLoginAssistantSettings('S-2')).toBeUndefined();
    expect(takeLoginAssistantSettings('S-1')).toBeUndefined();
  });

  it('an answer without them (an older server) leaves nothing to take', () => {
    giveLoginAssistantSettings('S-1', { baseUrl: 'x' }, noScript);
    giveLoginAssistantSettings('S-3', undefined, noScript);
    expect(takeLoginAssistantSettings('S-3')).toBeUndefined();
  });

  it('start the widget script at once when both addresses are configured, and only then (product-spec §4)', () => {
    const startScript = vi.fn(async () => undefined);
    giveLoginAssistantSettings('S-1', { ...BOTH, scriptUrl: ' /apps/assistant/assistant.js ' }, startScript);
    expect(startScript).toHaveBeenCalledExactlyOnceWith('/apps/assistant/assistant.js');
    startScript.mockClear();
    giveLoginAssistantSettings('S-2', { ...BOTH, baseUrl: null }, startScript);
    giveLoginAssistantSettings('S-3', { ...BOTH, scriptUrl: '' }, startScript);
    giveLoginAssistantSettings('S-4', undefined, startScript);
    giveLoginAssistantSettings('S-5', 'nonsense', startScript);
    expect(startScript).not.toHaveBeenCalled();
  });

  it('a script that fails to load early is not reported here (the assistant reports it when it joins)', async () => {
    const startScript = vi.fn(() => Promise.reject(new Error('智能助手脚本加载失败')));
    expect(() => giveLoginAssistantSettings('S-1', BOTH, startScript)).not.toThrow();
    await Promise.resolve();
    expect(startScript).toHaveBeenCalledOnce();
  });

  it('carry the user\'s id and chatLogo for the widget\'s config, when the answer has them well formed', () => {
    expect(loginAssistantUserOf({ ...BOTH, user: { userId: 7, chatLogo: '/logo.png' } })).toEqual({ userId: 7, chatLogo: '/logo.png' });
    expect(loginAssistantUserOf({ ...BOTH, user: { userId: 7, chatLogo: null } })).toEqual({ userId: 7, chatLogo: null });
    expect(loginAssistantUserOf(BOTH)).toBeNull();
    expect(loginAssistantUserOf({ ...BOTH, user: { userId: '7', chatLogo: null } })).toBeNull();
    expect(loginAssistantUserOf(undefined)).toBeNull();
  });
});
