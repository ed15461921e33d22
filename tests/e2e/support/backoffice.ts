/**
 * The back office's browser tests: a server of the file's own with an admin account (the admin
 * changes content, so no other test file sees its articles, uploads or renamed groups), a browser
 * whose pages go to that server, and signing in through the sign-in form.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { browserPerFile, eventually, hydrated } from "../browser";
import { ADMIN, serverWithAdmin } from "./staff-server";

/** Registers the file's server and browser; `url` is the server's once it answers. */
export function backoffice(options: { host?: string; env?: () => Record<string, string> } = {}) {
  const server = serverWithAdmin(options);
  const browser = browserPerFile();
  return {
    get url() {
      return server.url;
    },
    /** The server's DATA_DIR (its embedded database, its control socket). */
    get dataDir() {
      return server.dataDir;
    },
    /** A page in a fresh browser context, on this file's server. */
    newPage: (options: BrowserContextOptions = {}) => browser.page({ baseURL: server.url, ...options }),
  };
}

/** Fills in and sends the sign-in form at `path` (the admin's account unless told otherwise). */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password, path = "/admin") {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in and waits until the admin page asked for is on screen and interactive. */
export async function signedIn(page: Page, path = "/admin") {
  await signIn(page, ADMIN.email, ADMIN.password, path);
  await page.getByRole("navigation", { name: "Admin" }).waitFor();
  await eventually(() => new URL(page.url()).pathname, path);
  await hydrated(page);
}
