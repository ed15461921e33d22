/** Where a news or update article lives. Kept apart from the article page's module so the home and list pages link to articles without loading it. */
export const articleHref = (kind: "news" | "update", id: string) =>
  kind === "update" ? `/news/update/${id}` : `/news/${id}`;
