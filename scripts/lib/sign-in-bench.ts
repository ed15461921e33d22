/**
 * `npm run bench -- --sign-in`: how long the sign-in form takes to answer, measured on the built
 * server (one request at a time, so each is its own argon2id verification plus the throttle's
 * statements): a right password and a wrong one, each from its own address so no throttle answers
 * in their place. Writes reports/bench/sign-in.md and .json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { startServer } from "../../tests/e2e/server.ts";

const RUNS = 40;
const WARM_UP = 5;
const admin = { email: "bench@noteva.example", password: "a bench password, long enough" };

/** Milliseconds one POST /login takes (its answer read), from `address` (X-Forwarded-For, loopback is trusted). */
async function timeSignIn(base: string, password: string, address: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams({ email: admin.email, password }),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  const expected = password === admin.password ? 302 : 400;
  if (response.status !== expected) throw new Error(`sign-in answered ${response.status}, not ${expected}`);
  return ms;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

export async function signInBench() {
  const server = await startServer({
    ...{ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    LOG_LEVEL: "warn",
  });
  const rows: { attempt: string; p50: number; p95: number; mean: number }[] = [];
  try {
    let n = 0;
    const address = () => `198.18.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
    for (const [attempt, password] of [
      ["right password", admin.password],
      ["wrong password", "not the password at all"],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        // a wrong password counts against the account (5 per window): right ones in between forgive it
        if (password !== admin.password && i % 4 === 3) await timeSignIn(server.url, admin.password, address());
        const ms = await timeSignIn(server.url, password, address());
        if (i >= WARM_UP) times.push(ms);
      }
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      rows.push({ attempt, p50: quantile(times, 0.5), p95: quantile(times, 0.95), mean });
    }
  } finally {
    await server.stop();
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const markdown = [
    `# Sign-in (${new Date().toISOString()})`,
    "",
    `POST /login on the built server, one at a time, ${RUNS} runs after ${WARM_UP} to warm up, each from its own address.`,
    "",
    "| attempt | p50 ms | p95 ms | mean ms |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.attempt} | ${round(r.p50)} | ${round(r.p95)} | ${round(r.mean)} |`),
    "",
  ].join("\n");
  mkdirSync("reports/bench", { recursive: true });
  writeFileSync("reports/bench/sign-in.md", markdown);
  writeFileSync("reports/bench/sign-in.json", JSON.stringify(rows, null, 2));
  console.log(markdown);
}
