/**
 * The part of lib/href.ts that the chunk every page loads may carry: what the shared layout, the
 * error pages and the home page link to, without queries (lib/href.ts has the same builders with
 * their lists' filters and pages). Code bound for that chunk imports this module (app/lib,
 * app/components, the site layout and the home page): `import * as href from "~/lib/href-shared"`;
 * everything else imports lib/href.ts. lib/href.test.ts holds each builder to its route.
 *
 * Plain TypeScript with relative imports: the server and the scripts load it as it is.
 */
import type { LegalPageKey } from "./content-model.ts";
import { siteConfig } from "./site-config.ts";

/** A parameter's value in an address, encoded ("a b" → "a%20b"). */
export const part = (value: string | number) => encodeURIComponent(value);

export const home = () => "/";

export const category = (id: string) => `/category/${part(id)}`;
export const product = (id: string) => `/product/${part(id)}`;
export const productDetail = (id: string) => `/product/detail/${part(id)}`;

/** The news list, or the updates' (`?t=u`). */
export const news = (o: { updates?: boolean } = {}) => (o.updates ? "/news?t=u" : "/news");
export const newsArticle = (id: string) => `/news/${part(id)}`;
export const newsUpdate = (id: string) => `/news/update/${part(id)}`;
/** A news article or an update, by its kind. */
export const article = (kind: "news" | "update", id: string) => (kind === "update" ? newsUpdate(id) : newsArticle(id));

export const support = () => "/support";
export const aboutCompany = () => "/aboutus/companyoverview";
export const aboutTeam = () => "/aboutus/team";
export const aboutTechnology = () => "/aboutus/technology";
export const aboutPark = () => `/aboutus/${siteConfig.shortName}park`;
export const contact = () => "/contactus";
/** The company profile (会社概要), beside the brand story. */
export const companyProfile = () => "/aboutus/profile";
export const imprint = () => "/legal/imprint";
export const privacy = () => "/legal/privacy";
export const terms = () => "/legal/terms";
/** Disposal and take-back of old instruments and batteries (ElektroG, BattG; 廃棄・リサイクル). */
export const disposal = () => "/legal/disposal";
/** The warranty and repair terms (保証・修理), under support: an editable page like the legal ones. */
export const warranty = () => "/support/warranty";
/** A legal page, the company profile or the warranty page by its key (content-model's `legalPageKeys`). */
export const legalPage = (key: LegalPageKey) =>
  ({
    imprint: imprint(),
    privacy: privacy(),
    terms: terms(),
    disposal: disposal(),
    profile: companyProfile(),
    warranty: warranty(),
  })[key];
export const dealers = () => "/dealer/distributor";
export const search = () => "/search";

/** A generated picture ("product", "spc121-640.webp"). */
export const media = (kind: string, name: string) => `/media/${part(kind)}/${part(name)}`;
export const apiBaseInfo = () => "/api/base-info";
