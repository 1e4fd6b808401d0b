import forge from 'node-forge';
import { encryptCredential } from '@shared/crypto/encrypt-credential';

/**
 * Credentials are RSA-encrypted (PKCS#1 v1.5, base64) with the login page's public key before they
 * leave the browser (product-spec §2). A key pair is generated here and the cipher decrypted with it.
 */

let publicKeyPem: string;
let privateKey: forge.pki.rsa.PrivateKey;

beforeAll(() => {
  const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  publicKeyPem = forge.pki.publicKeyToPem(pair.publicKey);
  privateKey = pair.privateKey;
});

function decrypt(cipher: string): string {
  return forge.util.decodeUtf8(privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5'));
}

describe('encryptCredential', () => {
  it.each(['fleet01', 'P@ssw0rd!&=+/', '车队管理员'])('round-trips %j', (value) => {
    const cipher = encryptCredential(publicKeyPem, value);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(cipher).not.toContain(value);
    expect(decrypt(cipher)).toBe(value);
  });

  it('produces a cipher of the key size (128 bytes for 1024 bits)', () => {
    expect(forge.util.decode64(encryptCredential(publicKeyPem, 'x'))).toHaveLength(128);
  });

  it('pads randomly, so the same value gives different ciphers', () => {
    expect(encryptCredential(publicKeyPem, 'secret')).not.toBe(encryptCredential(publicKeyPem, 'secret'));
  });

  it.each([
    ['garbage', 'not a key'],
    ['a truncated PEM', '-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ\n-----END PUBLIC KEY-----'],
  ])('throws a Chinese error for an unusable key (%s)', (_name, key) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => encryptCredential(key, 'secret')).toThrow('登录加密失败，请刷新页面后重试');
  });

  // given an empty key jsencrypt would generate a random pair and return a cipher no server can read
  it('throws a Chinese error for an empty key', () => {
    expect(() => encryptCredential('', 'secret')).toThrow('登录加密失败，请刷新页面后重试');
  });

  it('throws rather than send anything when the value is too long for the key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => encryptCredential(publicKeyPem, 'x'.repeat(200))).toThrow(/[\u4e00-\u9fff]/);
  });
});
