import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/changes/pipeline.server";
import type { Database } from "~/.server/db/client";
import { categories, products, subGroups } from "~/.server/db/schema/catalogue";
import { auditLog } from "~/.server/db/schema/changes";
import { searchEntries } from "~/.server/db/schema/search";
import { EditConflict } from "~/.server/db/versions";
import { search } from "~/.server/search/search.server";
import { parseForm } from "~/lib/forms/parse";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import { databaseTargets, seededTestDatabase } from "../../../tests/setup/database";
import { linesText } from "./admin-text/lines";
import { productText } from "./admin-text/product";
import { kitOf } from "./kit-form";
import { categorySchema } from "./line-forms";
import { groupEditor, lineEditor, saveGroup, saveLine } from "./lines-admin.server";
import { type ProductFields, productSchema } from "./product-form";
import { productEditor, productFormChoices, saveProduct } from "./products-admin.server";

const english = productText.en.schema;

/** The editor's fields as the browser posts them: lists as name[0], rows as name[0].field. */
function posted(fields: ProductFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) form.set(name, String(value));
    else
      for (const [i, item] of value.entries()) {
        if (typeof item === "string") form.set(`${name}[${i}]`, item);
        else for (const [key, v] of Object.entries(item)) form.set(`${name}[${i}].${key}`, String(v ?? ""));
      }
  }
  return form;
}

/**
 * The search's results straight after the change, with nothing in between: "at once". How soon
 * is a budget, measured by the scale bench (edit to searchable), not here.
 */
async function searchedRightAfter<T>(change: () => Promise<T>, find: () => ReturnType<typeof search>) {
  await change();
  return find();
}

const productHits = (results: Awaited<ReturnType<typeof search>>) =>
  results.groups.find((g) => g.kind === "product")?.hits.map((h) => h.refId) ?? [];

describe.each(databaseTargets)("catalogue changes in the admin on $name", (target) => {
  let database: Database;
  let user: Actor;
  beforeAll(async () => {
    ({ database, actor: user } = await seededTestDatabase(target, { email: "editor@noteva.example", role: "editor" }));
  }, 120_000);

  const lastAudit = async (entity: string, entityId: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it("renames a product line, and search finds its products under the new name at once", async () => {
    const editor = await lineEditor(database.db, "DigitalPianos");
    if (!editor) throw new Error("no DigitalPianos line");
    const inLine = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.categoryId, "DigitalPianos"), eq(products.status, "published")))
    ).map((p) => p.id);
    expect(inLine.length).toBeGreaterThan(1);
    expect(productHits(await search(database.db, "wombat"))).toEqual([]);

    const { category } = editor;
    const value = { name: "Wombat Pianos", title: category.title, pic: category.pic, position: 1, midiFamily: 1 };
    const results = await searchedRightAfter(
      () => saveLine(database.db, user, { id: "DigitalPianos", version: editor.version }, value),
      () => search(database.db, "wombat"),
    );
    expect(productHits(results).sort()).toEqual([...inLine].sort());

    const entry = await lastAudit("category", "DigitalPianos");
    expect(entry).toMatchObject({ action: "update", userEmail: user.email, userId: user.id });
    expect(entry?.before).toMatchObject({ id: "DigitalPianos", name: "Digital Pianos" });
    expect(entry?.before).not.toHaveProperty("version");
    expect(entry?.after).toEqual({ id: "DigitalPianos", ...value });
    const [line] = await database.db.select().from(categories).where(eq(categories.id, "DigitalPianos"));
    expect(line?.name).toBe("Wombat Pianos");
  });

  it("keeps each product line's MIDI family code its own, in the editor's language; empty clears it", async () => {
    const editor = await lineEditor(database.db, "Drums");
    if (!editor) throw new Error("no Drums line");
    expect(editor.category.midiFamily).toBe("3");
    const form = (midiFamily: string) => {
      const data = new FormData();
      for (const [name, v] of Object.entries({ ...editor.category, midiFamily })) data.set(name, v);
      return parseForm(data, categorySchema(linesText.en.errors));
    };
    for (const wrong of ["16384", "-1", "2.5", "two"]) {
      expect(form(wrong).reply().error?.midiFamily, wrong).toEqual([
        "Give the code as a whole number from 0 to 16383.",
      ]);
    }
    const taken = form("2");
    if (taken.status !== "success") throw new Error(JSON.stringify(taken.error));
    const target = { id: "Drums", version: editor.version };
    const refusal = await saveLine(database.db, user, target, taken.value).catch((e) => e);
    expect(refusal).toBeInstanceOf(FieldRefused);
    expect(refusal.in("de")).toBe(
      "Die Produktlinie „Keyboards“ hat bereits den MIDI-Familiencode 2. Jede Linie braucht einen eigenen.",
    );
    expect(refusal).toMatchObject({
      field: "midiFamily",
      message: "The product line Keyboards has family code 2 already: each line needs its own.",
    });
    const free = form("300");
    if (free.status !== "success") throw new Error(JSON.stringify(free.error));
    await saveLine(database.db, user, target, free.value);
    expect((await lineEditor(database.db, "Drums"))?.category.midiFamily).toBe("300");
    expect((await lastAudit("category", "Drums"))?.after).toMatchObject({ midiFamily: 300 });
    const cleared = form("");
    if (cleared.status !== "success") throw new Error(JSON.stringify(cleared.error));
    await saveLine(database.db, user, { id: "Drums", version: editor.version + 1 }, cleared.value);
    const [row] = await database.db.select().from(categories).where(eq(categories.id, "Drums"));
    expect(row?.midiFamily).toBeNull();
  });

  it("keeps each model's MIDI member code its own within its line; another line may use it", async () => {
    const submitted = async (id: string, midiMember: string) => {
      const editor = await productEditor(database.db, id);
      const choices = await productFormChoices(database.db, id);
      if (!editor?.version || !choices) throw new Error(`no ${id}`);
      const submission = parseForm(
        posted({ ...editor.product, midiMember }),
        productSchema(choices.categoryIds, choices.pictures, english),
      );
      return { submission, target: { id, version: editor.version }, editor };
    };
    const mk61 = await submitted("MK61", "49");
    expect(mk61.editor.product.midiMember).toBe("61");
    if (mk61.submission.status !== "success") throw new Error(JSON.stringify(mk61.submission.error));
    const refusal = await saveProduct(database.db, user, {
      target: mk61.target,
      value: mk61.submission.value,
      redraw: false,
    }).catch((e) => e);
    expect(refusal).toMatchObject({ field: "midiMember" });
    expect(refusal.in("ja")).toBe(
      "この製品ラインでは、MK49がすでにメンバーコード49を使用しています。機種ごとに異なるコードを指定してください。",
    );
    for (const wrong of ["70000", "-3", "sixty"]) {
      const { submission } = await submitted("MK61", wrong);
      expect(submission.reply().error?.midiMember, wrong).toEqual(["Give the code as a whole number from 0 to 16383."]);
    }
    // the rhythm machines are another family: member 49 is theirs to use
    const mr = await submitted("MR101S", "49");
    if (mr.submission.status !== "success") throw new Error(JSON.stringify(mr.submission.error));
    await saveProduct(database.db, user, { target: mr.target, value: mr.submission.value, redraw: false });
    expect((await productEditor(database.db, "MR101S"))?.product.midiMember).toBe("49");
    expect((await lastAudit("product", "MR101S"))?.after).toMatchObject({ midiMember: 49 });
    // the MK37 has no MIDI port: its empty code stays empty
    const mk37 = await submitted("MK37", "");
    expect(mk37.editor.product.midiMember).toBe("");
    if (mk37.submission.status !== "success") throw new Error(JSON.stringify(mk37.submission.error));
    await saveProduct(database.db, user, { target: mk37.target, value: mk37.submission.value, redraw: false });
    const [row] = await database.db.select().from(products).where(eq(products.id, "MK37"));
    expect(row?.midiMember).toBeNull();
  });

  it("edits a product's name and description, and search finds the new text at once", async () => {
    const editor = await productEditor(database.db, "SPC121");
    const choices = await productFormChoices(database.db, "SPC121");
    if (!editor || !choices) throw new Error("no SPC121");
    const form = posted({
      ...editor.product,
      title: "SP-C121 Numbat",
      desc: "A quokka among digital pianos: light, warm and quiet.",
    });
    const submission = parseForm(form, productSchema(choices.categoryIds, choices.pictures, english));
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));

    const byDesc = await searchedRightAfter(
      () =>
        saveProduct(database.db, user, {
          target: { id: "SPC121", version: editor.version ?? 0 },
          value: submission.value,
          redraw: false,
        }),
      () => search(database.db, "quokka"),
    );
    expect(productHits(byDesc)).toEqual(["SPC121"]);
    expect(productHits(await search(database.db, "numbat"))).toEqual(["SPC121"]);

    const entry = await lastAudit("product", "SPC121");
    expect(entry).toMatchObject({ action: "update", userEmail: user.email });
    expect(entry?.before).toMatchObject({ title: "SP-C121", id: "SPC121" });
    expect(entry?.before).not.toHaveProperty("updatedAt");
    expect(entry?.before).not.toHaveProperty("version");
    expect(entry?.after).not.toHaveProperty("version");
    expect(entry?.after).toMatchObject({
      title: "SP-C121 Numbat",
      desc: "A quokka among digital pianos: light, warm and quiet.",
    });
    // every other field comes back from the editor as it was
    expect((await productEditor(database.db, "SPC121"))?.product).toEqual({
      ...editor.product,
      title: "SP-C121 Numbat",
      desc: "A quokka among digital pianos: light, warm and quiet.",
    });
  });

  it("saves a product's German article, audited, and the German firmware search text agrees with it", async () => {
    const editor = await productEditor(database.db, "MR101S");
    const choices = await productFormChoices(database.db, "MR101S");
    if (!editor || !choices) throw new Error("no MR101S");
    expect(editor.product.gender).toBe("m");
    const submission = parseForm(
      posted({ ...editor.product, gender: "f" }),
      productSchema(choices.categoryIds, choices.pictures, english),
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    await saveProduct(database.db, user, {
      target: { id: "MR101S", version: editor.version ?? 0 },
      value: submission.value,
      redraw: false,
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, "MR101S"));
    expect(row?.gender).toBe("f");
    expect((await lastAudit("product", "MR101S"))?.after).toMatchObject({ gender: "f" });
    const [entry] = await database.db
      .select({ body: searchEntries.body })
      .from(searchEntries)
      .where(
        and(
          eq(searchEntries.kind, "document"),
          eq(searchEntries.locale, "de"),
          eq(searchEntries.owner, "MR101S"),
          eq(searchEntries.url, "/support/firmware/MR101S"),
        ),
      );
    expect(entry?.body).toContain("Firmware-Update für die MR101S");
  });

  it("every seeded model's kit goes through its editor unchanged", async () => {
    const rows = await database.db.select({ id: products.id, kit: products.kit }).from(products);
    expect(rows.length).toBeGreaterThan(5);
    for (const { id, kit } of rows) {
      const editor = await productEditor(database.db, id);
      const choices = await productFormChoices(database.db, id);
      if (!editor || !choices) throw new Error(`no ${id}`);
      const submission = parseForm(
        posted(editor.product),
        productSchema(choices.categoryIds, choices.pictures, english),
      );
      if (submission.status !== "success") throw new Error(`${id}: ${JSON.stringify(submission.error)}`);
      expect(kitOf(submission.value), id).toEqual(kit);
    }
  });

  it("edits a product's kit: stored, audited, and back in the editor as saved", async () => {
    const editor = await productEditor(database.db, "CP203");
    const choices = await productFormChoices(database.db, "CP203");
    if (!editor?.version || !choices) throw new Error("no CP203");
    const submission = parseForm(
      posted({
        ...editor.product,
        controls: `${editor.product.controls}\n  TRANSPOSE \n`,
        accessories: ["carrying-case", "ac-adaptor"],
      }),
      productSchema(choices.categoryIds, choices.pictures, english),
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const [before] = await database.db.select({ kit: products.kit }).from(products).where(eq(products.id, "CP203"));
    await saveProduct(database.db, user, {
      target: { id: "CP203", version: editor.version },
      value: submission.value,
      redraw: false,
    });
    const kit = { ...before?.kit, controls: [...(before?.kit.controls ?? []), "TRANSPOSE"] };
    const [row] = await database.db.select({ kit: products.kit }).from(products).where(eq(products.id, "CP203"));
    expect(row?.kit).toEqual({ ...kit, accessories: ["ac-adaptor", "carrying-case"] });
    const entry = await lastAudit("product", "CP203");
    expect(entry).toMatchObject({ action: "update", before: { kit: before?.kit } });
    expect(entry?.after).toMatchObject({ kit: row?.kit });
    expect((await productEditor(database.db, "CP203"))?.product).toEqual({
      ...editor.product,
      controls: `${editor.product.controls}\nTRANSPOSE`,
      accessories: ["ac-adaptor", "carrying-case"],
    });
  });

  it("refuses a new product whose model code is taken, and a product that is gone, writing nothing", async () => {
    const editor = await productEditor(database.db, "SPC121");
    const choices = await productFormChoices(database.db, "SPC121");
    if (!editor || !choices) throw new Error("no SPC121");
    const submission = parseForm(posted(editor.product), productSchema(choices.categoryIds, choices.pictures, english));
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const audited = async () => (await database.db.select().from(auditLog)).length;
    const before = await audited();
    const value = { ...submission.value, title: "SP-C121" };
    await expect(saveProduct(database.db, user, { target: null, value, redraw: false })).rejects.toBeInstanceOf(
      FieldRefused,
    );
    await expect(
      saveProduct(database.db, user, { target: { id: "NOPE1", version: 1 }, value, redraw: false }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await audited()).toBe(before);
  });

  it("saves a group and its products, audited as before", async () => {
    const editor = await groupEditor(database.db, "RHYTHMMACHINE", null);
    if (!editor?.group) throw new Error("no RHYTHMMACHINE group");
    const { id: _id, products: members, ...group } = editor.group;
    await saveGroup(database.db, user, {
      id: "RHYTHMMACHINE",
      version: editor.version ?? 0,
      value: { ...group, id: undefined, label: "Grooveboxes", position: Number(group.position), products: members },
    });
    const entry = await lastAudit("sub_group", "RHYTHMMACHINE");
    expect(entry).toMatchObject({ action: "update" });
    expect(entry?.before).toMatchObject({ label: group.label, products: members });
    expect(entry?.before).not.toHaveProperty("version");
    expect(entry?.after).toMatchObject({ label: "Grooveboxes", products: members });
    expect((await groupEditor(database.db, "RHYTHMMACHINE", null))?.group).toMatchObject({
      label: "Grooveboxes",
      products: members,
    });
    await expect(
      saveGroup(database.db, user, { value: { ...group, id: "RHYTHMMACHINE", position: 1 }, lineId: "Drums" }),
    ).rejects.toBeInstanceOf(FieldRefused);
  });

  describe("a save from a version someone else moved on from", () => {
    const audited = async () => (await database.db.select().from(auditLog)).length;
    /** The refusal a save gets, checked to be an EditConflict naming the record's version now. */
    const refused = async (save: Promise<unknown>, entity: string, id: string, version: number) => {
      const error = await save.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(EditConflict);
      expect(error).toMatchObject({ entity, id, version });
    };

    it("a product: refused with the version now, nothing written; naming that version goes through", async () => {
      const editor = await productEditor(database.db, "MK61");
      const choices = await productFormChoices(database.db, "MK61");
      if (!editor?.version || !choices) throw new Error("no MK61");
      const value = (desc: string) => {
        const submission = parseForm(
          posted({ ...editor.product, desc }),
          productSchema(choices.categoryIds, choices.pictures, english),
        );
        if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
        return submission.value;
      };
      const loaded = { id: "MK61", version: editor.version };
      await saveProduct(database.db, user, { target: loaded, value: value("First editor's text."), redraw: false });
      const count = await audited();
      await refused(
        saveProduct(database.db, user, { target: loaded, value: value("Second editor's text."), redraw: true }),
        "product",
        "MK61",
        editor.version + 1,
      );
      const [row] = await database.db.select().from(products).where(eq(products.id, "MK61"));
      expect(row).toMatchObject({ desc: "First editor's text.", version: editor.version + 1 });
      expect(await audited()).toBe(count);

      const target = { id: "MK61", version: editor.version + 1 };
      await saveProduct(database.db, user, { target, value: value("Merged text."), redraw: false });
      expect((await productEditor(database.db, "MK61"))?.product.desc).toBe("Merged text.");
      expect((await lastAudit("product", "MK61"))?.after).toMatchObject({ desc: "Merged text." });
    });

    it("a product line: refused with the version now, nothing written; naming that version goes through", async () => {
      const editor = await lineEditor(database.db, "Keyboards");
      if (!editor) throw new Error("no Keyboards line");
      const { category, version } = editor;
      const value = (name: string) => ({ name, title: category.title, pic: category.pic, position: 2, midiFamily: 2 });
      await saveLine(database.db, user, { id: "Keyboards", version }, value("Keys A"));
      const count = await audited();
      await refused(
        saveLine(database.db, user, { id: "Keyboards", version }, value("Keys B")),
        "category",
        "Keyboards",
        version + 1,
      );
      const [row] = await database.db.select().from(categories).where(eq(categories.id, "Keyboards"));
      expect(row).toMatchObject({ name: "Keys A", version: version + 1 });
      expect(await audited()).toBe(count);

      await saveLine(database.db, user, { id: "Keyboards", version: version + 1 }, value("Keys B"));
      expect((await lineEditor(database.db, "Keyboards"))?.category.name).toBe("Keys B");
    });

    it("a group: refused with the version now, nothing written; naming that version goes through; a new one needs none", async () => {
      const editor = await groupEditor(database.db, "PORTABLEKEYBOARDS", null);
      if (!editor?.group || editor.version === null) throw new Error("no PORTABLEKEYBOARDS group");
      const { id: _id, products: members, ...group } = editor.group;
      const { version } = editor;
      const value = (label: string) => ({ ...group, id: undefined, label, position: 3, products: members });
      const save = (label: string, at: number) =>
        saveGroup(database.db, user, { id: "PORTABLEKEYBOARDS", version: at, value: value(label) });
      await save("Group A", version);
      const count = await audited();
      await refused(save("Group B", version), "sub_group", "PORTABLEKEYBOARDS", version + 1);
      const [row] = await database.db.select().from(subGroups).where(eq(subGroups.id, "PORTABLEKEYBOARDS"));
      expect(row).toMatchObject({ label: "Group A", version: version + 1 });
      expect(await audited()).toBe(count);

      await save("Group B", version + 1);
      expect((await groupEditor(database.db, "PORTABLEKEYBOARDS", null))?.group?.label).toBe("Group B");

      const line = await database.db.select({ id: categories.id }).from(categories).limit(1);
      const created = await saveGroup(database.db, user, {
        value: { ...value("Brand new"), id: "BRANDNEWGROUP", products: [] },
        lineId: line[0]?.id ?? null,
      });
      expect(created).toBe("BRANDNEWGROUP");
      expect((await groupEditor(database.db, "BRANDNEWGROUP", null))?.version).toBe(1);
    });
  });
});
