/**
 * Checks that state lives in the database, not in an instance: a session, sign-in throttling and a
 * contact form's idempotency hold across the two instances.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { contactBody, contactForm } from "../contact-load.ts";
import { record } from "./report.ts";
import type { Site } from "./site.ts";

const cookieOf = (res: Response) => (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";

async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.10" },
    body: new URLSearchParams({ email, password, redirectTo: "/admin" }),
  });
  return { status: res.status, cookie: cookieOf(res) };
}

/** Runs the checks; the admin's session cookie (made on A), for the checks that follow. */
export async function checkAcrossInstances({ a, b, lb, sql, admin }: Site): Promise<string> {
  // the instances run as production, where every account must have a second factor unless an
  // admin says otherwise: this admin checks sessions and publishing, not second factors
  await sql.query(
    `insert into staff_setting (name, value) values ('require-second-factor', 'false')
     on conflict (name) do update set value = 'false'`,
  );
  // sessions: signed in on A, valid on B and through nginx
  const login = await signIn(a.url, admin.email, admin.password);
  const onB = await fetch(`${b.url}/admin`, { headers: { Cookie: login.cookie }, redirect: "manual" });
  const viaLb = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(`${lb}/admin`, { headers: { Cookie: login.cookie }, redirect: "manual" }).then((r) => r.status),
    ),
  );
  record(
    "a session made on one instance is valid on the other",
    login.status >= 300 && login.status < 400 && onB.status === 200 && viaLb.every((s) => s === 200),
    `sign-in on A ${login.status}; /admin on B ${onB.status}; 10 × /admin through nginx: ${viaLb.join(" ")}`,
  );

  // throttling: failed sign-ins on both instances count together
  const target = `nobody-${Date.now()}@noteva.example`;
  const attempts: number[] = [];
  for (let i = 0; i < 6; i++) attempts.push((await signIn(i % 2 ? b.url : a.url, target, "wrong-password-123")).status);
  record(
    "failed sign-ins are throttled across instances",
    attempts.slice(0, 5).every((s) => s === 400 || s === 401) && attempts[5] === 429,
    `alternating A/B: ${attempts.join(" ")}`,
  );

  // contact: the same form sent to both instances at once is stored once
  const token = await contactForm(a.url);
  await sleep(3_100);
  const key = randomUUID();
  const both = await Promise.all(
    [a.url, b.url].map((base) =>
      fetch(`${base}/contactus`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.7" },
        body: contactBody(token, key, 0),
      }),
    ),
  );
  const refs = both.map((r) => new URL(r.headers.get("location") ?? "/", lb).searchParams.get("sent"));
  const stored = await sql.query("select count(*)::int as n from contact_message where idempotency_key = $1", [key]);
  record(
    "a double submit to two instances is one message",
    both.every((r) => r.status === 303) && refs[0] === refs[1] && stored.rows[0].n === 1,
    `${both.map((r) => r.status).join(", ")} with references ${refs.join(" = ")}; ${stored.rows[0].n} row`,
  );
  return login.cookie;
}
