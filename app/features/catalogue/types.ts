export type { Param, ParamValue } from "~/lib/content-model";
