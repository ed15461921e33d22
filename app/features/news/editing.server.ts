/**
 * The news service for the admin: the article list with its state filter, the editor's data, and
 * every save. A save goes through the change pipeline (write, audit entry, the article's search
 * entry, content version in one transaction); a new article left without an address gets one made
 * from its title.
 */
import { and, count, desc, eq, like, or } from "drizzle-orm";
import {
  type Actor,
  type Change,
  commitChange,
  insertInto,
  publishAction,
  updateWhere,
  type Write,
  withoutBookkeeping,
} from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { articles } from "~/.server/db/schema/news";
import { articleState, draftArticle, scheduledArticle, visibleArticle } from "~/.server/db/visibility";
import type { ArticleKind } from "~/lib/content-model";
import { FieldRefused, NotFound } from "~/lib/forms/refusal";
import { addressFromTitle, numberedAddress } from "./address";
import type { ArticleInput, ArticleState } from "./article-form";
import { blocksToText, textToBlocks } from "./body-text";

/** No such article (a stale link or a removed article): the route answers 404. */
export class ArticleNotFound extends NotFound {
  constructor(id: string) {
    super(`article ${id}`);
  }
}

/** The address the editor typed is another article's: the route shows the message on the field. */
export class AddressTaken extends FieldRefused {
  constructor(readonly takenBy: string) {
    super("id", { code: "addressTaken", by: takenBy });
  }
}

// Drafts: not (yet) published. Local until ~/.server/db/visibility.ts names it.
const inState = { draft: draftArticle, scheduled: scheduledArticle, published: visibleArticle };

/** The admin list: every article, or those of a state and kind, last changed first. */
export async function adminArticles(db: Db, filter: { state: ArticleState | null; kind: ArticleKind | null }) {
  const rows = await db
    .select({
      id: articles.id,
      kind: articles.kind,
      title: articles.title,
      status: articles.status,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(
      and(filter.kind ? eq(articles.kind, filter.kind) : undefined, filter.state ? inState[filter.state] : undefined),
    )
    .orderBy(desc(articles.updatedAt));
  const now = new Date();
  return rows.map((r) => ({
    ...r,
    state: articleState(r, now),
    publishedAt: r.publishedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Every picture an article shows (the article editor offers these and the catalogue's). */
export async function articlePictures(db: Db): Promise<string[]> {
  return (await db.selectDistinct({ pic: articles.pic }).from(articles)).map((a) => a.pic);
}

/** Articles waiting for the site: drafts, and those scheduled for later. */
export async function articleCounts(db: Db) {
  const [[drafts], [scheduled]] = await Promise.all([
    db.select({ n: count() }).from(articles).where(draftArticle),
    db.select({ n: count() }).from(articles).where(scheduledArticle),
  ]);
  return { drafts: drafts?.n ?? 0, scheduled: scheduled?.n ?? 0 };
}

/** An article as the editor shows it (body as text, publication time as a UTC input value), or null. */
export async function editableArticle(db: Db, id: string) {
  const [article] = await db.select().from(articles).where(eq(articles.id, id));
  if (!article) return null;
  return {
    id: article.id,
    kind: article.kind,
    title: article.title,
    summary: article.summary,
    pic: article.pic,
    body: blocksToText(article.body),
    products: article.productIds,
    status: article.status,
    publishAt: article.publishedAt.toISOString().slice(0, 16),
    live: articleState(article) === "published",
    version: article.version,
  };
}

type ArticleRow = typeof articles.$inferSelect;
type ArticleValues = Omit<ArticleRow, "id" | "version">;

/** An article as the audit log keeps it: the body as the editor typed it, no bookkeeping. */
const snapshot = (row: ArticleValues | undefined) =>
  row && withoutBookkeeping({ ...row, body: blocksToText(row.body) });

/** Which article a save writes: a new one (null), or one at the version the editor loaded. */
export type ArticleTarget = { id: string; version: number } | null;

/**
 * Saves the editor's input: a new article when `target` is null (at the typed address, or at one
 * made from the title), else the article, if it is still at the version the editor loaded. Returns
 * the article's address. Throws ArticleNotFound, AddressTaken or EditConflict, with nothing written.
 */
export async function saveArticle(db: Db, actor: Actor, target: ArticleTarget, input: ArticleInput): Promise<string> {
  const [before] = target ? await db.select().from(articles).where(eq(articles.id, target.id)) : [];
  if (target && !before) throw new ArticleNotFound(target.id);
  const row: ArticleValues = {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    pic: input.pic,
    body: textToBlocks(input.body),
    productIds: input.products ?? [],
    status: input.status,
    publishedAt: input.publishAt
      ? new Date(`${input.publishAt}:00Z`)
      : before?.status === "published"
        ? before.publishedAt
        : new Date(),
    updatedAt: new Date(),
  };
  const change = (address: string, write: Write): Change => ({
    claims: target
      ? [{ table: articles, id: address, version: target.version, missing: new ArticleNotFound(address) }]
      : [],
    writes: [write],
    audit: {
      entity: "article",
      action: publishAction(before, row.status),
      id: address,
      before: snapshot(before),
      after: snapshot(row),
    },
    search: { articles: [address] },
  });
  if (before) {
    await commitChange(db, actor, change(before.id, updateWhere(articles, row, eq(articles.id, before.id))));
    return before.id;
  }
  if (input.id) {
    const taken = await articleTitle(db, input.id);
    if (taken !== null) throw new AddressTaken(taken);
    // another save may take the address between the look and the insert: refused the same way
    const clash = new AddressTaken(input.id);
    await commitChange(db, actor, change(input.id, insertInto(articles, { id: input.id, ...row }, { clash })));
    return input.id;
  }
  return insertAtMadeAddress(db, actor, row, (address) =>
    change(address, insertInto(articles, { id: address, ...row }, { clash: new AddressMoved() })),
  );
}

async function articleTitle(db: Db, address: string) {
  const [other] = await db.select({ title: articles.title }).from(articles).where(eq(articles.id, address));
  return other ? other.title : null;
}

/** A made address was free when looked at, and taken before the insert. */
class AddressMoved extends Error {}

/** Inserts at the address made from the title, or the first free of its -2, -3, ... */
async function insertAtMadeAddress(db: Db, actor: Actor, row: ArticleValues, at: (address: string) => Change) {
  const made = addressFromTitle(row.title);
  const taken = new Set(
    (
      await db
        .select({ id: articles.id })
        .from(articles)
        .where(or(eq(articles.id, made), like(articles.id, `${made}-%`)))
    ).map((r) => r.id),
  );
  for (let n = 1; ; n++) {
    const address = numberedAddress(made, n);
    if (taken.has(address)) continue;
    try {
      await commitChange(db, actor, at(address));
      return address;
    } catch (error) {
      // another save took it between the look and the insert: then try the next
      if (!(error instanceof AddressMoved)) throw error;
    }
  }
}
