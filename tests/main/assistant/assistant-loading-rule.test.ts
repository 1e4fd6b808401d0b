import { describe, expect, it } from 'vitest';
import { assistantAddresses } from '@main/assistant/assistant-loading-rule';

const BOTH = { baseUrl: '/car/v1/api/assistant', scriptUrl: '/apps/assistant/assistant.js' };

describe('assistant loading rule (product-spec §4)', () => {
  it('loads for a logged-in user when both addresses are configured', () => {
    expect(assistantAddresses(true, BOTH)).toEqual(BOTH);
  });

  it('does not load when logged out, whatever is configured', () => {
    expect(assistantAddresses(false, BOTH)).toBeNull();
  });

  it('does not load when either address is missing or blank, or the settings could not be read', () => {
    expect(assistantAddresses(true, { ...BOTH, baseUrl: null })).toBeNull();
    expect(assistantAddresses(true, { ...BOTH, scriptUrl: null })).toBeNull();
    expect(assistantAddresses(true, { ...BOTH, scriptUrl: '  ' })).toBeNull();
    expect(assistantAddresses(true, null)).toBeNull();
  });
});
