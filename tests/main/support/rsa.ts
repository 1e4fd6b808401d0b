import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** A real RSA key pair, so tests check what jsencrypt actually produced (PKCS#1 v1.5, base64). */
export function createRsaPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  // Node 20 refuses PKCS#1 v1.5 decryption; node-forge is what the server uses too
  const decrypt = (base64: string) => key.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5');
  return { publicKey, decrypt };
}
