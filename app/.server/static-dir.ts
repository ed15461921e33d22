import { existsSync } from "node:fs";
import path from "node:path";

/** Where the built static files are: the production build, or public/ in development. */
export function staticDirectory(): string {
  const built = path.resolve("build", "client");
  return existsSync(path.join(built, "docs")) ? built : path.resolve("public");
}
