import type { Db } from "~/.server/db/client";
import { categories, products, subGroups } from "~/.server/db/schema/catalogue";
import { articles } from "~/.server/db/schema/news";

/** Every generated picture the site uses, for picture choices in the admin. */
export async function pictureChoices(db: Db): Promise<string[]> {
  const [a, c, g, p] = await Promise.all([
    db.selectDistinct({ pic: articles.pic }).from(articles),
    db.select({ pic: categories.pic }).from(categories),
    db.select({ pic: subGroups.pic, pic2: subGroups.pic2 }).from(subGroups),
    db.select({ pic: products.pic, pic2: products.pic2 }).from(products),
  ]);
  return [
    ...new Set([
      ...a.map((x) => x.pic),
      ...c.map((x) => x.pic),
      ...g.flatMap((x) => [x.pic, x.pic2]),
      ...p.flatMap((x) => [x.pic, x.pic2]),
    ]),
  ].sort();
}
