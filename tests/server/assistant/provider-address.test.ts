import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkProviderUrl,
  isPublicAddress,
  MSG_PROVIDER_CREDENTIALS,
  MSG_PROVIDER_HTTPS_ONLY,
  MSG_PROVIDER_PRIVATE,
  MSG_PROVIDER_UNRESOLVED,
  MSG_PROVIDER_URL_INVALID,
  type ProviderAddressPolicy,
} from '@server/assistant/provider-address';
import { postToProvider, PROVIDER_RESPONSE_MAX_BYTES } from '@server/assistant/provider-client';
import { createAssistantService } from '@server/assistant/assistant-service';
import { createConversationStore } from '@server/assistant/conversation-store';
import type { AuthContext } from '@server/auth/auth-context';
import type { AssistantSettingsRow } from '@server/db/assistant-settings-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A resolver that answers from a table, like a hostile DNS zone would. */
function policyWith(zone: Record<string, string[]>, devAllowance = false): ProviderAddressPolicy {
  return { devAllowance, resolve: async (hostname) => zone[hostname] ?? [] };
}

const PUBLIC_ZONE = {
  'api.example.com': ['93.184.215.14'],
  'internal.example.com': ['10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': ['93.184.215.14', '192.168.1.10'],
  'v6-loopback.example.com': ['::1'],
  'v6-ula.example.com': ['fd12:3456::1'],
  'v6-mapped.example.com': ['::ffff:127.0.0.1'],
  'v6-public.example.com': ['2606:4700::6810:85e5'],
};

describe('the provider address rule (SSRF)', () => {
  it('tells public unicast addresses from private, loopback, link-local, ULA and reserved ones', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::6810:85e5', '[2001:4860:4860::8888]']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::abcd',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '::127.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses literal hostile hosts in every spelling, with the reason in Chinese', async () => {
    const policy = policyWith(PUBLIC_ZONE);
    for (const url of [
      'https://127.0.0.1/v1',
      'https://10.0.0.8/v1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/v1',
      'https://[::ffff:127.0.0.1]/v1',
      'https://[fd00::1]/v1',
      'https://2130706433/v1', // decimal 127.0.0.1
      'https://0x7f000001/v1', // hexadecimal
      'https://0177.0.0.1/v1', // octal
      'https://127.1/v1', // short form
      'https://0/v1',
    ]) {
      await expect(checkProviderUrl(url, policy), url).rejects.toThrow(MSG_PROVIDER_PRIVATE);
    }
  });

  it('refuses names that resolve into private ranges (any one of their addresses), and names that do not resolve', async () => {
    const policy = policyWith(PUBLIC_ZONE);
    for (const host of ['internal.example.com', 'metadata.example.com', 'mixed.example.com', 'v6-loopback.example.com', 'v6-ula.example.com', 'v6-mapped.example.com']) {
      await expect(checkProviderUrl(`https://${host}/v1`, policy), host).rejects.toThrow(MSG_PROVIDER_PRIVATE);
    }
    await expect(checkProviderUrl('https://nowhere.example.com/v1', policy)).rejects.toThrow(MSG_PROVIDER_UNRESOLVED);
  });

  it('accepts https to public hosts only; http, other schemes, credentials and garbage are refused', async () => {
    const policy = policyWith(PUBLIC_ZONE);
    await expect(checkProviderUrl('https://api.example.com/v1', policy)).resolves.toMatchObject({ hostname: 'api.example.com' });
    await expect(checkProviderUrl('https://v6-public.example.com/v1', policy)).resolves.toMatchObject({ protocol: 'https:' });
    await expect(checkProviderUrl('http://api.example.com/v1', policy)).rejects.toThrow(MSG_PROVIDER_HTTPS_ONLY);
    await expect(checkProviderUrl('file:///etc/passwd', policy)).rejects.toThrow(MSG_PROVIDER_HTTPS_ONLY);
    await expect(checkProviderUrl('gopher://api.example.com/', policy)).rejects.toThrow(MSG_PROVIDER_HTTPS_ONLY);
    await expect(checkProviderUrl('https://user:pw@api.example.com/v1', policy)).rejects.toThrow(MSG_PROVIDER_CREDENTIALS);
    await expect(checkProviderUrl('not a url', policy)).rejects.toThrow(MSG_PROVIDER_URL_INVALID);
  });

  it('the development allowance lets a local http model in, and nothing is allowed by default', async () => {
    await expect(checkProviderUrl('http://127.0.0.1:11434/v1', policyWith({}, true))).resolves.toMatchObject({ port: '11434' });
    await expect(checkProviderUrl('http://127.0.0.1:11434/v1', policyWith({}))).rejects.toThrow(MSG_PROVIDER_HTTPS_ONLY);
  });
});

describe('setting a provider (operator)', () => {
  const OPERATOR: AuthContext = { userId: 1, customerId: 1, roleId: 1, userType: 'operator' };

  function serviceWith(policy: ProviderAddressPolicy) {
    let row: AssistantSettingsRow = { enabled: true, baseUrl: null, scriptUrl: null, providerUrl: null, providerModel: null, providerKey: null };
    const assistant = createAssistantService({
      settings: { find: () => ({ ...row }), save: (_customer, next) => (row = next) },
      vehicleAnswers: { answer: async () => null },
      conversations: createConversationStore(),
      now: () => 0,
      providerPolicy: policy,
    });
    return { assistant, stored: () => row };
  }

  it('is refused with the rule\'s message when the address points inside, and nothing is saved', async () => {
    const { assistant, stored } = serviceWith(policyWith(PUBLIC_ZONE));
    await expect(assistant.updateSettings(OPERATOR, { enabled: true, providerUrl: 'https://metadata.example.com/v1', providerModel: 'm' })).rejects.toThrow(
      MSG_PROVIDER_PRIVATE,
    );
    await expect(assistant.updateSettings(OPERATOR, { enabled: true, providerUrl: 'http://api.example.com/v1', providerModel: 'm' })).rejects.toThrow(
      MSG_PROVIDER_HTTPS_ONLY,
    );
    expect(stored().providerUrl).toBeNull();
  });

  it('accepts a public https address; the key is stored but only "set" comes back', async () => {
    const { assistant } = serviceWith(policyWith(PUBLIC_ZONE));
    const saved = await assistant.updateSettings(OPERATOR, { enabled: true, providerUrl: 'https://api.example.com/v1', providerModel: 'm', providerKey: 'sk-1' });
    expect(saved).toMatchObject({ providerUrl: 'https://api.example.com/v1', providerKeySet: true });
    expect(JSON.stringify(saved)).not.toContain('sk-1');
  });
});

describe('the provider transport', () => {
  let server: Server;
  let base = '';
  const routes: Record<string, (response: ServerResponse) => void> = {
    '/ok/chat/completions': (response) => response.end('{"ok":true}'),
    '/redirect/chat/completions': (response) => {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' });
      response.end();
    },
    '/huge/chat/completions': (response) => {
      const piece = 'x'.repeat(64 * 1024);
      for (let sent = 0; sent <= PROVIDER_RESPONSE_MAX_BYTES; sent += piece.length) response.write(piece);
      response.end();
    },
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => (routes[request.url ?? ''] ?? ((answer) => answer.writeHead(404).end()))(response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never connects to a loopback server without the development allowance', async () => {
    await expect(postToProvider(`${base}/ok/chat/completions`, {}, '{}', policyWith({}))).rejects.toThrow(MSG_PROVIDER_HTTPS_ONLY);
    const https = `https://localhost.example.com:${new URL(base).port}/ok/chat/completions`;
    await expect(postToProvider(https, {}, '{}', policyWith({ 'localhost.example.com': ['127.0.0.1'] }))).rejects.toThrow(MSG_PROVIDER_PRIVATE);
  });

  it('with the allowance: answers, but follows no redirect and reads no more than the size limit', async () => {
    const dev = policyWith({}, true);
    await expect(postToProvider(`${base}/ok/chat/completions`, {}, '{}', dev)).resolves.toEqual({ status: 200, text: '{"ok":true}' });
    await expect(postToProvider(`${base}/redirect/chat/completions`, {}, '{}', dev)).rejects.toThrow(/redirect/);
    await expect(postToProvider(`${base}/huge/chat/completions`, {}, '{}', dev)).rejects.toThrow(/larger than/);
  });

  it('connects to exactly the addresses that were checked (the name is resolved once, by the rule: no DNS rebinding)', async () => {
    const resolved: string[] = [];
    const zone: ProviderAddressPolicy = {
      devAllowance: true,
      resolve: async (hostname) => {
        resolved.push(hostname);
        return ['127.0.0.1'];
      },
    };
    // a name no real DNS knows: the connection can only have used the checked address
    const url = `http://provider.invalid:${new URL(base).port}/ok/chat/completions`;
    await expect(postToProvider(url, {}, '{}', zone)).resolves.toMatchObject({ status: 200 });
    expect(resolved).toEqual(['provider.invalid']);
  });
});
