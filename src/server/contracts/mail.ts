import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { SIGNING_LINK_IN_TEXT, type MailStatus, type OutboxMail } from '../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { contractSigningLinks, contracts, mailOutbox } from '../db/schema/contracts';

// Mail the app sends (a contract to sign): written to the mail outbox inside the write that causes
// it, then delivered through SMTP after the write is committed when SMTP_URL is set. Without it the
// mail stays there, unsent, and settings show it, so nothing is silently lost. Once a mail is sent
// its text keeps no link (only the person has it); a mail whose signing link was replaced by a
// newer send is not sent at all.

export interface OutgoingMail {
  companyId: string;
  to: string;
  subject: string;
  text: string;
  contractId: string | null;
  /** The signing link it carries (its hash): the mail's status follows the link's. */
  signingLinkHash?: string;
}

export async function queueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  const id = uuidv7();
  await tx.insert(mailOutbox).values({
    id,
    company_id: mail.companyId,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    related_contract_id: mail.contractId,
    signing_link_hash: mail.signingLinkHash ?? null,
  });
  return id;
}

/** A mail whose signing link a newer send replaced: never sent. */
const replaced = sql`exists (select 1 from ${contractSigningLinks} l where l.token_hash = ${mailOutbox}.signing_link_hash and l.revoked_at is not null)`;

const FROM = 'Workplace <no-reply@workplace.local>';

// One delivery at a time per company: two contracts sent in a row would otherwise both pick the
// first one's mail while it is being sent, and the person would get it twice.
const deliveries = new WeakMap<Db, Map<string, Promise<number>>>();

/** Sends the company's unsent mail through SMTP; each one's error is kept on its row. Answers how many were sent. */
export function deliverMail(db: Db, smtpUrl: string | undefined, companyId: string): Promise<number> {
  if (!smtpUrl) return Promise.resolve(0);
  const running = deliveries.get(db) ?? new Map<string, Promise<number>>();
  deliveries.set(db, running);
  const next = (running.get(companyId) ?? Promise.resolve(0)).catch(() => 0).then(() => deliverWaiting(db, smtpUrl, companyId));
  running.set(companyId, next);
  const forget = () => {
    if (running.get(companyId) === next) running.delete(companyId);
  };
  next.then(forget, forget);
  return next;
}

async function deliverWaiting(db: Db, smtpUrl: string, companyId: string): Promise<number> {
  const waiting = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.company_id, companyId), isNull(mailOutbox.sent_at), sql`not ${replaced}`))
    .orderBy(asc(mailOutbox.created_at))
    .limit(50);
  if (waiting.length === 0) return 0;
  const transport = nodemailer.createTransport(smtpUrl);
  let sent = 0;
  try {
    for (const mail of waiting) {
      try {
        await transport.sendMail({ from: FROM, to: mail.to_address, subject: mail.subject, text: mail.text_body });
        await db
          .update(mailOutbox)
          .set({ sent_at: new Date(), error: null, text_body: mail.text_body.replace(SIGNING_LINK_IN_TEXT, m.linkSentOnly) })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (err) {
        await db
          .update(mailOutbox)
          .set({ error: err instanceof Error ? err.message.slice(0, 500) : 'The mail server refused it.' })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** GET /api/mail/outbox: the company's last 200 mails, oldest first, each with its status and the link to pass on while unsent. */
export async function listMail(db: Db, companyId: string, now = new Date()): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to_address: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text_body: mailOutbox.text_body,
      related_contract_id: mailOutbox.related_contract_id,
      created_at: mailOutbox.created_at,
      sent_at: mailOutbox.sent_at,
      error: mailOutbox.error,
      contract_status: contracts.status,
      link_used_at: contractSigningLinks.used_at,
      link_revoked_at: contractSigningLinks.revoked_at,
      link_expires_at: contractSigningLinks.expires_at,
    })
    .from(mailOutbox)
    .leftJoin(contracts, eq(contracts.id, mailOutbox.related_contract_id))
    .leftJoin(contractSigningLinks, eq(contractSigningLinks.token_hash, mailOutbox.signing_link_hash))
    .where(eq(mailOutbox.company_id, companyId))
    .orderBy(asc(mailOutbox.created_at))
    .limit(200);
  return rows.map(({ contract_status, link_used_at, link_revoked_at, link_expires_at, ...mail }) => {
    // A mail with a signing link (the link row is gone with a contract deleted for good).
    const link = link_expires_at ? { used_at: link_used_at, revoked_at: link_revoked_at, expires_at: link_expires_at } : null;
    const status = statusOf(mail, link, contract_status, now);
    const unsent = status === 'waiting' || status === 'refused';
    return {
      ...mail,
      created_at: mail.created_at.toISOString(),
      sent_at: mail.sent_at?.toISOString() ?? null,
      status,
      link: unsent ? ([...mail.text_body.matchAll(SIGNING_LINK_IN_TEXT)][0]?.[0] ?? null) : null,
    };
  });
}

function statusOf(
  mail: { sent_at: Date | null; error: string | null },
  link: { used_at: Date | null; revoked_at: Date | null; expires_at: Date } | null,
  contractStatus: string | null,
  now: Date,
): MailStatus {
  if (link) {
    if (contractStatus === 'signed') return 'contract_signed';
    if (link.used_at) return 'signed_by_person';
    if (link.revoked_at) return 'replaced';
    if (link.expires_at < now) return 'expired';
  }
  return mail.sent_at ? 'sent' : mail.error ? 'refused' : 'waiting';
}
