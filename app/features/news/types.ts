export type { ArticleBlock } from "~/lib/content-model";
