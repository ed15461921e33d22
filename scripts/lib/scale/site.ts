/** What the scale test's checks share: two instances on one PostgreSQL, behind nginx. */
import type pg from "pg";
import type { Instance } from "./instances.ts";

export type Site = {
  /** The instances; `b` is replaced when instance B is restarted after it was killed. */
  a: Instance;
  b: Instance;
  /** nginx's origin, and the directory it keeps its cache and logs in. */
  lb: string;
  nginxPrefix: string;
  sql: pg.Pool;
  admin: { email: string; password: string };
};
