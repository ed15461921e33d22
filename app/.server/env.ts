import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { logLevels } from "./log";

/** Thrown for a bad configuration; the server prints its message as one line and exits. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** An IPv4 or IPv6 address, or a range of them in CIDR notation. */
function isAddressOrRange(value: string): boolean {
  const [address = "", bits, extra] = value.split("/");
  const type = isIP(address);
  if (type === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (type === 4 ? 32 : 128));
}

/** A comma-separated list, its parts trimmed, empty ones dropped. */
const commaList = () =>
  z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    );

/** `1` allows, `0` (the default) does not. */
const allowFlag = () =>
  z
    .enum(["0", "1"], { error: "must be 1 (allow) or 0" })
    .default("0")
    .transform((v) => v === "1");

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const envSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number between 1 and 65535" })
        .int("must be a whole number between 1 and 65535")
        .min(1, "must be a whole number between 1 and 65535")
        .max(65535, "must be a whole number between 1 and 65535")
        .default(3000),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./.data")),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), {
          message: "must be a postgres:// or postgresql:// URL",
        })
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(12, "must be at least 12 characters").max(128, "must be at most 128 characters").optional(),
    ),
    SITE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["local", "test", "production"], { error: "must be one of local, test, production" }).default("test"),
    ),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    /**
     * Which proxies may tell the visitor's address (X-Forwarded-For): Express "trust proxy" values,
     * comma-separated: loopback, uniquelocal, addresses or CIDR ranges, or a number of hops.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default("loopback")
        .refine(
          (v) =>
            /^\d{1,2}$/.test(v) ||
            v
              .split(",")
              .map((part) => part.trim())
              .every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(part)),
          { message: "must be loopback, uniquelocal, addresses or CIDR ranges (comma-separated), or a hop count" },
        ),
    ),
    /**
     * The public origin (scheme, host and port): the only source of absolute URLs (canonical, Open
     * Graph, JSON-LD, feeds, sitemap, invitation links). Never the request's Host, which anyone can
     * set and a shared cache would then keep.
     */
    SITE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (v) => {
            if (!URL.canParse(v)) return false;
            const url = new URL(v);
            return (
              /^https?:$/.test(url.protocol) &&
              !url.username &&
              !url.password &&
              url.pathname === "/" &&
              !url.search &&
              !url.hash
            );
          },
          { message: "must be an http:// or https:// origin such as https://www.noteva.example (no path)" },
        )
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
    /** A load-testing fixture: seed N times today's content into an empty database (seed/scale). */
    CONTENT_SCALE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number between 1 and 200" })
        .int("must be a whole number between 1 and 200")
        .min(1, "must be a whole number between 1 and 200")
        .max(200, "must be a whole number between 1 and 200")
        .default(1),
    ),
    /** The request log's level (app/.server/log.ts): `silent` writes nothing. */
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).default("info"),
    ),
    /** Who may read /metrics besides loopback: addresses or CIDR ranges, comma-separated. */
    METRICS_ALLOW: z.preprocess(
      emptyToUndefined,
      commaList().refine((parts) => parts.every(isAddressOrRange), {
        message: "must be IP addresses or CIDR ranges, comma-separated, such as 10.0.0.5,10.1.0.0/16",
      }),
    ),
    /**
     * How long a stopping instance keeps answering, unready, before it closes its listener: for a
     * balancer that learns of a stop by polling /readyz. Requests in flight then finish (up to 20 s).
     */
    DRAIN_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number of seconds between 0 and 120" })
        .int("must be a whole number of seconds between 0 and 120")
        .min(0, "must be a whole number of seconds between 0 and 120")
        .max(120, "must be a whole number of seconds between 0 and 120")
        .default(0),
    ),
    /** Scheduled backups of the embedded database (README, Backups): where, how often (hours), how many kept. */
    BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    BACKUP_INTERVAL: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a number of hours such as 24 or 0.5" })
        .min(0.001, "must be a number of hours such as 24 or 0.5")
        .max(24 * 366, "must be a number of hours such as 24 or 0.5")
        .default(24),
    ),
    BACKUP_KEEP: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number from 1" })
        .int("must be a whole number from 1")
        .min(1, "must be a whole number from 1")
        .default(7),
    ),
    /** Encrypts every backup (scheduled ones and `npm run backup`) when set. */
    BACKUP_PASSPHRASE: z.preprocess(emptyToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
    /**
     * Backups without a passphrase in production: refused unless the operator says so with 1
     * (they are still authenticated with the site key, but anyone who reads one reads everything).
     */
    BACKUP_ALLOW_UNENCRYPTED: z.preprocess(emptyToUndefined, allowFlag()),
    /**
     * The site key (at least 32 characters): seals second-factor secrets (and recovery codes made
     * before they carried 124 bits) and authenticates backups. Kept outside the database and every backup; generated
     * once into DATA_DIR/site-key when not set (site-key.ts). Instances sharing a database share it.
     */
    SITE_KEY: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    /** Earlier site keys, comma-separated, while a rotation is under way (README, Security). */
    SITE_KEY_PREVIOUS: z.preprocess(
      emptyToUndefined,
      commaList().refine((keys) => keys.every((k) => k.length >= 32), {
        message: "must be keys of at least 32 characters",
      }),
    ),
    /** Minutes without a request after which a staff session ends (ASVS 3.3.2: 30 at most by default). */
    SESSION_IDLE_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number of minutes between 5 and 720" })
        .int("must be a whole number of minutes between 5 and 720")
        .min(5, "must be a whole number of minutes between 5 and 720")
        .max(720, "must be a whole number of minutes between 5 and 720")
        .default(30),
    ),
    /** Lets SITE_ENV=production run on a plain http:// SITE_URL, for a local trial only. */
    ALLOW_INSECURE_SITE_URL: z.preprocess(emptyToUndefined, allowFlag()),
    /**
     * Where mail goes (decision 031): smtp://user:pass@host:587 (STARTTLS when the server offers it)
     * or smtps://…:465. Unset, mail stays in the outbox and staff read it at /admin/mail.
     */
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => /^smtps?:\/\/[^/\s]+/.test(v), {
          message: "must be an smtp:// or smtps:// URL such as smtp://mail.example:587",
        })
        .optional(),
    ),
    /** The sender of every mail: an address, or "Name <address>". */
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(v.trim()), {
          message: 'must be an address such as noreply@noteva.example or "Noteva <noreply@noteva.example>"',
        })
        .default("Noteva <noreply@noteva.example>"),
    ),
    /** DKIM signing: the selector published in DNS (<selector>._domainkey.<domain>); the key is DKIM_PRIVATE_KEY or DATA_DIR/dkim.pem. */
    DKIM_SELECTOR: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/i, "must be a DNS label such as mail2026")
        .optional(),
    ),
    DKIM_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    ANALYTICS_SCRIPT_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => v.startsWith("/") && !v.startsWith("//"), {
          message: "must be a same-site path such as /analytics.js",
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: `must be set together with ${env.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}`,
      });
    }
    if (env.SITE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when SITE_ENV=production" });
    }
    if (env.SITE_ENV === "production" && !env.SITE_URL) {
      ctx.addIssue({ code: "custom", path: ["SITE_URL"], message: "is required when SITE_ENV=production" });
    }
    if (env.SITE_ENV === "production" && env.SITE_URL?.startsWith("http:") && !env.ALLOW_INSECURE_SITE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message:
          "must be https:// when SITE_ENV=production (its cookies are Secure); set ALLOW_INSECURE_SITE_URL=1 for a local trial",
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, "SESSION_SECRET" | "SITE_URL" | "SITE_KEY"> & {
  SESSION_SECRET: string;
  SITE_URL: string;
  SITE_KEY: string;
};

/** Parses the process environment; throws ConfigError with one readable line on the first problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const raw = source[name];
    const shown =
      raw === undefined ? "" : ` (got ${JSON.stringify(/PASSWORD|SECRET|PASSPHRASE|_KEY/.test(name) ? "***" : raw)})`;
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BACKUP_DIR: env.BACKUP_DIR && path.resolve(env.BACKUP_DIR),
    SESSION_SECRET: env.SESSION_SECRET ?? localSessionSecret(dataDir),
    SITE_KEY: env.SITE_KEY ?? localSiteKey(dataDir),
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  };
}

/** Where a generated session secret is kept (backups carry it; a restore puts it back). */
export const sessionSecretFile = (dataDir: string) => path.join(dataDir, "session-secret");

/**
 * Where a generated site key is kept: beside the database, never in it and never in a backup
 * (a backup is authenticated with it, so the key must come from elsewhere). Carried to a new host
 * by hand (README, Backups).
 */
export const siteKeyFile = (dataDir: string) => path.join(dataDir, "site-key");

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  return localSecret(sessionSecretFile(dataDir), dataDir);
}

/** Without SITE_KEY the key is generated once into DATA_DIR/site-key (in production too: see README). */
function localSiteKey(dataDir: string): string {
  return localSecret(siteKeyFile(dataDir), dataDir);
}

/** A secret kept in a file of DATA_DIR (owner-only), made once; two processes starting together agree. */
function localSecret(file: string, dataDir: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const secret = randomBytes(32).toString("hex");
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
      throw new ConfigError(`Configuration error: DATA_DIR ${dataDir} is not writable (${(error as Error).message})`);
    }
  }
}
