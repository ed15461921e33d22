import { legalPageKeys } from "./content-model";
import * as href from "./href-shared";
import type { FrameMessages } from "./i18n/frame";
import { fill } from "./i18n/frame";
import { siteConfig } from "./site-config";

/** The site map of the header and footer, as the spec names it (seed-spec section 2), in the page's language. */
export type NavLink = { label: string; to: string; lang?: string };

const park = (m: FrameMessages) => fill(m.park, { site: siteConfig.name });
/** The menu's capitals ("NOTEVA PARK") are a Latin-script convention: "Notevaパーク" stays as written. */
const menuCase = (label: string) => (/[\p{Script=Katakana}\p{Script=Han}]/u.test(label) ? label : label.toUpperCase());

export function supportMenu(m: FrameMessages): NavLink[] {
  return [
    { label: m.menu.download, to: href.support() },
    { label: m.menu.contactUs, to: href.contact() },
  ];
}

export function aboutMenu(m: FrameMessages): NavLink[] {
  return [
    { label: m.menu.brandStory, to: href.aboutCompany() },
    { label: m.menu.team, to: href.aboutTeam() },
    { label: m.menu.technology, to: href.aboutTechnology() },
    { label: menuCase(park(m)), to: href.aboutPark() },
  ];
}

export type FooterColumn = { title: string; to?: string; items: NavLink[] };

export function footerColumns(
  productLines: { id: string; name: string; english?: readonly string[] }[],
  m: FrameMessages,
): FooterColumn[] {
  const f = m.footer;
  return [
    {
      title: f.products,
      items: productLines.map((line) => ({
        label: line.name,
        to: href.category(line.id),
        ...(line.english?.includes("name") ? { lang: "en" } : {}),
      })),
    },
    {
      title: f.findAStore,
      to: href.dealers(),
      items: [{ label: f.dealerStores, to: href.dealers() }],
    },
    { title: f.news, to: href.news(), items: [{ label: f.update, to: href.news({ updates: true }) }] },
    {
      title: f.support,
      to: href.support(),
      items: [
        { label: f.download, to: href.support() },
        { label: f.contactUs, to: href.contact() },
      ],
    },
    {
      title: f.aboutUs,
      items: [
        { label: f.brandStory, to: href.aboutCompany() },
        { label: f.team, to: href.aboutTeam() },
        { label: f.technology, to: href.aboutTechnology() },
        { label: park(m), to: href.aboutPark() },
      ],
    },
  ];
}

/** The pages a brand must have by law, its company profile and its warranty terms: the footer's row below the columns. */
export function legalLinks(f: FrameMessages["footer"]) {
  const label = {
    imprint: f.imprint,
    privacy: f.privacy,
    terms: f.terms,
    disposal: f.disposal,
    profile: f.companyProfile,
    warranty: f.warranty,
  };
  return legalPageKeys.map((key) => ({ key, to: href.legalPage(key), label: label[key] }));
}
