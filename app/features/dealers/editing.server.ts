/**
 * The admin's reads and writes of the stores. Every save goes through the change pipeline: the
 * write and its audit entry in one transaction, then the content version moves, so Find a Store
 * shows the change at once. Stores are not in the site search, so a save touches no search entry.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import { claimVersion } from "~/.server/db/versions";
import { type Actor, commitChange, withoutBookkeeping } from "~/features/changes/pipeline.server";
import { FieldRefused, NotFound } from "~/features/forms/refusal";
import { countryName } from "~/lib/countries";
import type { DealerInput } from "./schema";

/** Every store, published or not, for the admin's list. */
export async function dealersForAdmin(db: Db) {
  const rows = await db.select().from(dealers).orderBy(asc(dealers.country), asc(dealers.city), asc(dealers.name));
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    city: d.city,
    country: countryName(d.country),
    status: d.status,
    verifiedOn: d.verifiedOn,
  }));
}

/**
 * A store as the editor's form fills in (text fields as text), with the version it was loaded at,
 * or null when there is none.
 */
export async function dealerForEditing(db: Db, id: string) {
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, id));
  if (!dealer) return null;
  const fields = withoutBookkeeping(dealer);
  return {
    ...fields,
    region: fields.region ?? "",
    lat: String(fields.lat),
    lng: String(fields.lng),
    version: dealer.version,
  };
}

/** A new store's id is taken already. */
export class DealerExists extends FieldRefused {
  constructor(readonly id: string) {
    super("id", "A store with this id exists; choose another.");
  }
}

/** The store to update is gone. */
export class DealerNotFound extends NotFound {
  constructor(readonly id: string) {
    super(`dealer ${id}`);
  }
}

/** Which store a save writes: a new one (null), or one at the version the editor loaded. */
export type DealerTarget = { id: string; version: number } | null;

/**
 * Creates the store (`target` null: the input names the new id) or updates the store, if it is
 * still at the version the editor loaded. Throws DealerExists, DealerNotFound or EditConflict, and
 * then nothing is written.
 */
export async function saveDealer(db: Db, user: Actor, target: DealerTarget, input: DealerInput): Promise<string> {
  const { id: newId, region, ...value } = input;
  const id = target?.id ?? null;
  const key = id ?? newId ?? "";
  return commitChange(db, user, {
    entity: "dealer",
    action: id ? "update" : "create",
    write: async (tx) => {
      if (target && !(await claimVersion(tx, dealers, "dealer", target.id, target.version))) {
        throw new DealerNotFound(target.id);
      }
      const [before] = await tx.select().from(dealers).where(eq(dealers.id, key));
      if (!id && before) throw new DealerExists(key);
      if (id && !before) throw new DealerNotFound(key);
      const row = { ...value, region: region || null };
      if (before)
        await tx
          .update(dealers)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(dealers.id, key));
      else await tx.insert(dealers).values({ id: key, ...row });
      return { id: key, before: before ? withoutBookkeeping(before) : null, after: row, value: key };
    },
  });
}
