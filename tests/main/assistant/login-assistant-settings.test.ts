import { describe, expect, it } from 'vitest';
import { giveLoginAssistantSettings, takeLoginAssistantSettings } from '@main/assistant/login-assistant-settings';

describe('the assistant settings a login answer carried (issue 13)', () => {
  it('are handed to the assistant of that session once', () => {
    const settings = { baseUrl: 'https://ai.example.cn', scriptUrl: '/apps/assistant/assistant.js' };
    giveLoginAssistantSettings('S-1', settings);
    expect(takeLoginAssistantSettings('S-1')).toEqual(settings);
    expect(takeLoginAssistantSettings('S-1')).toBeUndefined();
  });

  it('never reach another session (the assistant then asks the server)', () => {
    giveLoginAssistantSettings('S-1', { baseUrl: 'x' });
    expect(takeLoginAssistantSettings('S-2')).toBeUndefined();
    expect(takeLoginAssistantSettings('S-1')).toBeUndefined();
  });

  it('an answer without them (an older server) leaves nothing to take', () => {
    giveLoginAssistantSettings('S-1', { baseUrl: 'x' });
    giveLoginAssistantSettings('S-3', undefined);
    expect(takeLoginAssistantSettings('S-3')).toBeUndefined();
  });
});
