import type { FrameMessages } from "./i18n/frame";
import { fill } from "./i18n/frame";
import { parkPath, siteConfig } from "./site-config";

/** The site map of the header and footer, as the spec names it (seed-spec section 2), in the page's language. */
export type NavLink = { label: string; to: string; lang?: string };

const park = (m: FrameMessages) => fill(m.park, { site: siteConfig.name });
/** The menu's capitals ("NOTEVA PARK") are a Latin-script convention: "Notevaパーク" stays as written. */
const menuCase = (label: string) => (/[\p{Script=Katakana}\p{Script=Han}]/u.test(label) ? label : label.toUpperCase());

export function supportMenu(m: FrameMessages): NavLink[] {
  return [
    { label: m.menu.download, to: "/support" },
    { label: m.menu.contactUs, to: "/contactus" },
  ];
}

export function aboutMenu(m: FrameMessages): NavLink[] {
  return [
    { label: m.menu.brandStory, to: "/aboutus/companyoverview" },
    { label: m.menu.team, to: "/aboutus/team" },
    { label: m.menu.technology, to: "/aboutus/technology" },
    { label: menuCase(park(m)), to: parkPath },
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
        to: `/category/${line.id}`,
        ...(line.english?.includes("name") ? { lang: "en" } : {}),
      })),
    },
    {
      title: f.findAStore,
      to: "/dealer/distributor",
      items: [{ label: f.dealerStores, to: "/dealer/distributor" }],
    },
    { title: f.news, to: "/news", items: [{ label: f.update, to: "/news?t=u" }] },
    {
      title: f.support,
      to: "/support",
      items: [
        { label: f.download, to: "/support" },
        { label: f.contactUs, to: "/contactus" },
      ],
    },
    {
      title: f.aboutUs,
      items: [
        { label: f.brandStory, to: "/aboutus/companyoverview" },
        { label: f.team, to: "/aboutus/team" },
        { label: f.technology, to: "/aboutus/technology" },
        { label: park(m), to: parkPath },
      ],
    },
  ];
}
