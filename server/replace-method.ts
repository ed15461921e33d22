/**
 * Gives one request's object its own version of a method, e.g. `res.end`.
 *
 * The function comes in as an argument on purpose. V8 allocates a function literal assigned
 * straight to a property (`res.end = () => …`) in the old generation, on the guess that it is a
 * long-lived method; whatever it captures (the request, the response, a render) then skips the
 * young generation's cheap collections and waits in memory for a full one. Per request, that was
 * most of what filled the old generation (docs/architecture.md, "Per-request memory").
 */
export function replaceMethod<T extends object, K extends keyof T>(target: T, name: K, method: T[K]): void {
  target[name] = method;
}
