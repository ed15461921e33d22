import { parkPath, parkTitle } from "./site-config";

/** The site map of the header and footer, as the spec names it (seed-spec section 2). */
export type NavLink = { label: string; to: string };

export const supportMenu: NavLink[] = [
  { label: "DOWNLOAD", to: "/support" },
  { label: "CONTACT US", to: "/contactus" },
];

export const aboutMenu: NavLink[] = [
  { label: "BRAND STORY", to: "/aboutus/companyoverview" },
  { label: "TEAM", to: "/aboutus/team" },
  { label: "TECHNOLOGY", to: "/aboutus/technology" },
  { label: parkTitle.toUpperCase(), to: parkPath },
];

export type FooterColumn = { title: string; to?: string; items: NavLink[] };

export function footerColumns(productLines: { id: string; name: string }[]): FooterColumn[] {
  return [
    { title: "PRODUCTS", items: productLines.map((line) => ({ label: line.name, to: `/category/${line.id}` })) },
    {
      title: "Find A Store",
      to: "/dealer/distributor",
      items: [{ label: "Dealer stores", to: "/dealer/distributor" }],
    },
    { title: "NEWS", to: "/news", items: [{ label: "Update", to: "/news?t=u" }] },
    {
      title: "SUPPORT",
      to: "/support",
      items: [
        { label: "Download", to: "/support" },
        { label: "Contact Us", to: "/contactus" },
      ],
    },
    {
      title: "ABOUT US",
      items: [
        { label: "Brand Story", to: "/aboutus/companyoverview" },
        { label: "Team", to: "/aboutus/team" },
        { label: "Technology", to: "/aboutus/technology" },
        { label: parkTitle, to: parkPath },
      ],
    },
  ];
}
