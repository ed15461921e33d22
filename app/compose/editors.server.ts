/**
 * Editors whose choices come from more than one domain: a picture may be any generated picture
 * the site uses, whether a product, a line or an article shows it.
 */
import type { Db } from "~/.server/db/client";
import { groupEditor, lineEditor } from "~/features/catalogue/lines-admin.server";
import { cataloguePictures, productChoices } from "~/features/catalogue/lookups.server";
import { articlePictures } from "~/features/news/editing.server";

/** Every generated picture the site uses, for picture choices in the admin. */
export async function pictureChoices(db: Db): Promise<string[]> {
  const [catalogue, news] = await Promise.all([cataloguePictures(db), articlePictures(db)]);
  return [...new Set([...news, ...catalogue])].sort();
}

/** What the article editor offers to choose from: the products and the pictures. */
export async function editorChoices(db: Db) {
  const [products, pictures] = await Promise.all([productChoices(db), pictureChoices(db)]);
  return { products, pictures };
}

/** A product line's editor with the pictures to choose from; null when there is no such line. */
export async function lineEditorWithPictures(db: Db, id: string) {
  const [editor, pictures] = await Promise.all([lineEditor(db, id), pictureChoices(db)]);
  return editor && { pictures, ...editor };
}

/** A group's editor (a saved one, or a new one in line `lineId`) with the pictures; null when there is none. */
export async function groupEditorWithPictures(db: Db, id: string | undefined, lineId: string | null) {
  const [editor, pictures] = await Promise.all([groupEditor(db, id, lineId), pictureChoices(db)]);
  return editor && { pictures, ...editor };
}
