import type { ArticleBlock } from "~/lib/content-model";

/**
 * Article bodies as editors type them, a safe subset of Markdown: paragraphs separated by a blank
 * line, "## " headings, "- " list items, and "![caption](kind/name)" for a generated picture.
 * Links are written [label](/path) inside paragraphs and list items. No HTML is ever kept.
 */
const PICTURE = /^!\[([^\]]*)\]\(([a-z]+\/[a-z0-9-]+)\)$/;

export function textToBlocks(text: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const chunks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").map((l) => l.trim());
    const picture = PICTURE.exec(chunk);
    if (picture) blocks.push({ type: "img", caption: picture[1] ?? "", pic: picture[2] ?? "" });
    else if (lines.length === 1 && chunk.startsWith("## ")) blocks.push({ type: "h2", text: chunk.slice(3).trim() });
    else if (lines.every((l) => l.startsWith("- ")))
      blocks.push({ type: "ul", items: lines.map((l) => l.slice(2).trim()) });
    else blocks.push({ type: "p", text: lines.join(" ") });
  }
  return blocks;
}

export function blocksToText(blocks: ArticleBlock[]): string {
  return blocks
    .map((b) => {
      if (b.type === "h2") return `## ${b.text}`;
      if (b.type === "ul") return b.items.map((i) => `- ${i}`).join("\n");
      if (b.type === "img") return `![${b.caption}](${b.pic})`;
      return b.text;
    })
    .join("\n\n");
}
