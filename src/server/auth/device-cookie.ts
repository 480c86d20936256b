import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The "device cookie" of OWASP's sign-in throttling: a browser that has signed in to an account
// holds a token for it, signed with a key only the server knows, and is then exempt from the
// lockout that strangers' failures put on the account or the address. The key is the account's
// own password hash (secret, and in the database every server instance reads), so a new password
// also withdraws every device's trust. One cookie holds the tokens of the last few accounts used
// on the browser (a shared tablet).

export const DEVICE_COOKIE = 'wp_device';
const MAX_ACCOUNTS = 5;
export const DEVICE_COOKIE_DAYS = 365;

interface Account {
  id: string;
  password_hash: string;
}

const mac = (a: Account, nonce: string) => createHmac('sha256', a.password_hash).update(`${a.id}.${nonce}`).digest('base64url');

const entriesOf = (cookie: string | undefined): string[] => (cookie ?? '').split('~').filter((e) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(e));

/** The nonce of the cookie's valid token for this account (its identity in the failure counts), or null. */
export function trustedDeviceOf(cookie: string | undefined, account: Account): string | null {
  for (const entry of entriesOf(cookie)) {
    const [id, nonce, sig] = entry.split('.') as [string, string, string];
    if (id !== account.id.replace(/-/g, '')) continue;
    const want = Buffer.from(mac(account, nonce));
    const got = Buffer.from(sig);
    if (want.length === got.length && timingSafeEqual(want, got)) return nonce;
  }
  return null;
}

/** The cookie's new value after a successful sign-in: this account's token (kept, or a new one) first. */
export function deviceCookieAfterSignIn(cookie: string | undefined, account: Account): string {
  const compactId = account.id.replace(/-/g, '');
  const nonce = trustedDeviceOf(cookie, account) ?? randomBytes(16).toString('base64url');
  const others = entriesOf(cookie).filter((e) => !e.startsWith(`${compactId}.`));
  return [`${compactId}.${nonce}.${mac(account, nonce)}`, ...others].slice(0, MAX_ACCOUNTS).join('~');
}
