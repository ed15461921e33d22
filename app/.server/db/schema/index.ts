/** The database schema, one file per domain; drizzle-kit reads this file. */
export * from "~/lib/content-model";
export { type StaffRole, staffRoles } from "~/lib/permissions";
export * from "./catalogue";
export * from "./contact";
export * from "./dealers";
export * from "./editing";
export * from "./files";
export * from "./news";
export * from "./search";
export * from "./staff";
export * from "./support";
export * from "./system";
export * from "./translations";
