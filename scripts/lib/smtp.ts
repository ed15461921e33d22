/**
 * A real SMTP server for tests (smtp-server), with what arrives parsed by mailparser. It can refuse
 * recipients for good (a 550) and be stopped and started again on its port (a mail server down).
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Received = ParsedMail & { envelopeTo: string[] };

/**
 * `answerAfterMs`: the mail is received (and counted) at once, but the server says "250 OK" only
 * after this long: a sender killed meanwhile never learns it was delivered.
 */
export async function startSmtp(options: { refuse?: RegExp; port?: number; answerAfterMs?: number } = {}) {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.refuse?.test(address.address)) {
          const error = Object.assign(new Error("5.1.1 The email account that you tried to reach does not exist"), {
            responseCode: 550,
          });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
            for (const wake of waiting.splice(0)) wake();
            if (options.answerAfterMs) setTimeout(callback, options.answerAfterMs);
            else callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  /** A client that goes away mid-conversation (a sender killed with its pooled connections open) is no failure of the server's. */
  const serve = () => {
    const made = make();
    made.on("error", () => undefined);
    return made;
  };
  let server = serve();
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
    );
  const port = await listen(options.port ?? 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `n` mails have arrived (or rejects after `ms`). */
    async until(n: number, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${n} mails arrived within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received.slice(0, n);
    },
    /** Resolves once `n` mails that `which` accepts have arrived (or rejects after `ms`); those mails. */
    async untilSome(which: (mail: Received) => boolean, n: number, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const some = received.filter(which);
        if (some.length >= n) return some;
        if (Date.now() > deadline) throw new Error(`${some.length} of ${n} mails arrived within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Starts it again on the same port (after stop). */
    async restart() {
      server = serve();
      await listen(port);
    },
  };
}
