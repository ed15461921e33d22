import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "noteva-env-"));

describe("parseEnv", () => {
  it("applies the run contract's defaults", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_ENV).toBe("test");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve(dir));
    expect(env.TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ DATA_DIR: dir, TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it("reads the log level, who may read the metrics, and how long a stop drains", () => {
    const dir = dataDir();
    const defaults = parseEnv({ DATA_DIR: dir });
    expect([defaults.LOG_LEVEL, defaults.METRICS_ALLOW, defaults.DRAIN_SECONDS]).toEqual(["info", [], 0]);
    const set = parseEnv({
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
      METRICS_ALLOW: "10.0.0.5, 10.1.0.0/16,fd00::/8",
      DRAIN_SECONDS: "5",
    });
    expect([set.LOG_LEVEL, set.METRICS_ALLOW, set.DRAIN_SECONDS]).toEqual([
      "warn",
      ["10.0.0.5", "10.1.0.0/16", "fd00::/8"],
      5,
    ]);
  });

  it.each([
    [
      { LOG_LEVEL: "verbose" },
      'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      { METRICS_ALLOW: "10.0.0.0/33" },
      'Configuration error: METRICS_ALLOW must be IP addresses or CIDR ranges, comma-separated, such as 10.0.0.5,10.1.0.0/16 (got "10.0.0.0/33")',
    ],
    [
      { METRICS_ALLOW: "prometheus.internal" },
      'Configuration error: METRICS_ALLOW must be IP addresses or CIDR ranges, comma-separated, such as 10.0.0.5,10.1.0.0/16 (got "prometheus.internal")',
    ],
    [
      { DRAIN_SECONDS: "-1" },
      'Configuration error: DRAIN_SECONDS must be a whole number of seconds between 0 and 120 (got "-1")',
    ],
    [{ PORT: "abc" }, 'Configuration error: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: "70000" }, 'Configuration error: PORT must be a whole number between 1 and 65535 (got "70000")'],
    [{ SITE_ENV: "staging" }, 'Configuration error: SITE_ENV must be one of local, test, production (got "staging")'],
    [
      { TRUST_PROXY: "everyone" },
      'Configuration error: TRUST_PROXY must be loopback, uniquelocal, addresses or CIDR ranges (comma-separated), or a hop count (got "everyone")',
    ],
    [
      { DATABASE_URL: "mysql://x" },
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long enough password" },
      "Configuration error: ADMIN_EMAIL must be an e-mail address",
    ],
    [{ ADMIN_EMAIL: "a@b.example" }, "Configuration error: ADMIN_PASSWORD must be set together with ADMIN_EMAIL"],
    [
      { ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "short" },
      'Configuration error: ADMIN_PASSWORD must be at least 12 characters (got "***")',
    ],
    [{ SITE_ENV: "production" }, "Configuration error: SESSION_SECRET is required when SITE_ENV=production"],
    [
      { SITE_ENV: "production", SESSION_SECRET: "x".repeat(40) },
      "Configuration error: SITE_URL is required when SITE_ENV=production",
    ],
    [
      { SITE_URL: "https://www.noteva.example/shop" },
      'Configuration error: SITE_URL must be an http:// or https:// origin such as https://www.noteva.example (no path) (got "https://www.noteva.example/shop")',
    ],
    [{ SITE_URL: "javascript:alert(1)" }, "Configuration error: SITE_URL must be an http:// or https:// origin"],
    [{ SESSION_SECRET: "too-short" }, 'Configuration error: SESSION_SECRET must be at least 32 characters (got "***")'],
    [
      { SITE_ENV: "production", SESSION_SECRET: "x".repeat(40), SITE_URL: "http://www.noteva.example" },
      'Configuration error: SITE_URL must be https:// when SITE_ENV=production (its cookies are Secure); set ALLOW_INSECURE_SITE_URL=1 for a local trial (got "http://www.noteva.example")',
    ],
    [{ SITE_KEY: "short" }, 'Configuration error: SITE_KEY must be at least 32 characters (got "***")'],
    [
      { SITE_KEY_PREVIOUS: "short" },
      'Configuration error: SITE_KEY_PREVIOUS must be keys of at least 32 characters (got "***")',
    ],
    [
      { SESSION_IDLE_MINUTES: "90000" },
      'Configuration error: SESSION_IDLE_MINUTES must be a whole number of minutes between 5 and 720 (got "90000")',
    ],
    [
      { ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "p".repeat(129) },
      'Configuration error: ADMIN_PASSWORD must be at most 128 characters (got "***")',
    ],
    [
      { BACKUP_ALLOW_UNENCRYPTED: "yes" },
      'Configuration error: BACKUP_ALLOW_UNENCRYPTED must be 1 (allow) or 0 (got "yes")',
    ],
  ])("rejects %j with one clear line", (source, message) => {
    let error: unknown;
    try {
      parseEnv({ DATA_DIR: dataDir(), ...source });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.startsWith(message)).toBe(true);
    expect((error as Error).message).not.toContain("\n");
  });

  it("accepts a full production configuration", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "https://www.noteva.example/",
      DATABASE_URL: "postgres://app@db.internal:5432/noteva",
      ADMIN_EMAIL: "admin@noteva.example",
      ADMIN_PASSWORD: "correct horse battery",
      DATA_DIR: dataDir(),
    });
    expect(env.PORT).toBe(8080);
    expect(env.SESSION_SECRET).toBe("x".repeat(40));
    expect(env.SITE_URL).toBe("https://www.noteva.example");
  });

  it("runs production on a plain http:// SITE_URL only when ALLOW_INSECURE_SITE_URL=1 says so", () => {
    const trial = parseEnv({
      SITE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "http://127.0.0.1:8080",
      ALLOW_INSECURE_SITE_URL: "1",
      DATA_DIR: dataDir(),
    });
    expect(trial.SITE_URL).toBe("http://127.0.0.1:8080");
  });

  it("keeps a generated site key in DATA_DIR, owner-only, and takes SITE_KEY over it", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).SITE_KEY;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ DATA_DIR: dir }).SITE_KEY).toBe(first);
    expect(statSync(path.join(dir, "site-key")).mode & 0o777).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dir, SITE_KEY: "k".repeat(40) }).SITE_KEY).toBe("k".repeat(40));
  });

  it("takes the public origin from SITE_URL, or localhost on the configured port", () => {
    expect(parseEnv({ PORT: "4567", DATA_DIR: dataDir() }).SITE_URL).toBe("http://localhost:4567");
    expect(parseEnv({ SITE_URL: "http://127.0.0.1:8080", DATA_DIR: dataDir() }).SITE_URL).toBe("http://127.0.0.1:8080");
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "", DATA_DIR: dataDir() }).PORT).toBe(3000);
  });
});
