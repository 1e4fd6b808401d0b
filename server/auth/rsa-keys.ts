import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

export const PRIVATE_KEY_FILE = 'login-rsa-private.pem';
export const PUBLIC_KEY_FILE = 'login-rsa-public.pem';

/** The login key pair: the public half goes to the login page, the private half decrypts credentials. */
export interface LoginKeys {
  publicKeyPem: string;
  /** the decrypted UTF-8 text, or null when the ciphertext is not ours or not valid PKCS#1 v1.5 */
  decrypt(cipherBase64: string): string | null;
}

/** Writes through a temporary file so a crash mid-write never leaves half a key behind. */
function writeAtomically(path: string, content: string, mode: number): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  renameSync(temporary, path);
}

function readOrCreatePems(dataDir: string): { publicKeyPem: string; privateKeyPem: string } {
  const privatePath = join(dataDir, PRIVATE_KEY_FILE);
  const publicPath = join(dataDir, PUBLIC_KEY_FILE);
  if (existsSync(privatePath)) {
    const privateKeyPem = readFileSync(privatePath, 'utf8');
    if (existsSync(publicPath)) return { publicKeyPem: readFileSync(publicPath, 'utf8'), privateKeyPem };
    // a lost public half is derived again rather than replacing the pair (login pages may hold the old key)
    const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
    writeAtomically(publicPath, publicKeyPem, 0o644);
    return { publicKeyPem, privateKeyPem };
  }
  // Node generates the pair natively (forge's pure-JS generation takes seconds); forge only decrypts.
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  mkdirSync(dataDir, { recursive: true });
  writeAtomically(privatePath, pair.privateKey, 0o600);
  writeAtomically(publicPath, pair.publicKey, 0o644);
  return { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey };
}

/** A 2048-bit RSA block, base64: 344 characters; anything much longer is not ours. */
const MAX_CIPHER_BASE64 = 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Loads the key pair from the data directory, generating it on first start, so the public key (and
 * any login page that cached it) survives restarts. jsencrypt pads with PKCS#1 v1.5, which Node 20's
 * `crypto.privateDecrypt` refuses since CVE-2023-46809; node-forge still decrypts it.
 */
export function loadLoginKeys(dataDir: string): LoginKeys {
  const pems = readOrCreatePems(dataDir);
  const privateKey = forge.pki.privateKeyFromPem(pems.privateKeyPem);
  return {
    publicKeyPem: pems.publicKeyPem,
    decrypt(cipherBase64) {
      const compact = cipherBase64.replace(/\s+/g, '');
      if (compact.length === 0 || compact.length > MAX_CIPHER_BASE64 || !BASE64.test(compact)) return null;
      try {
        const bytes = privateKey.decrypt(forge.util.decode64(compact), 'RSAES-PKCS1-V1_5');
        return forge.util.decodeUtf8(bytes);
      } catch {
        return null;
      }
    },
  };
}
