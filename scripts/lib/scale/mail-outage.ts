/**
 * The mail server stopped for two minutes under contact load (issue "Answer every customer"): the
 * contact form answers as fast as with it running, no message is lost, and once the server is back
 * every mail arrives, none twice (by Message-ID).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { contactForm, contactLoad, lostAndDuplicated, STORED_BY_KEY } from "../contact-load.ts";
import type { startSmtp } from "../smtp.ts";
import { record } from "./report.ts";
import type { Site } from "./site.ts";

const OUTAGE_MS = 120_000;

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** The reference a mail is about: the acknowledgement's and the notice's subjects both name it. */
const referenceOf = (subject: string | undefined) => /NV-\d{6}-[A-Z0-9]{5}/.exec(subject ?? "")?.[0] ?? null;

/** Waits until the outbox has nothing due left to send (mail another sender holds excepted). */
async function drained(site: Site, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const { rows } = await site.sql.query(
      "select count(*)::int as n from mail_outbox where status = 'queued' and (locked_until is null or locked_until < now())",
    );
    if (rows[0].n === 0) return true;
    await sleep(500);
  }
  return false;
}

export async function checkMailOutage(site: Site, smtp: Smtp) {
  const { lb, sql } = site;
  // the earlier checks' mail first: the baseline measures the form, not a backlog being sent beside it
  await drained(site, 90_000);
  const token = await contactForm(lb);
  await sleep(3_100);
  const up = await contactLoad({ base: lb, token, first: 100_000 });

  await smtp.stop();
  const stopped = Date.now();
  const down = await contactLoad({ base: lb, token, first: 200_000 });
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stopped)));
  await smtp.restart();
  const back = Date.now();

  const acknowledged = new Map([...up.acknowledged, ...down.acknowledged]);
  const references = new Set(acknowledged.values());
  const expected = references.size * 2;
  const ours = () => smtp.received.filter((m) => references.has(referenceOf(m.subject) ?? ""));
  const deadline = Date.now() + 180_000;
  while (new Set(ours().map((m) => m.messageId)).size < expected && Date.now() < deadline) await sleep(500);
  const allArrivedMs = Date.now() - back;
  await sleep(5_000); // a mail sent twice would have arrived by now

  const mails = ours();
  const ids = new Set(mails.map((m) => m.messageId));
  const twice = mails.length - ids.size;
  const { rows } = await sql.query(STORED_BY_KEY, [[...acknowledged.keys()]]);
  const { lost, duplicated } = lostAndDuplicated(acknowledged, rows);
  const perMessage = new Map<string, number>();
  for (const m of mails) {
    const reference = referenceOf(m.subject) ?? "";
    perMessage.set(reference, (perMessage.get(reference) ?? 0) + 1);
  }
  const mailsLost = [...references].filter((r) => (perMessage.get(r) ?? 0) < 2).length;
  // the form's answer does not wait for mail: its median within 10 % of the median with the server up
  const slower = down.p50 / Math.max(1, up.p50);
  const errors = (load: typeof up) =>
    Object.entries(load.statuses).reduce((sum, [status, count]) => sum + (status === "303" ? 0 : count), 0) +
    load.errors +
    load.timeouts;
  record(
    "the mail server stopped for two minutes under contact load: no message or mail lost, none sent twice, the form as fast",
    up.acknowledged.size > 100 &&
      down.acknowledged.size > 100 &&
      errors(up) + errors(down) === 0 &&
      lost === 0 &&
      duplicated === 0 &&
      mailsLost === 0 &&
      twice === 0 &&
      ids.size === expected &&
      slower <= 1.1,
    `with the server up ${up.acknowledged.size} messages, median ${up.p50} ms (mean ${up.meanMs.toFixed(0)} ms, p99 ${up.p99} ms); ` +
      `with it stopped ${down.acknowledged.size} messages, median ${down.p50} ms (mean ${down.meanMs.toFixed(0)} ms, p99 ${down.p99} ms), ` +
      `×${slower.toFixed(2)}; ${lost} messages lost, ${duplicated} stored twice; ${ids.size} of ${expected} mails arrived ` +
      `${(allArrivedMs / 1000).toFixed(1)} s after the server was back, ${mailsLost} messages short of a mail, ${twice} sent twice`,
  );
}
