import { JSEncrypt } from 'jsencrypt';

/**
 * Encrypts one credential (username or password) with the login page's RSA public key:
 * PKCS#1 v1.5, base64 (jsencrypt). Throws when the key is unusable, so a form never falls
 * back to sending clear text.
 */
export function encryptCredential(publicKeyPem: string, value: string): string {
  // with an empty key jsencrypt quietly generates a random pair: a cipher no server can read
  if (!publicKeyPem.trim()) throw new Error('登录加密失败，请刷新页面后重试');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const cipher = encryptor.encrypt(value);
  if (typeof cipher !== 'string' || cipher.length === 0) {
    throw new Error('登录加密失败，请刷新页面后重试');
  }
  return cipher;
}
