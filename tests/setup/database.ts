import pg from "pg";
import { afterAll } from "vitest";
import { type Database, openDatabase } from "~/.server/db/client";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { indexSources, rebuildSearchIndex } from "~/.server/search/index.server";
import { searchSources } from "~/search-sources.server";

// what boot does at start-up: the change pipeline re-indexes what a change touched through these
indexSources(searchSources);

/**
 * The databases a database test runs against: always a fresh in-memory PGlite, and a fresh
 * schema on real Postgres when DATABASE_URL_TEST is set.
 */
export const databaseTargets: { name: string; open: () => Promise<Database> }[] = [
  { name: "pglite", open: () => openDatabase({ memory: true }) },
];

/** Where a test's PostgreSQL database is, so a test can open a second instance on it. */
export const postgresUrlOf = new WeakMap<Database, string>();

const postgresUrl = process.env.DATABASE_URL_TEST;
if (postgresUrl) {
  databaseTargets.push({
    name: "postgres",
    async open() {
      // A private database per call keeps test files independent.
      const name = `noteva_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      postgresUrlOf.set(database, url.toString());
      const close = database.close;
      database.close = async () => {
        await close();
        const drop = new pg.Client({ connectionString: postgresUrl });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      };
      return database;
    },
  });
}

const opened: Database[] = [];
export async function openTestDatabase(target: (typeof databaseTargets)[number]) {
  const database = await target.open();
  opened.push(database);
  return database;
}
/** A database as the site starts with (migrated, seeded, indexed), and a staff member to act as. */
export async function seededTestDatabase(
  target: (typeof databaseTargets)[number],
  staff: { email: string; role: "admin" | "editor" },
) {
  const database = await openTestDatabase(target);
  await database.migrate();
  await seed(database.db);
  await rebuildSearchIndex(database.db);
  const [row] = await database.db
    .insert(staffUsers)
    .values({ ...staff, name: staff.email.split("@")[0] ?? "staff", passwordHash: "-" })
    .returning();
  return { database, actor: { id: row?.id ?? 0, email: staff.email } };
}

afterAll(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});
