import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Where the built static files are: the running release's build (server/main.ts names its root),
 * or public/ in development.
 */
export function staticDirectory(): string {
  const built = path.resolve(process.env.NOTEVA_RELEASE_ROOT ?? ".", "build", "client");
  return existsSync(path.join(built, "docs")) ? built : path.resolve("public");
}
