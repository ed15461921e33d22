/**
 * The site's frame in English, the source language: header, menus, products panel, breadcrumbs,
 * footer, search box, language choice and the not-found page. The spec's words are kept exactly.
 * `{name}` marks a value filled in by `fill()`.
 */
import type { Strings } from "../text";

export const en = {
  skipToContent: "Skip to content",
  homeLink: "{site} home",
  home: "Home",
  breadcrumb: "Breadcrumb",
  menu: {
    main: "Main",
    products: "PRODUCTS",
    findAStore: "FIND A STORE",
    news: "NEWS",
    support: "SUPPORT",
    aboutUs: "ABOUT US",
    download: "DOWNLOAD",
    contactUs: "CONTACT US",
    brandStory: "BRAND STORY",
    team: "TEAM",
    technology: "TECHNOLOGY",
    open: "Menu",
    close: "Close menu",
  },
  panel: {
    productLines: "Product lines",
    lineProducts: "{line} products",
    allModels: "All {count} {line} models",
  },
  footer: {
    products: "PRODUCTS",
    findAStore: "Find A Store",
    dealerStores: "Dealer stores",
    news: "NEWS",
    update: "Update",
    support: "SUPPORT",
    download: "Download",
    contactUs: "Contact Us",
    aboutUs: "ABOUT US",
    brandStory: "Brand Story",
    team: "Team",
    technology: "Technology",
    social: "Social media",
    opensInNewTab: "{label} (opens in a new tab)",
    legal: "Legal",
    imprint: "Imprint",
    privacy: "Privacy policy",
    terms: "Terms of use",
    disposal: "Disposal and recycling",
    companyProfile: "Company profile",
    warranty: "Warranty and repair",
    supportEmail: "Support:",
    /** The line under the columns: the full stops are the language's own (Japanese sets none after a tagline). */
    copyright: "© {year} {site}. {tagline}.",
  },
  /**
   * The analytics consent (asked only when an analytics script is configured) and the footer's way back to it.
   * The answer is kept in the browser's storage, not in a cookie: the words say "privacy", never "cookie".
   */
  consent: {
    title: "Analytics",
    text: "With your permission we measure how this site is used, to improve it. Nothing is measured until you agree, and you can change your choice at any time under “Privacy settings” at the foot of every page.",
    accept: "Allow analytics",
    decline: "Decline",
    settings: "Privacy settings",
  },
  park: "{site} Park",
  tagline: "Digital pianos, keyboards and rhythm machines",
  /** A social link in the footer: the platform by its name (site-config's `platform`), never a kind („the video channel“). */
  social: "{site} on {platform}",
  search: {
    form: "Site search",
    field: "Search products, manuals and news",
    placeholder: "Search",
    submit: "Search",
    suggestions: "Suggestions",
    suggestionsCount: "{count} suggestions, use the arrow keys to choose",
  },
  user: { signedIn: " is signed in: open the admin", unread: " unread messages" },
  language: {
    choose: "Language",
    suggest: "This page is also in English.",
    suggestLink: "Read it in English",
    dismiss: "Dismiss",
  },
  pager: { nav: "Pages", previous: "Previous", next: "Next", page: "Page {page}" },
  loadingPage: "Loading page",
  carousel: {
    label: "Featured instruments",
    /** What a screen reader calls the strip and each of its banners (aria-roledescription). */
    isCarousel: "carousel",
    isSlide: "slide",
    slide: "{index} of {count}: {title}",
    discover: "Discover the {title}",
    specifications: "Specifications",
    previous: "Previous banner",
    next: "Next banner",
    show: "Show banner {index}",
  },
  /** The error screen (seed-spec section 8; English shows the error's own message or status text). */
  error: {
    heading: "Unexpected Application Error!",
    retry: "Try again",
    home: "Go to the home page",
    unknown: "Unknown error",
    status: "Error {status}",
    statuses: {
      "400": "Bad Request",
      "403": "Forbidden",
      "404": "Not Found",
      "405": "Method Not Allowed",
      "429": "Too Many Requests",
      "500": "Internal Server Error",
      "503": "Service Unavailable",
    },
    chunk: "Loading chunk {n} failed",
    cssChunk: "Loading CSS chunk {n} failed",
  },
  notFound: {
    title: "Page not found",
    description: "This page does not exist.",
    heading: "We can't find that page",
    text: "The link may be out of date, or the address mistyped. These pages will get you back on track:",
    home: "Home",
    products: "Products",
    downloads: "Downloads",
    contact: "Contact us",
  },
};

/** A language's frame: every string of the English one, none missing. */
export type FrameMessages = Strings<typeof en>;
