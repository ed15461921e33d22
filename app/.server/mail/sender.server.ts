/**
 * The sender (decision 031): every instance looks at the outbox every few seconds, claims due
 * mails (claimDue: FOR UPDATE SKIP LOCKED and a lease) and hands each to the mail server over SMTP
 * with nodemailer, with its stored Message-ID. A temporary failure (the server down, a 4xx) is
 * tried again with growing waits; a permanent refusal (5xx) is not, and its address gets no more
 * mail until staff clear it. After the last try the mail is marked failed and shows at /admin/mail.
 * Without SMTP_URL nothing is sent: the outbox is what staff read.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import type { AppRuntime } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { log } from "~/.server/log";
import { mailsNotSent, mailsSent, type OutboxSnapshot } from "~/.server/metrics";
import {
  addressOf,
  claimDue,
  isSuppressed,
  markFailed,
  markSent,
  type OutboxRow,
  outboxState,
  releaseLeases,
  resumeWaiting,
  retryAt,
} from "./outbox.server";

/** Tries before a mail is given up: the waits add up to about 17 hours. */
export const MAX_ATTEMPTS = 12;
const FIRST_WAIT_MS = 15_000;
const LONGEST_WAIT_MS = 4 * 3_600_000;
/** Longer than any one send may take (the transport's timeouts below): past it, another sender may take the mail. */
const LEASE_MS = 120_000;
const BATCH = 20;
/** Mails one sender hands over at once (its pool's connections): a kill -9 can leave this many in flight. */
export const SENDING_AT_ONCE = 4;

/** The wait after the n-th failed try: 15 s, 30 s, 1 min, … up to 4 h, each ±20 %. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

type SmtpError = Error & { responseCode?: number; code?: string; response?: string };

/**
 * Whether a failure is for good: the server answered a 5xx to this message or its recipient.
 * Anything else (no connection, a timeout, a 4xx "try later", an authentication the server could
 * not check) is temporary.
 */
export function isPermanent(error: SmtpError): boolean {
  return typeof error.responseCode === "number" && error.responseCode >= 500 && error.responseCode < 600;
}

/** No answer at all (refused, timed out, no such host): the server is out of reach, not this mail refused. */
function isUnreachable(error: SmtpError): boolean {
  return (
    typeof error.responseCode !== "number" && ["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS"].includes(error.code ?? "")
  );
}

const describe = (error: SmtpError) => (error.response ?? error.message).replace(/\s+/g, " ").trim();

/** The DKIM key: DKIM_PRIVATE_KEY, or DATA_DIR/dkim.pem; none, no signature. */
function dkimOf(env: AppRuntime["env"], from: string) {
  if (!env.DKIM_SELECTOR) return undefined;
  const file = path.join(env.DATA_DIR, "dkim.pem");
  const privateKey = env.DKIM_PRIVATE_KEY ?? (existsSync(file) ? readFileSync(file, "utf8") : null);
  if (!privateKey) {
    log.warn({ file }, "DKIM_SELECTOR is set but no key: set DKIM_PRIVATE_KEY or put the key in DATA_DIR/dkim.pem");
    return undefined;
  }
  return { domainName: addressOf(from).split("@")[1] ?? "", keySelector: env.DKIM_SELECTOR, privateKey };
}

/** The mail server as staff may see it: its host and port, never its credentials. */
export function smtpServerName(env: AppRuntime["env"]): string | null {
  if (!env.SMTP_URL) return null;
  try {
    return new URL(env.SMTP_URL).host;
  } catch {
    return null;
  }
}

export function mailTransport(env: AppRuntime["env"]): Transporter | null {
  if (!env.SMTP_URL) return null;
  const dkim = dkimOf(env, env.MAIL_FROM);
  return nodemailer.createTransport({
    url: env.SMTP_URL,
    // a few connections kept open and reused: a backlog (after an outage, a release to many
    // subscribers) goes out at the mail server's pace, not one new connection per mail
    pool: true,
    maxConnections: SENDING_AT_ONCE,
    maxMessages: 100,
    // a server that does not answer must not hold a mail past its lease
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
    ...(dkim ? { dkim } : {}),
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** The stored headers, as nodemailer takes them: threading and Reply-To by name, the rest as written. */
function messageOf(row: OutboxRow) {
  const { "Reply-To": replyTo, "In-Reply-To": inReplyTo, References: references, ...headers } = row.headers;
  return {
    messageId: row.messageId,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: { ...headers, "Content-Language": row.locale },
    ...(replyTo ? { replyTo } : {}),
    ...(inReplyTo ? { inReplyTo } : {}),
    ...(references ? { references } : {}),
  };
}

/** The mail as an RFC 5322 message, as the sender hands it over (without its DKIM signature): a .eml file. */
export function rawMessage(row: OutboxRow): Promise<Buffer> {
  return new MailComposer({ ...messageOf(row), date: row.sentAt ?? row.createdAt }).compile().build();
}

type Outcome = "sent" | "unreachable" | "not sent";

/** Sends one claimed mail and records what came of it. */
async function deliver(db: Db, transport: Transporter, row: OutboxRow): Promise<Outcome> {
  if (await isSuppressed(db, row.toAddress)) {
    await markFailed(
      db,
      row,
      "not sent: a mail server refused this address for good before (clear it at /admin/mail)",
      false,
    );
    mailsNotSent.inc({ outcome: "failed" });
    return "not sent";
  }
  try {
    await transport.sendMail(messageOf(row));
    await markSent(db, row.id);
    mailsSent.inc({ kind: row.kind });
    return "sent";
  } catch (caught) {
    const error = caught as SmtpError;
    const reason = describe(error);
    if (isPermanent(error)) {
      await markFailed(db, row, reason, true);
      mailsNotSent.inc({ outcome: "bounced" });
      log.warn(
        { mail: row.id, kind: row.kind, reason },
        "mail refused for good: the address gets no more mail until cleared",
      );
    } else if (row.attempts >= MAX_ATTEMPTS) {
      await markFailed(db, row, reason, false);
      mailsNotSent.inc({ outcome: "failed" });
      log.error({ mail: row.id, kind: row.kind, reason }, "mail given up after its last try: see /admin/mail");
    } else {
      await retryAt(db, row.id, new Date(Date.now() + backoffMs(row.attempts)), reason);
      mailsNotSent.inc({ outcome: "retry" });
    }
    return isUnreachable(error) ? "unreachable" : "not sent";
  }
}

/**
 * One look at the outbox: claims what is due and sends it; how many were claimed, sent, and found
 * the server out of reach.
 */
export async function sendDue(db: Db, transport: Transporter) {
  const rows = await claimDue(db, BATCH, LEASE_MS);
  const outcomes: Outcome[] = [];
  // SENDING_AT_ONCE at a time, each over its own pooled connection
  for (let at = 0; at < rows.length; at += SENDING_AT_ONCE) {
    const some = rows.slice(at, at + SENDING_AT_ONCE);
    outcomes.push(...(await Promise.all(some.map((row) => deliver(db, transport, row)))));
  }
  const counted = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  return { claimed: rows.length, sent: counted("sent"), unreachable: counted("unreachable") };
}

/**
 * While the mail server is out of reach, each look with nothing due asks it whether it answers
 * again (`verify`: connect and greet); once it does, or a mail goes through, every mail waiting out
 * its backoff is due at once. An outage of minutes delays mail by minutes, not by the hours its
 * longest backoff would.
 */
function outageWatch(db: Db, transport: Transporter) {
  let outOfReach = false;
  return async (look: { claimed: number; sent: number; unreachable: number }) => {
    if (look.unreachable > 0 && look.sent === 0) outOfReach = true;
    if (!outOfReach) return;
    const answers =
      look.sent > 0 ||
      (look.claimed === 0 &&
        (await transport.verify().then(
          () => true,
          () => false,
        )));
    if (!answers) return;
    outOfReach = false;
    const resumed = await resumeWaiting(db);
    log.info({ resumed }, "the mail server answers again: the mail waiting for it goes now");
  };
}

/** The outbox's numbers for the metrics, read when they are scraped. */
export async function outboxSnapshot(runtime: AppRuntime): Promise<OutboxSnapshot> {
  const state = await outboxState(runtime.database.db);
  return {
    sending: Boolean(runtime.env.SMTP_URL),
    queued: state.byStatus.queued ?? 0,
    failed: state.byStatus.failed ?? 0,
    suppressed: state.suppressed,
    oldestQueuedAt: state.oldestQueuedAt,
  };
}

/**
 * Starts this instance's sender (every `everyMs`, sooner while there is more to send); without
 * SMTP_URL there is none. Returns what stops it, after the batch in hand.
 */
export function startMailSender(runtime: AppRuntime, everyMs = 2_000) {
  const db = runtime.database.db;
  const transport = mailTransport(runtime.env);
  if (!transport) {
    log.info("no SMTP_URL: mail stays in the outbox; staff read it at /admin/mail");
    return { stop: async () => undefined };
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // on the embedded database this is the only sender: a lease held at start is a dead one's
  let inHand: Promise<void> =
    runtime.database.kind === "pglite"
      ? releaseLeases(db).then(
          (freed) => {
            if (freed > 0) log.warn({ freed }, "mail a stopped sender had in hand goes again, with its Message-IDs");
          },
          (error: Error) => log.error({ err: error }, "could not free the outbox's leases; they run out on their own"),
        )
      : Promise.resolve();
  const watch = outageWatch(db, transport);
  const tick = async () => {
    let claimed = 0;
    try {
      const look = await sendDue(db, transport);
      claimed = look.claimed;
      await watch(look);
    } catch (error) {
      log.error({ err: error }, "the mail sender could not read the outbox; it looks again shortly");
    }
    if (!stopped) schedule(claimed === BATCH ? 0 : everyMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      inHand = tick();
    }, ms);
    timer.unref();
  };
  void inHand.then(() => schedule(0));
  return {
    /** Stops looking; resolves once the mails in hand are sent and recorded. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inHand;
      transport.close();
    },
  };
}
