import { describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import { EditConflict } from "~/.server/db/versions";
import { adminFrames } from "~/lib/admin/text/frame";
import { parseForm } from "~/lib/forms/parse";
import { FieldRefused, NotFound, Refused } from "~/lib/forms/refusal";
import { z } from "~/lib/forms/zod";
import type { Locale } from "~/lib/i18n/locales";
import { adminSave, answerSave, type SaveTarget } from "./save.server";

const schema = z.object({ name: z.string({ error: "Enter a name." }).trim().min(1, "Enter a name.") });
// the refusals and a save that goes through never reach the database; a conflict does (database tests)
const db = {} as Db;

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** Saves `fields` as an edit of record "r1" (or a new record), with the service doing `save`. */
function saveOf(
  fields: Record<string, string>,
  save: (value: { name: string }, target: SaveTarget | null) => unknown,
  locale: Locale = "en",
) {
  const formData = form(fields);
  return adminSave(db, formData, parseForm(formData, schema), {
    id: "version" in fields || !("new" in fields) ? "r1" : undefined,
    save: async (value, target) => save(value, target),
    saved: () => new Response(null, { status: 302, headers: { Location: "/admin/r1?saved=1" } }),
    theirs: async () => null,
    labels: { name: "Name" },
    locale,
  });
}

describe("adminSave: one shape for an admin save", () => {
  it("hands the service the value and the version the form was loaded from, then answers with the route's redirect", async () => {
    const calls: unknown[] = [];
    const answer = await saveOf({ name: " Stage ", version: "4" }, (value, target) => calls.push({ value, target }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/admin/r1?saved=1");
    expect(calls).toEqual([{ value: { name: "Stage" }, target: { id: "r1", version: 4 } }]);
  });

  it("refuses a form that does not parse with 400, its messages and what was typed, without calling the service", async () => {
    let called = false;
    const answer = await saveOf({ name: "", version: "4" }, () => {
      called = true;
    });
    expect(called).toBe(false);
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { conflict: null, result: { error: { name: ["Enter a name."] }, initialValue: { version: "4" } } },
    });
  });

  it("refuses an edit whose form names no version (400), and lets a new record go without one", async () => {
    expect(await saveOf({ name: "Stage" }, () => undefined)).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { "": [adminFrames.en.form.staleForm] } } },
    });
    expect(await saveOf({ name: "Stage" }, () => undefined, "ja")).toMatchObject({
      data: { result: { error: { "": [adminFrames.ja.form.staleForm] } } },
    });
    const targets: unknown[] = [];
    await saveOf({ name: "Stage", new: "1" }, (_value, target) => targets.push(target));
    expect(targets).toEqual([null]);
  });

  it("puts a service's refused field on that field (400), in the editor's language, and answers a missing record with 404", async () => {
    const taken = () => {
      throw new FieldRefused("name", { code: "addressTaken", by: "New sounds" });
    };
    expect(await saveOf({ name: "Stage", version: "1" }, taken)).toMatchObject({
      init: { status: 400 },
      data: {
        conflict: null,
        result: {
          error: { name: ["“New sounds” already uses this address; choose another."] },
          initialValue: { name: "Stage" },
        },
      },
    });
    expect(await saveOf({ name: "Stage", version: "1" }, taken, "de")).toMatchObject({
      data: {
        result: { error: { name: ["„New sounds“ verwendet diese Adresse bereits. Bitte wählen Sie eine andere."] } },
      },
    });
    expect(await saveOf({ name: "Stage", version: "1" }, taken, "ja")).toMatchObject({
      data: {
        result: {
          error: { name: ["このアドレスは「New sounds」で使用されています。別のアドレスを指定してください。"] },
        },
      },
    });
    const gone = saveOf({ name: "Stage", version: "1" }, () => {
      throw new NotFound("line r1");
    });
    await expect(gone).rejects.toMatchObject({ data: "Not Found", init: { status: 404 } });
  });

  it("throws any other error on", async () => {
    const broken = saveOf({ name: "Stage", version: "1" }, () => {
      throw new TypeError("broken");
    });
    await expect(broken).rejects.toBeInstanceOf(TypeError);
  });

  it("puts a refusal that names no field above the form (400)", async () => {
    const refused = await saveOf({ name: "Stage", version: "1" }, () => {
      throw new Refused({ code: "lineGone" });
    });
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { "": ["This product line is gone."] } } },
    });
  });
});

describe("answerSave: the answers of a save that is no Conform form (translations, restoring a version)", () => {
  const answers = {
    saved: (n: number) => `saved ${n}`,
    refused: (refusal: Refused) => `refused: ${refusal.message}`,
    conflict: async (conflict: EditConflict<number | string>) => `conflict at ${conflict.version}`,
  };

  it("answers the service's value, its refusal or its conflict as the route says", async () => {
    expect(await answerSave(async () => 3, answers)).toBe("saved 3");
    const gone = async () => {
      throw new Refused({ code: "groupGone" });
    };
    expect(await answerSave(gone, answers)).toBe("refused: This group is gone.");
    const moved = async () => {
      throw new EditConflict("translation", "product:SPC121", "0a1b2c");
    };
    expect(await answerSave(moved, answers)).toBe("conflict at 0a1b2c");
  });

  it("answers a missing record with 404 and throws any other error on", async () => {
    const missing = async () => {
      throw new NotFound("product X");
    };
    await expect(answerSave(missing, answers)).rejects.toMatchObject({ init: { status: 404 } });
    const broken = async () => {
      throw new TypeError("broken");
    };
    await expect(answerSave(broken, answers)).rejects.toBeInstanceOf(TypeError);
  });

  it("throws a conflict on when the route answers none (a save that claims no version)", async () => {
    const moved = async () => {
      throw new EditConflict("document", "d1", 2);
    };
    const { conflict: _conflict, ...noConflict } = answers;
    await expect(answerSave(moved, noConflict)).rejects.toBeInstanceOf(EditConflict);
  });
});
