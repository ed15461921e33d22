/**
 * `npm run observatory`: grades the site's security headers with MDN's HTTP Observatory scanner
 * (@mdn/mdn-http-observatory, its own retriever, tests and grader) against a local production
 * server behind nginx with TLS, as it would be deployed. Writes reports/observatory.md.
 *
 * The scanner is not a project dependency: install scripts in its tree download a CA bundle and
 * two lists from the internet, which `npm ci` here cannot do. It is installed on first use into
 * reports/.observatory by npm on the pinned Node, with `allowScripts` turning down just those
 * scripts (and libpq's native build, for pg-native, which the grader never loads); nothing the
 * grader uses has an install script. Its `scan()` always uses ports 80 and 443; the grading below is `scan()`'s
 * own, fed by the library's retriever pointed at local ports. The certificate is a throwaway
 * self-signed one for "localhost", trusted for this run through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startNginx, waitFor } from "./lib/net.ts";

const root = process.cwd();
const VERSION = "1.4.8";
const toolDir = path.join(root, "reports", ".observatory");
const pkg = path.join(toolDir, "node_modules", "@mdn", "mdn-http-observatory", "src");

/** Runs in a child process (so NODE_EXTRA_CA_CERTS applies from its start): grades and prints JSON. */
async function grade(httpPort: number, httpsPort: number) {
  const { retrieve } = await import(path.join(pkg, "retriever", "retriever.js"));
  const { ALL_TESTS } = await import(path.join(pkg, "constants.js"));
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(path.join(pkg, "grader", "charts.js"));
  const { getGradeForScore, getScoreModifier } = await import(path.join(pkg, "grader", "grader.js"));
  const requests = await retrieve("localhost", { httpPort, httpsPort });
  if (!requests.responses.auto) throw new Error("the site did not answer the scanner");
  let extra = 100;
  let uncurved = 100;
  const tests = (ALL_TESTS as ((r: unknown) => { result: string; pass: boolean })[]).map((test) => {
    const out = test(requests);
    const modifier = getScoreModifier(out.result) as number;
    extra += modifier;
    if (modifier < 0) uncurved += modifier;
    return { name: test.name, result: out.result, pass: out.pass, modifier };
  });
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extra : uncurved);
  const { grade: letter } = getGradeForScore(score);
  console.log(JSON.stringify({ grade: letter, score, tests, status: requests.responses.auto.status }));
}

async function main() {
  if (!existsSync(pkg)) {
    console.log(`Installing @mdn/mdn-http-observatory ${VERSION} into reports/.observatory…`);
    mkdirSync(toolDir, { recursive: true });
    const allowScripts = {
      // postinstall: fetches the HSTS preload and TLD lists (replaced below for localhost)
      "@mdn/mdn-http-observatory": false,
      // install: fetches Mozilla's CA bundle, used only by the scanner's own API server
      node_extra_ca_certs_mozilla_bundle: false,
      // install: builds pg-native, used only by the scanner's database
      libpq: false,
    };
    writeFileSync(path.join(toolDir, "package.json"), `${JSON.stringify({ private: true, allowScripts }, null, 2)}\n`);
    // npm itself on the pinned Node (this process's), and the pinned Node first on PATH for any script
    const npmCli = path.join(
      path.dirname(realpathSync(execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim())),
      "npm-cli.js",
    );
    const install = spawnSync(
      process.execPath,
      [npmCli, "install", "--save-exact", "--no-audit", "--no-fund", `@mdn/mdn-http-observatory@${VERSION}`],
      {
        cwd: toolDir,
        stdio: "inherit",
        env: { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}` },
      },
    );
    if (install.status !== 0) throw new Error("could not install @mdn/mdn-http-observatory");
  }
  // the turned-down postinstall downloads Chromium's HSTS preload list; localhost is not on it
  const preload = path.join(pkg, "..", "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    execFileSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  }
  const work = mkdtempSync(path.join(tmpdir(), "noteva-observatory-"));
  const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const cert = path.join(work, "cert.pem");
  const key = path.join(work, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const app = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(appPort),
      DATA_DIR: path.join(work, "data"),
      SITE_ENV: "production",
      SESSION_SECRET: "observatory-session-secret-0123456789abcdef",
      SITE_URL: `https://localhost:${httpsPort}`,
    },
    stdio: "ignore",
  });
  const http = `  # plain HTTP only redirects to HTTPS, as in production
  server { listen 127.0.0.1:${httpPort}; return 301 https://localhost:${httpsPort}$request_uri; }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${appPort};
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`;
  let stopNginx = () => {};
  try {
    await waitFor(`http://127.0.0.1:${appPort}/readyz`, 120_000);
    stopNginx = startNginx(work, http);
    const run = spawnSync(process.execPath, [import.meta.filename, "--grade", String(httpPort), String(httpsPort)], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`the scanner failed: ${run.stderr}`);
    const result = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as {
      grade: string;
      score: number;
      tests: { name: string; result: string; pass: boolean; modifier: number }[];
    };
    const md = [
      "# MDN HTTP Observatory",
      "",
      `@mdn/mdn-http-observatory ${VERSION} against the production build behind nginx with TLS (${new Date().toISOString()}).`,
      "",
      `**Grade ${result.grade}, score ${result.score}**`,
      "",
      "| test | result | pass | score |",
      "|---|---|---|---|",
      ...result.tests.map((t) => `| ${t.name} | ${t.result} | ${t.pass ? "yes" : "no"} | ${t.modifier} |`),
      "",
    ].join("\n");
    mkdirSync(path.join(root, "reports"), { recursive: true });
    writeFileSync(path.join(root, "reports", "observatory.md"), md);
    console.log(md);
    process.exitCode = result.grade === "A+" ? 0 : 1;
  } finally {
    stopNginx();
    app.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--grade") {
  await grade(Number(process.argv[3]), Number(process.argv[4]));
} else {
  await main();
}
