/** The database schema, one file per domain (named like its folder in app/features); drizzle-kit reads this file. */
export * from "~/lib/content-model";
export { type StaffRole, staffRoles } from "~/lib/permissions";
export * from "./admin";
export * from "./catalogue";
export * from "./changes";
export * from "./company";
export * from "./contact";
export * from "./dealers";
export * from "./firmware-news";
export * from "./mail";
export * from "./news";
export * from "./search";
export * from "./staff";
export * from "./support";
export * from "./system";
export * from "./translations";
