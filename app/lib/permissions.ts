/**
 * What each staff role may do. Admins: everything, including staff accounts. Editors: content
 * (products, articles, dealers) and the contact inbox. Both may read the audit log.
 */
import * as adminHref from "./admin/href";

export const staffRoles = ["admin", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = ["content", "inbox", "audit", "users"] as const;
export type Permission = (typeof permissions)[number];

const grants: Record<string, readonly Permission[]> = {
  admin: permissions,
  editor: ["content", "inbox", "audit"],
};

export function can(role: string | null | undefined, permission: Permission): boolean {
  return Boolean(role && grants[role]?.includes(permission));
}

export function permissionsOf(role: string): Permission[] {
  return [...(grants[role] ?? [])];
}

/** Where to go after sign-in: only a path on this site (never //host or a scheme), else the admin. */
export function safeRedirect(target: string | null | undefined, fallback = adminHref.dashboard()): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a path is refused
  if (/[\u0000-\u001F]/.test(target) || target.length > 500) return fallback;
  // a Location header holds ASCII only: "/✓" becomes "/%E2%9C%93"
  const url = new URL(target, "http://noteva.invalid");
  if (url.origin !== "http://noteva.invalid") return fallback;
  return url.pathname + url.search + url.hash;
}
