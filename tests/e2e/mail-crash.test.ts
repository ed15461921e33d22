import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SENDING_AT_ONCE } from "~/.server/mail/sender.server";
import { contactBody, contactForm } from "../../scripts/lib/contact-load";
import { startSmtp } from "../../scripts/lib/smtp";
import { type RunningServer, startServer, waitForReady } from "./server";
import { sleep } from "./support/http";

/**
 * The instance killed (kill -9) while it hands mail to the mail server: after it starts again,
 * every mail arrives, and a mail that may have gone out before the kill arrives at most twice,
 * under its one Message-ID, so the reader's mail client shows it once.
 */
const work = mkdtempSync(path.join(tmpdir(), "noteva-mail-crash-"));
const MESSAGES = 8;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Sends the contact form `count` times; the references it was answered with. */
async function sendMessages(base: string, count: number): Promise<string[]> {
  const token = await contactForm(base);
  await sleep(3_100); // a form sent sooner is taken for a robot's
  const references: string[] = [];
  for (let n = 1; n <= count; n++) {
    const response = await fetch(`${base}/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.7.0.${n}` },
      body: contactBody(token, randomUUID(), n),
    });
    expect(response.status).toBe(303);
    references.push(new URL(response.headers.get("location") ?? "/", base).searchParams.get("sent") ?? "");
  }
  return references;
}

describe("a mail sender killed while it sends", () => {
  it("loses no mail, and a mail sent again is the same message (one Message-ID)", async () => {
    // each mail is taken at once and answered 1.5 s later: the kill falls between the two
    const smtp = await startSmtp({ answerAfterMs: 1_500 });
    const env = {
      DATA_DIR: path.join(work, "data"),
      SMTP_URL: smtp.url,
      MAIL_FROM: "Noteva <noreply@noteva.example>",
      LOG_LEVEL: "warn",
    };
    try {
      server = await startServer(env);
      await waitForReady(server.url);
      const references = await sendMessages(server.url, MESSAGES);
      await smtp.until(2, 30_000);
      await server.kill();
      const beforeKill = smtp.received.length;
      expect(beforeKill).toBeLessThan(MESSAGES * 2);

      server = await startServer(env);
      await waitForReady(server.url);
      const ids = () => new Set(smtp.received.map((m) => m.messageId));
      const deadline = Date.now() + 60_000;
      while (ids().size < MESSAGES * 2 && Date.now() < deadline) await sleep(250);
      await sleep(4_000); // anything sent twice would have arrived by now

      const copies = new Map<string, number>();
      for (const mail of smtp.received) copies.set(mail.messageId ?? "", (copies.get(mail.messageId ?? "") ?? 0) + 1);
      console.log(
        `mail crash: ${beforeKill} mails taken before the kill, ${smtp.received.length} in all, ` +
          `${copies.size} distinct Message-IDs, ${[...copies.values()].filter((n) => n > 1).length} sent twice`,
      );
      // none lost: each message's acknowledgement and support's notice, each under its own Message-ID
      expect(copies.size).toBe(MESSAGES * 2);
      for (const reference of references) {
        const about = new Set(smtp.received.filter((m) => m.text?.includes(reference)).map((m) => m.messageId));
        expect(about.size).toBe(2);
      }
      // at most twice, and only the mails in hand at the kill: the same message, never a second one
      for (const n of copies.values()) expect(n).toBeLessThanOrEqual(2);
      expect(smtp.received.length - copies.size).toBeLessThanOrEqual(SENDING_AT_ONCE);
    } finally {
      await smtp.stop();
    }
  }, 240_000);
});
