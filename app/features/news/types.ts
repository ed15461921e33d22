/**
 * A block of an article's body: a safe subset rendered by React, never raw HTML. Paragraph text
 * may hold links written as [label](/path).
 */
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "img"; pic: string; caption: string };
