import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { SIGNING_LINK_DAYS } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { contractSigningLinks } from '../db/schema/contracts';
import { HttpError } from '../http/errors';
import { appSecret } from '../db/app-secret';

// The employee's signing link (/sign/{token}): the token names the contract and its expiry and is
// signed with the server's key, so a changed token is refused before the database is asked; it is
// kept only as a hash. It signs once; after that it still opens the employee's signed copy until it
// expires. Sending the contract again revokes the earlier links not used yet.

const KEY = 'contract-signing-links';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

const linkMessages = { invalid: m.linkInvalid, expired: m.linkExpired, used: m.linkUsed, replaced: m.linkReplaced };

// The token is short enough for a link in a mail and for the router (a path parameter is at most
// 100 characters): 30 bytes of claims (the contract's id, the expiry in ms, 8 random bytes) and the
// first 18 bytes of their HMAC, both base64url: 65 characters.
const CLAIMS_BYTES = 30;
const MAC_BYTES = 18;

const macOf = async (db: Db, payload: string) =>
  createHmac('sha256', await appSecret(db, KEY))
    .update(payload)
    .digest()
    .subarray(0, MAC_BYTES);

/** The hash a link is kept as (contract_signing_links.token_hash, mail_outbox.signing_link_hash). */
export const signingLinkHash = hash;

/** Revokes the contract's links not used yet: a new send replaces them. */
export async function revokeSigningLinks(tx: Db, contractId: string, now = new Date()): Promise<void> {
  await tx
    .update(contractSigningLinks)
    .set({ revoked_at: now })
    .where(and(eq(contractSigningLinks.contract_id, contractId), isNull(contractSigningLinks.used_at), isNull(contractSigningLinks.revoked_at)));
}

export async function createSigningLink(tx: Db, contractId: string, now = new Date()): Promise<string> {
  const expires = new Date(now.getTime() + SIGNING_LINK_DAYS * 86_400_000);
  const claims = Buffer.alloc(CLAIMS_BYTES);
  claims.write(contractId.replace(/-/g, ''), 0, 16, 'hex');
  claims.writeUIntBE(expires.getTime(), 16, 6);
  randomBytes(8).copy(claims, 22);
  const payload = b64(claims);
  const token = `${payload}.${b64(await macOf(tx, payload))}`;
  await tx.insert(contractSigningLinks).values({ token_hash: hash(token), contract_id: contractId, expires_at: expires });
  return token;
}

export interface CheckedLink {
  contractId: string;
  tokenHash: string;
  expiresAt: Date;
  /** The employee signed through it. */
  used: boolean;
}

/**
 * The contract a token is for, if it is genuine, not expired, not replaced and (unless `used`
 * may be, to read the signed copy) not used; else a 4xx naming why.
 */
export async function checkSigningLink(db: Db, token: string, opts: { mayBeUsed?: boolean; now?: Date } = {}): Promise<CheckedLink> {
  const now = opts.now ?? new Date();
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw new HttpError(404, 'not_found', linkMessages.invalid);
  const expected = await macOf(db, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(404, 'not_found', linkMessages.invalid);
  const claims = Buffer.from(payload, 'base64url');
  if (claims.length !== CLAIMS_BYTES) throw new HttpError(404, 'not_found', linkMessages.invalid);
  const hex = claims.subarray(0, 16).toString('hex');
  const contractId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expiresAt = new Date(claims.readUIntBE(16, 6));
  if (expiresAt.getTime() < now.getTime()) throw new HttpError(410, 'conflict', linkMessages.expired);
  const [row] = await db
    .select()
    .from(contractSigningLinks)
    .where(eq(contractSigningLinks.token_hash, hash(token)));
  if (!row || row.contract_id !== contractId) throw new HttpError(404, 'not_found', linkMessages.invalid);
  if (row.revoked_at) throw new HttpError(410, 'conflict', linkMessages.replaced);
  if (row.used_at && !opts.mayBeUsed) throw new HttpError(410, 'conflict', linkMessages.used);
  return { contractId: row.contract_id, tokenHash: row.token_hash, expiresAt, used: row.used_at !== null };
}

/** Marks the link used; false when another request used it first. */
export async function useSigningLink(tx: Db, tokenHash: string): Promise<boolean> {
  const done = await tx
    .update(contractSigningLinks)
    .set({ used_at: new Date() })
    .where(and(eq(contractSigningLinks.token_hash, tokenHash), isNull(contractSigningLinks.used_at)))
    .returning({ token_hash: contractSigningLinks.token_hash });
  return done.length === 1;
}
