import { and, asc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/contracts';

// Mail the app sends (a contract to sign): written to the mail outbox inside the write that causes
// it, then delivered through SMTP after the write is committed when SMTP_URL is set. Without it the
// mail stays there, unsent, and settings show it, so nothing is silently lost.

export interface OutgoingMail {
  companyId: string;
  to: string;
  subject: string;
  text: string;
  contractId: string | null;
}

export async function queueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  const id = uuidv7();
  await tx
    .insert(mailOutbox)
    .values({ id, company_id: mail.companyId, to_address: mail.to, subject: mail.subject, text_body: mail.text, related_contract_id: mail.contractId });
  return id;
}

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
    .where(and(eq(mailOutbox.company_id, companyId), isNull(mailOutbox.sent_at)))
    .orderBy(asc(mailOutbox.created_at))
    .limit(50);
  if (waiting.length === 0) return 0;
  const transport = nodemailer.createTransport(smtpUrl);
  let sent = 0;
  try {
    for (const mail of waiting) {
      try {
        await transport.sendMail({ from: FROM, to: mail.to_address, subject: mail.subject, text: mail.text_body });
        await db.update(mailOutbox).set({ sent_at: new Date(), error: null }).where(eq(mailOutbox.id, mail.id));
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

export async function listMail(db: Db, companyId: string) {
  return db
    .select({
      id: mailOutbox.id,
      to_address: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text_body: mailOutbox.text_body,
      related_contract_id: mailOutbox.related_contract_id,
      created_at: mailOutbox.created_at,
      sent_at: mailOutbox.sent_at,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.company_id, companyId))
    .orderBy(asc(mailOutbox.created_at))
    .limit(200);
}
