import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  // the first admin, as an operator would configure it
  const admin = { email: "admin@noteva.example", password: "e2e-admin-password-1" };
  const server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  project.provide("baseURL", server.url);
  project.provide("admin", admin);
  return () => server.stop();
}
