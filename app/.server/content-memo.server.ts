/**
 * Read-mostly data kept per content version (content-version.server.ts), so a page that every
 * visitor sees the same way does not query the database on every request.
 *
 * - A value is served only while the content version it was loaded at is still the version: every
 *   admin change moves the version on, on every instance, so an editor's change shows on the next
 *   request. While the version is unknown (the listening connection is down) nothing is kept.
 * - A value is also kept at most `maxAgeMs` (30 s), and no longer than `expiresAt(value)` says:
 *   data that changes with time alone (a scheduled article appearing) names the moment it changes.
 * - Concurrent requests for the same key share one load; a failed load is not kept.
 * - At most `maxEntries` keys per database (least recently used go first), so a key taken from
 *   the visitor's input can never grow it without bound.
 * - Values are kept per database object, so two databases in one process never share them.
 *
 * A kept value is shared by every request: callers must not change it.
 */
import { contentVersion } from "./content-version.server";

export const MEMO_MAX_AGE_MS = 30_000;

export type MemoOptions<V, K = unknown> = {
  /** Keys kept per database, least recently used dropped first (default 1: a memo without a key). */
  maxEntries?: number;
  /** The longest a value is kept, whatever the version (default 30 s). */
  maxAgeMs?: number;
  /** When a value stops being true by time alone (ms since the epoch), or null when it does not. */
  expiresAt?: (value: V) => number | null;
  /** Whether to keep a value at all (e.g. not a "not found" for a key a visitor made up). */
  keep?: (value: V) => boolean;
  /** The map key for a key that is not a string or number (default: the key itself). */
  keyOf?: (key: K) => unknown;
  /** For tests: the content version and the clock. */
  version?: () => number | null;
  now?: () => number;
};

type Entry<V> = { version: number; expires: number; value: Promise<V> };

/**
 * `load(scope, key)` memoized per content version. `scope` is the database (or anything the
 * load reads from); keys are compared as Map keys (strings or numbers), or through `keyOf`.
 * Without a key, the memo is called with the scope alone.
 */
export function memoPerContentVersion<S extends object, V, K = void>(
  load: (scope: S, key: K) => Promise<V>,
  {
    maxEntries = 1,
    maxAgeMs = MEMO_MAX_AGE_MS,
    expiresAt,
    keep,
    keyOf,
    version = contentVersion,
    now = Date.now,
  }: MemoOptions<V, K> = {},
): (scope: S, key: K) => Promise<V> {
  const scopes = new WeakMap<S, Map<unknown, Entry<V>>>();

  return (scope: S, given: K) => {
    const key = keyOf ? keyOf(given) : given;
    const current = version();
    if (current === null) return load(scope, given);
    let entries = scopes.get(scope);
    if (!entries) {
      entries = new Map();
      scopes.set(scope, entries);
    }
    const hit = entries.get(key);
    if (hit && hit.version === current && hit.expires > now()) {
      // least recently used goes first: a hit moves to the end
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    if (hit) entries.delete(key);

    const table = entries;
    // a real promise: a query builder is a thenable that would run its query again on every `then`
    const value = Promise.resolve(load(scope, given));
    const entry: Entry<V> = { version: current, expires: now() + maxAgeMs, value };
    table.set(key, entry);
    while (table.size > maxEntries) {
      const oldest = table.keys().next().value;
      table.delete(oldest);
    }
    const forget = () => {
      if (table.get(key) === entry) table.delete(key);
    };
    entry.value.then((value) => {
      if (keep && !keep(value)) return forget();
      const until = expiresAt?.(value);
      if (until != null) entry.expires = Math.min(entry.expires, until);
    }, forget);
    return entry.value;
  };
}

const derived = new WeakMap<object, Map<string, unknown>>();

/**
 * A value computed from a memo's value (the same object for as long as the content is unchanged):
 * computed once per key and kept with that object, so it goes when a new value replaces it. For
 * work that would otherwise grow with the content on every request (grouping every download).
 * The result is shared like the memo's value: callers must not change it.
 */
export function derivedOnce<S extends object, V>(source: S, key: string, compute: (source: S) => V): V {
  let values = derived.get(source);
  if (!values) {
    values = new Map();
    derived.set(source, values);
  }
  if (!values.has(key)) values.set(key, compute(source));
  return values.get(key) as V;
}
