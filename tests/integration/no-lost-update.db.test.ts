/**
 * Two editors save the same article in random interleavings, sometimes at the very same moment
 * (on PostgreSQL from two instances, each with its own connections): no acknowledged save is ever
 * lost silently. Every acknowledged save was made from the version the one before it produced,
 * the record ends as the last acknowledged save left it, and the audit log holds them all in order.
 */

import { and, asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/changes/pipeline.server";
import { type Database, openDatabase } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { staffUsers } from "~/.server/db/schema/staff";
import { seed } from "~/.server/db/seed";
import { EditConflict } from "~/.server/db/versions";
import type { ArticleInput } from "~/features/news/article-form";
import { editableArticle, saveArticle } from "~/features/news/editing.server";
import { databaseTargets, openTestDatabase, postgresUrlOf } from "../setup/database";

type Editor = { actor: Actor; db: Database["db"]; version: number; name: string };
type Step = { who: 0 | 1; op: "load" | "save" | "both" };

const input = (title: string): ArticleInput => ({
  kind: "news",
  title,
  summary: "Two editors, one article.",
  pic: "banner/mk61-1",
  body: "Whoever saves last must have seen the save before.",
  status: "draft",
});

describe.each(databaseTargets)("no lost update between two editors on $name", (target) => {
  let first: Database;
  let second: Database;
  const actors: Actor[] = [];
  beforeAll(async () => {
    first = await openTestDatabase(target);
    await first.migrate();
    await seed(first.db);
    const url = postgresUrlOf.get(first);
    // on PostgreSQL the second editor's saves go through a second instance: its own pool
    second = url ? await openDatabase({ databaseUrl: url }) : first;
    for (const name of ["Ada", "Bo"]) {
      const [row] = await first.db
        .insert(staffUsers)
        .values({ email: `${name.toLowerCase()}@noteva.example`, name, role: "editor", passwordHash: "x" })
        .returning({ id: staffUsers.id, email: staffUsers.email });
      if (row) actors.push(row);
    }
    return async () => {
      if (second !== first) await second.close();
    };
  }, 120_000);

  it("never loses an acknowledged save", async () => {
    let run = 0;
    const steps = fc.array(
      fc.record({ who: fc.constantFrom<0 | 1>(0, 1), op: fc.constantFrom<Step["op"]>("load", "save", "save", "both") }),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        run += 1;
        const id = await saveArticle(first.db, actors[0] as Actor, null, input(`Interleaving ${run}`));
        const start = (await editableArticle(first.db, id))?.version ?? 0;
        const editors: Editor[] = [first.db, second.db].map((db, i) => ({
          actor: actors[i] as Actor,
          db,
          version: start,
          name: ["Ada", "Bo"][i] ?? "",
        }));
        const acknowledged: { basis: number; title: string }[] = [];
        let n = 0;
        const save = async (editor: Editor) => {
          n += 1;
          const title = `${editor.name} ${run}.${n}`;
          const basis = editor.version;
          try {
            await saveArticle(editor.db, editor.actor, { id, version: basis }, input(title));
            acknowledged.push({ basis, title });
            editor.version = basis + 1;
          } catch (error) {
            if (!(error instanceof EditConflict)) throw error;
            // the refusal showed them the other's values and the version now: they merge from there
            expect(error.version).toBeGreaterThan(basis);
            editor.version = error.version;
          }
        };
        for (const step of plan) {
          const editor = editors[step.who] as Editor;
          if (step.op === "load") editor.version = (await editableArticle(editor.db, id))?.version ?? 0;
          else if (step.op === "save") await save(editor);
          else await Promise.all(editors.map(save));
        }

        // every acknowledged save was made from the version the one before it produced
        const bases = acknowledged.map((a) => a.basis).sort((a, b) => a - b);
        expect(bases).toEqual(bases.map((_, i) => start + i));
        const inOrder = [...acknowledged].sort((a, b) => a.basis - b.basis).map((a) => a.title);
        const now = await editableArticle(first.db, id);
        expect(now?.version).toBe(start + acknowledged.length);
        expect(now?.title).toBe(inOrder.at(-1) ?? `Interleaving ${run}`);
        const logged = await first.db
          .select({ after: auditLog.after })
          .from(auditLog)
          .where(and(eq(auditLog.entity, "article"), eq(auditLog.entityId, id)))
          .orderBy(asc(auditLog.id));
        expect(logged.slice(1).map((e) => (e.after as { title: string }).title)).toEqual(inOrder);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
