export type { Banner, Param, ParamValue, SellingPoint, StickyItem } from "~/lib/content-model";
