import { siteConfig } from "./site-config";

/** The page title and description every page sets: "Title | Noteva". */
export function pageMeta(title: string, description: string) {
  const full =
    title === siteConfig.name ? `${siteConfig.name} | ${siteConfig.tagline}` : `${title} | ${siteConfig.name}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteConfig.name },
  ];
}
