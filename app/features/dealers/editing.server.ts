/**
 * The admin's reads and writes of the stores. Every save goes through the change pipeline: the
 * write and its audit entry in one transaction, then the content version moves, so Find a Store
 * shows the change at once, and the store's search entries in every language are brought up to date
 * in the same transaction (search-source.server.ts): a store unpublished leaves search.
 */
import { asc, eq } from "drizzle-orm";
import {
  type Actor,
  commitChange,
  insertInto,
  updateWhere,
  withoutBookkeeping,
} from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import { countryName } from "~/lib/countries";
import { FieldRefused, NotFound, type Refusal } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";
import { formFromHours, hourFieldNames, hoursFromForm } from "./hours-form";
import { phoneProblem } from "./phone.server";
import type { DealerInput } from "./schema";

/** Every store, published or not, for the admin's list. */
export async function dealersForAdmin(db: Db, locale: Locale) {
  const rows = await db.select().from(dealers).orderBy(asc(dealers.country), asc(dealers.city), asc(dealers.name));
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    city: d.city,
    country: countryName(d.country, locale),
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
  const { openingHours, ...fields } = withoutBookkeeping(dealer);
  return {
    ...fields,
    ...formFromHours(openingHours),
    region: fields.region ?? "",
    lat: String(fields.lat),
    lng: String(fields.lng),
    version: dealer.version,
  };
}

/** A new store's id is taken already. */
export class DealerExists extends FieldRefused {
  constructor(readonly id: string) {
    super("id", { code: "storeIdTaken" });
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

/** The store's number is not a valid one of its country (libphonenumber's rules). */
class PhoneRefused extends FieldRefused {
  constructor(refusal: Refusal) {
    super("phone", refusal);
  }
}

/** The input's store fields, the hours' form fields gathered into the stored opening hours. */
function storeFields(input: DealerInput) {
  const hourFields = new Set<string>(hourFieldNames);
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !hourFields.has(key)));
  const { id: _id, region, ...value } = rest as Omit<DealerInput, (typeof hourFieldNames)[number]>;
  return { ...value, region: region || null, openingHours: hoursFromForm(input) };
}

/**
 * Creates the store (`target` null: the input names the new id) or updates the store, if it is
 * still at the version the editor loaded. Throws DealerExists, DealerNotFound, PhoneRefused or
 * EditConflict, and then nothing is written.
 */
export async function saveDealer(db: Db, user: Actor, target: DealerTarget, input: DealerInput): Promise<string> {
  const id = target?.id ?? input.id ?? "";
  const problem = phoneProblem(input.phone, input.country);
  if (problem) throw new PhoneRefused(problem);
  const [before] = await db.select().from(dealers).where(eq(dealers.id, id));
  if (!target && before) throw new DealerExists(id);
  if (target && !before) throw new DealerNotFound(id);
  const row = storeFields(input);
  await commitChange(db, user, {
    // the claim refuses a save over a store saved since `before` was read
    claims: target ? [{ table: dealers, id, version: target.version, missing: new DealerNotFound(id) }] : [],
    writes: [
      before
        ? updateWhere(dealers, { ...row, updatedAt: new Date() }, eq(dealers.id, id))
        : insertInto(dealers, { id, ...row }, { clash: new DealerExists(id) }),
    ],
    audit: {
      entity: "dealer",
      action: target ? "update" : "create",
      id,
      before: before ? withoutBookkeeping(before) : null,
      after: row,
    },
    search: { stores: [id] },
  });
  return id;
}
