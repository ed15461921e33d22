/**
 * The HTTP server's request class (server/main.ts): a request has a place for what the server
 * learns of it before Express, from the moment it is made: its trace (server/signals.ts) and
 * whether it asks for a cacheable page (server/page-cache.ts). Adding them to each request later
 * (a property, a WeakMap entry) changed its shape under Node's own code on the hot path: the page
 * cache's hits lost about 5% a second to it (measured with and without).
 */
import { IncomingMessage } from "node:http";

export type Trace = {
  id: string;
  start: bigint;
  written: number;
  /** The signed-in staff member of an admin request, set by the admin gate. */
  staffId: number | null;
  /** Set by the page cache when it answered from its copy (its answer's headers are not kept). */
  cache: "hit" | undefined;
};

export class TracedRequest extends IncomingMessage {
  trace: Trace | undefined = undefined;
  isPage: boolean | undefined = undefined;
}
