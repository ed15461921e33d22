import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { siteConfig } from "./lib/site-config";

/** The site map. Every route but /login and the resources shares the site layout. */
export default [
  route("login", "routes/auth/login.tsx"),
  route("healthz", "routes/resources/healthz.ts"),
  route("readyz", "routes/resources/readyz.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("news/feed.xml", "routes/resources/feed.ts", { id: "feed-news" }),
  route("news/updates.xml", "routes/resources/feed.ts", { id: "feed-updates" }),
  route("api/base-info", "routes/resources/api-base-info.ts"),
  route("api/*", "routes/resources/api-not-found.ts"),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("category/:id", "routes/site/category.tsx"),
    route("product/:id", "routes/site/product.tsx"),
    route("product/detail/:id", "routes/site/product-detail.tsx"),
    route("compare", "routes/site/compare.tsx"),
    route("news", "routes/site/news.tsx"),
    route("news/:id", "routes/site/news-article.tsx"),
    route("news/update/:id", "routes/site/news-update.tsx"),
    route("support", "routes/site/support.tsx"),
    route("support/manuals", "routes/site/support-manuals.tsx"),
    route("support/manuals/:id", "routes/site/support-manual.tsx"),
    route("support/software", "routes/site/support-software.tsx"),
    route("support/firmware/:id", "routes/site/support-firmware.tsx"),
    route("support/videos", "routes/site/support-videos.tsx"),
    route("aboutus/companyoverview", "routes/site/about-company.tsx"),
    route("aboutus/team", "routes/site/about-team.tsx"),
    route("aboutus/technology", "routes/site/about-technology.tsx"),
    route(`aboutus/${siteConfig.shortName}park`, "routes/site/about-park.tsx"),
    route("contactus", "routes/site/contact.tsx"),
    route("dealer/distributor", "routes/site/dealers.tsx"),
    route("search", "routes/site/search.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
