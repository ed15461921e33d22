import { createElement, Fragment, type ReactNode } from "react";

/**
 * A template's `{name}`s filled in with elements (links inside a sentence) or plain values, so each
 * language keeps its own word order: fillNodes("Meet {team}.", { team: <Link …>the team</Link> }).
 * Values go in after the split, so a `{` inside a value stays as written. The parts are passed as
 * positional children, which need no keys, so a name may appear twice.
 */
export function fillNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = template
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 ? (part in nodes ? nodes[part] : `{${part}}`) : part))
    .filter((part) => part !== "");
  return createElement(Fragment, null, ...parts);
}
