import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { appSecret } from '../../db/app-secret';
import type { Db } from '../../db/database';

// An integration's password and secret, encrypted with AES-256-GCM. The key is CREDENTIALS_KEY
// (32 bytes, base64) where the server is given one, so a copy of the database alone does not hold
// the credentials; without it, a key the server makes once and keeps apart in app_secrets.

const KEY_NAME = 'integration_credentials';

async function key(db: Db): Promise<Buffer> {
  const given = process.env.CREDENTIALS_KEY;
  if (given) {
    const k = Buffer.from(given, 'base64');
    if (k.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
    return k;
  }
  return appSecret(db, KEY_NAME);
}

/** 'v1.' + base64(iv | tag | ciphertext). */
export async function encryptCredential(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

async function decryptCredential(db: Db, stored: string): Promise<string> {
  if (!stored.startsWith('v1.')) throw new Error('Unknown credential format');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** The integration's credentials, decrypted for one call to the payroll. */
export async function integrationCredentials(
  db: Db,
  i: { username: string; customer_code: string; password_enc: string; secret_enc: string | null },
): Promise<{ username: string; customer_code: string; password: string; secret: string | null }> {
  return {
    username: i.username,
    customer_code: i.customer_code,
    password: await decryptCredential(db, i.password_enc),
    secret: i.secret_enc ? await decryptCredential(db, i.secret_enc) : null,
  };
}
