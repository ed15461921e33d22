/**
 * Which language the admin speaks to this request: the signed-in member's choice, else on a sign-in
 * page the site's language the link to it names (`/login?lang=ja`), else the best match of the
 * browser's Accept-Language (sign-in pages, and members who have not chosen). Admin
 * and sign-in pages are private (never kept by a shared cache), so answering by the header is safe.
 */
import type { RouterContextProvider } from "react-router";
import { staffContext } from "~/.server/context";
import * as adminHref from "~/lib/admin/href";
import type { AdminRootData } from "~/lib/admin/i18n";
import { adminFrames } from "~/lib/admin/text/frame";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { negotiateLocale } from "~/lib/i18n/negotiate";

/**
 * The admin's and the sign-in pages' addresses: the dashboard, the sign-in and sign-out, and all
 * below them (a client navigation's data request ends in .data).
 */
const ADMIN_PATH = new RegExp(
  `^(${[adminHref.dashboard(), adminHref.login(), adminHref.logout()].join("|")})(/|\\.data$|$)`,
);

/** The sign-in pages (/login and below), which a link from the site may give the site's language. */
const SIGN_IN_PATH = new RegExp(`^${adminHref.login()}(/|\\.data$|$)`);

export function adminLocaleOf(request: Request, context: Readonly<RouterContextProvider>): Locale {
  const member = context.get(staffContext)?.user.language;
  if (member) return member;
  // a visitor who came from /de or /ja signs in in the site's language (`?lang=de`), whatever the browser says
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  if (SIGN_IN_PATH.test(url.pathname) && lang && isLocale(lang)) return lang;
  return negotiateLocale(request.headers.get("Accept-Language"));
}

/** The admin's language and frame for an admin or sign-in page; null for the public site's. */
export function adminFrameFor(request: Request, context: Readonly<RouterContextProvider>): AdminRootData | null {
  if (!ADMIN_PATH.test(new URL(request.url).pathname)) return null;
  const locale = adminLocaleOf(request, context);
  return { locale, frame: adminFrames[locale] };
}
