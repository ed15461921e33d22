import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema/contact";
import { seed } from "~/.server/db/seed";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { CONTACT_LIMIT, submitContact } from "./messages.server";
import type { ContactInput } from "./schema";

const secret = "k".repeat(32);
const input: ContactInput = {
  name: "Tomás Ortega",
  email: "tomas@example.com",
  country: "ES",
  topic: "support",
  product: "MK61",
  serial: "NV24012345",
  message: "The MK61 shows an error after the firmware update, <b>every time</b>.",
  consent: true,
};
const meta = (key: string, address: string) => ({
  idempotencyKey: key,
  sender: { address, userAgent: "test" },
  secret,
});

describe.each(databaseTargets)("contact messages on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });
  const stored = async (key: string) =>
    database.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));

  it("stores the whole message, as received, with a reference and status new", async () => {
    const key = crypto.randomUUID();
    const result = await submitContact(database.db, input, meta(key, "198.51.100.1"));
    expect(result).toMatchObject({ ok: true, duplicate: false });
    const [row] = await stored(key);
    expect(row).toMatchObject({
      name: "Tomás Ortega",
      email: "tomas@example.com",
      country: "ES",
      topic: "support",
      productId: "MK61",
      serial: "NV24012345",
      message: input.message,
      status: "new",
      reference: result.ok ? result.reference : "",
    });
    expect(row?.receivedAt).toBeInstanceOf(Date);
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(row?.senderHash).not.toContain("198.51.100.1");
  });

  it("stores a double submit once and answers both with the same reference", async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submitContact(database.db, input, meta(key, "198.51.100.2"))),
    );
    const references = new Set(results.map((r) => (r.ok ? r.reference : "")));
    expect(references.size).toBe(1);
    expect(await stored(key)).toHaveLength(1);
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
  });

  it(`limits one address to ${CONTACT_LIMIT} messages an hour, storing none beyond`, async () => {
    const address = "198.51.100.3";
    const results = [];
    for (let i = 0; i <= CONTACT_LIMIT; i++) {
      results.push(await submitContact(database.db, input, meta(crypto.randomUUID(), address)));
    }
    expect(results.slice(0, CONTACT_LIMIT).every((r) => r.ok)).toBe(true);
    const last = results.at(-1);
    expect(last).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(last && !last.ok && last.retryAfterSeconds).toBeGreaterThan(0);
    // another address is not affected
    expect((await submitContact(database.db, input, meta(crypto.randomUUID(), "198.51.100.4"))).ok).toBe(true);
  });

  it("loses and duplicates nothing: 200 concurrent messages are 200 stored, each with its own reference", async () => {
    const before = (await database.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const keys: string[] = Array.from({ length: 200 }, () => crypto.randomUUID());
    const results = await Promise.all(
      keys.map((key, i) =>
        submitContact(
          database.db,
          { ...input, message: `${input.message} #${i}` },
          meta(key, `10.1.${i >> 8}.${i & 255}`),
        ),
      ),
    );
    expect(results.every((r) => r.ok && !r.duplicate)).toBe(true);
    const rows = await database.db
      .select({ key: contactMessages.idempotencyKey, reference: contactMessages.reference })
      .from(contactMessages);
    const mine = rows.filter((r) => keys.includes(r.key));
    expect(mine).toHaveLength(200);
    expect(new Set(mine.map((r) => r.reference)).size).toBe(200);
    expect(rows.length).toBe(before + 200);
  });
});
