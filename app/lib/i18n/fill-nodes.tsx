import { Fragment, type ReactNode } from "react";

/**
 * A template's `{name}`s filled in with elements (links inside a sentence), so each language keeps
 * its own word order: fillNodes("Meet {team}.", { team: <Link …>the team</Link> }).
 */
export function fillNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return (
    template
      .split(/\{(\w+)\}/)
      // the names of one template are distinct, so each names its own element
      .map((part, i) => (i % 2 ? <Fragment key={part}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment> : part))
      .filter((part) => part !== "")
  );
}
