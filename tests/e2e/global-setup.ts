import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  const server = await startServer();
  project.provide("baseURL", server.url);
  return () => server.stop();
}
