/**
 * Lighthouse 13 (mobile, simulated throttling) on every public page type in English, German and
 * Japanese, in one Chromium: the three languages of a page type back to back, the whole round
 * repeated, so a language's figures share the machine's conditions with English's. Reports each
 * page type's median total blocking time per language and the German and Japanese ratios to it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "../../app/lib/route-map.ts";
import { chromiumArgs } from "../../tests/e2e/browser-flags.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * One address per page type of the public site (route-map.ts), as its English address. Every
 * public page but the not-found page has one: `pageTypesCovered` checks the route map.
 */
export type PageType = { id: string; name: string; path: string; englishOnly?: true };
export const PAGE_TYPES: readonly PageType[] = [
  { id: "routes/site/home", name: "home", path: "/" },
  { id: "routes/site/category", name: "category", path: "/category/DigitalPianos" },
  { id: "routes/site/product", name: "product", path: "/product/SPC121" },
  { id: "routes/site/product-detail", name: "product detail", path: "/product/detail/SPC121" },
  { id: "routes/site/compare", name: "compare", path: "/compare?p=SPC121&p=CP203&p=SP201Plus" },
  { id: "routes/site/news", name: "news list", path: "/news" },
  { id: "routes/site/news-article", name: "news article", path: "/news/akx10s-launch" },
  { id: "routes/site/news-update", name: "news update", path: "/news/update/cp203-manual-rev-b" },
  { id: "routes/site/support", name: "downloads", path: "/support" },
  { id: "routes/site/support-manuals", name: "manuals", path: "/support/manuals" },
  { id: "routes/site/support-manual", name: "HTML manual", path: "/support/manuals/SPC121" },
  { id: "routes/site/support-software", name: "software", path: "/support/software" },
  { id: "routes/site/support-firmware", name: "firmware", path: "/support/firmware/AKX10S" },
  { id: "routes/site/support-videos", name: "videos", path: "/support/videos" },
  { id: "routes/site/support-check", name: "check my instrument", path: "/support/check" },
  { id: "routes/site/support-check-midi", name: "MIDI implementation", path: "/support/check/midi" },
  { id: "routes/site/about-company", name: "company", path: "/aboutus/companyoverview" },
  { id: "routes/site/about-team", name: "team", path: "/aboutus/team" },
  { id: "routes/site/about-technology", name: "technology", path: "/aboutus/technology" },
  { id: "routes/site/about-park", name: "park", path: "/aboutus/notevapark" },
  { id: "routes/site/legal-profile", name: "company profile", path: "/aboutus/profile" },
  { id: "routes/site/contact", name: "contact", path: "/contactus" },
  { id: "routes/site/dealers", name: "find a store", path: "/dealer/distributor" },
  { id: "routes/site/search", name: "search", path: "/search?q=keyboard" },
  { id: "routes/site/legal-imprint", name: "imprint", path: "/legal/imprint" },
  { id: "routes/site/legal-privacy", name: "privacy policy", path: "/legal/privacy" },
  { id: "routes/site/legal-terms", name: "terms of use", path: "/legal/terms" },
  { id: "routes/site/legal-disposal", name: "disposal and take-back", path: "/legal/disposal" },
  { id: "routes/site/legal-warranty", name: "warranty and repair", path: "/support/warranty" },
  // outside the site layout: one language
  { id: "routes/auth/login", name: "sign-in", path: "/login", englishOnly: true },
];

/** The public page types the list above misses (the not-found page is no page type to measure). */
export function pageTypesMissing(): string[] {
  const covered = new Set(PAGE_TYPES.map((t) => t.id));
  return publicPages.map((p) => p.id).filter((id) => id !== "routes/site/not-found" && !covered.has(id));
}

export const LANGUAGES = [
  { locale: "en", prefix: "" },
  { locale: "de", prefix: "/de" },
  { locale: "ja", prefix: "/ja" },
] as const;
export type Locale = (typeof LANGUAGES)[number]["locale"];

/** A page's address in a language: "/ja/product/SPC121", "/de" for the home page. */
export const localized = (prefix: string, address: string) => (prefix && address === "/" ? prefix : prefix + address);

/**
 * The budget: a language's median TBT may exceed English's by 10%, or by FLOOR_MS when that is
 * more (a page whose English TBT is 30 ms would otherwise be over at 34 ms: noise, not a cost).
 */
export const BUDGET_RATIO = 0.1;
export const BUDGET_FLOOR_MS = 25;
export const allowedTbt = (englishMs: number) => englishMs + Math.max(BUDGET_RATIO * englishMs, BUDGET_FLOOR_MS);

/**
 * A Japanese face for the bench's Chromium. A visitor's phone or computer has one (Android: Noto
 * Sans CJK; macOS: Hiragino; Windows: Yu Gothic), this machine has none, and Chromium without one
 * falls back to Liberation Sans and draws its empty boxes. Noto Sans JP comes with the
 * dev dependencies (the PDF manuals use it): a fontconfig file adds its folder to the system's.
 */
export function japaneseFontConfig(dir = "reports/bench/fontconfig"): Record<string, string> {
  const fonts = path.resolve("node_modules/@expo-google-fonts/noto-sans-jp");
  if (!existsSync(fonts)) throw new Error(`Noto Sans JP is missing at ${fonts}: run npm ci`);
  mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, "fonts.conf");
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      "<fontconfig>",
      // first, so the cache of the folder below is written here and not into the system's
      `  <cachedir>${path.resolve(dir, "cache")}</cachedir>`,
      "  <include ignore_missing='yes'>/etc/fonts/fonts.conf</include>",
      `  <dir>${fonts}</dir>`,
      "</fontconfig>",
      "",
    ].join("\n"),
  );
  // the cache is built once here, not by Chromium's first Japanese page
  spawnSync("fc-cache", [fonts], { env: { ...process.env, FONTCONFIG_FILE: file } });
  return { FONTCONFIG_FILE: file };
}

/** Debian's Chromium, headless, with a Japanese face (see above) unless `japaneseFont` is false. */
export async function launchChromium({ japaneseFont = true } = {}) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...chromiumArgs, "--headless=new"],
    envVars: { ...process.env, ...(japaneseFont ? japaneseFontConfig() : {}) } as Record<string, string>,
  });
}

export type Sample = {
  pageType: string;
  locale: Locale;
  path: string;
  run: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Main-thread work by kind (Lighthouse's mainthread-work-breakdown, observed, unthrottled). */
  styleLayoutMs: number;
  scriptMs: number;
  mainThreadMs: number;
  seconds: number;
};

/**
 * English pages are also graded for best practices and SEO (the bench's main table); German and
 * Japanese for what the budget compares. Those audits gather after the trace has stopped, so they
 * cannot change the measured load.
 */
const categoriesFor = (locale: Locale) =>
  locale === "en" ? ["performance", "accessibility", "best-practices", "seo"] : ["performance", "accessibility"];

/** One Lighthouse run on one address (once more when it failed to record a trace). */
export async function audit(port: number, url: string, meta: { pageType: string; locale: Locale; run: number }) {
  const started = Date.now();
  const once = () =>
    lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categoriesFor(meta.locale),
      // for the HTML report, which the bench does not keep; and the back/forward cache check,
      // which navigates away and back after the measurement (a diagnostic, not in the scores)
      disableFullPageScreenshot: true,
      skipAudits: ["bf-cache"],
    });
  let result = await once();
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART): measure that page once more.
  if (result?.lhr.runtimeError) result = await once();
  const lhr = result?.lhr;
  if (lhr?.runtimeError) console.error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => lhr?.audits[id]?.numericValue ?? Number.NaN;
  const breakdown = (
    lhr?.audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] }
  )?.items;
  const groupMs = (group: string) =>
    Math.round((breakdown ?? []).filter((i) => i.group === group).reduce((sum, i) => sum + i.duration, 0));
  return {
    ...meta,
    path: new URL(url).pathname + new URL(url).search,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbtMs: Math.round(metric("total-blocking-time")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    styleLayoutMs: groupMs("styleLayout"),
    scriptMs: groupMs("scriptEvaluation") + groupMs("scriptParseCompile"),
    mainThreadMs: Math.round(metric("mainthread-work-breakdown")),
    seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
  } satisfies Sample;
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export type LanguageRow = {
  pageType: string;
  path: string;
  /** Per language: medians over the runs. */
  languages: Record<
    Locale,
    { tbtMs: number; tbtRuns: number[]; performance: number; accessibility: number; styleLayoutMs: number }
  >;
  /** A language's median TBT over English's. */
  ratio: Record<Exclude<Locale, "en">, number>;
  /** German and Japanese within max(10% of English, the floor) of English. */
  within: boolean;
};

/** The per-page-type medians of the samples, and whether each is within the budget. */
export function summarize(samples: Sample[]): LanguageRow[] {
  return PAGE_TYPES.filter((t) => !t.englishOnly && samples.some((s) => s.pageType === t.name)).map((type) => {
    const of = (locale: Locale) => samples.filter((s) => s.pageType === type.name && s.locale === locale);
    const languages = Object.fromEntries(
      LANGUAGES.map(({ locale }) => {
        const runs = of(locale);
        return [
          locale,
          {
            tbtMs: median(runs.map((s) => s.tbtMs)),
            tbtRuns: runs.map((s) => s.tbtMs),
            performance: median(runs.map((s) => s.performance)),
            accessibility: median(runs.map((s) => s.accessibility)),
            styleLayoutMs: median(runs.map((s) => s.styleLayoutMs)),
          },
        ];
      }),
    ) as LanguageRow["languages"];
    const en = languages.en.tbtMs;
    const ratioOf = (ms: number) => (en > 0 ? Number((ms / en).toFixed(2)) : ms > 0 ? Number.POSITIVE_INFINITY : 1);
    return {
      pageType: type.name,
      path: type.path,
      languages,
      ratio: { de: ratioOf(languages.de.tbtMs), ja: ratioOf(languages.ja.tbtMs) },
      within: languages.de.tbtMs <= allowedTbt(en) && languages.ja.tbtMs <= allowedTbt(en),
    };
  });
}

/**
 * Lighthouse on each page type in each language, `runs` rounds. Within a round, a page type's
 * three languages run back to back, in an order that turns by one each round (each language comes
 * first once in three rounds).
 */
export async function languagesBench(
  base: string,
  {
    runs = 3,
    types = PAGE_TYPES,
    japaneseFont = true,
    log = console.log,
    /** Written after every run (the samples so far), so a long run that is stopped still tells. */
    progressFile = "",
  } = {},
) {
  const chrome = await launchChromium({ japaneseFont });
  const samples: Sample[] = [];
  const started = Date.now();
  try {
    // Warm-up: the first request of each page pays for module loading and the server's caches.
    for (const type of types)
      for (const { prefix } of type.englishOnly ? LANGUAGES.slice(0, 1) : LANGUAGES)
        await (await fetch(base + localized(prefix, type.path))).text();
    for (let run = 0; run < runs; run++) {
      for (const [i, type] of types.entries()) {
        const turn = (run + i) % LANGUAGES.length;
        const order = type.englishOnly
          ? LANGUAGES.slice(0, 1)
          : [...LANGUAGES.slice(turn), ...LANGUAGES.slice(0, turn)];
        for (const { locale, prefix } of order) {
          const sample = await audit(chrome.port, base + localized(prefix, type.path), {
            pageType: type.name,
            locale,
            run,
          });
          samples.push(sample);
          if (progressFile) writeFileSync(progressFile, JSON.stringify({ runs, japaneseFont, samples }, null, 2));
          log(
            `lighthouse ${run + 1}/${runs} ${type.name} ${locale}: TBT ${sample.tbtMs} ms, perf ${sample.performance}, a11y ${sample.accessibility}, style+layout ${sample.styleLayoutMs} ms (${sample.seconds} s)`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return { samples, rows: summarize(samples), seconds: Math.round((Date.now() - started) / 1000), runs, japaneseFont };
}

/** The report's section: one line per page type. */
export function languagesMarkdown(result: Awaited<ReturnType<typeof languagesBench>>) {
  const { rows, runs, seconds, japaneseFont } = result;
  const over = rows.filter((r) => !r.within);
  const fmtRatio = (r: number) => (Number.isFinite(r) ? r.toFixed(2) : "∞");
  return [
    `## Lighthouse in English, German and Japanese (budget: median TBT within max(${BUDGET_RATIO * 100}% of English, ${BUDGET_FLOOR_MS} ms))`,
    "",
    `Lighthouse 13, mobile with simulated throttling, in one Debian Chromium${japaneseFont ? " with Noto Sans JP (a visitor's device has a Japanese face; this machine has none)" : " without a Japanese face"}; ${runs} run${runs === 1 ? "" : "s"} per page and language, a page type's three languages back to back in each round (the order turning each round), medians; ${Math.round(seconds / 60)} min in all. ${
      over.length === 0
        ? "German and Japanese: **within** budget on every page type."
        : `**OVER** budget: ${over.map((r) => r.pageType).join(", ")}.`
    }`,
    "",
    "| page type | path | TBT ms en · de · ja (median) | de/en | ja/en | TBT runs en / de / ja | perf en · de · ja | a11y en · de · ja | style+layout ms en · de · ja | budget |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => {
      const l = r.languages;
      const three = (f: (x: LanguageRow["languages"]["en"]) => number | string) =>
        `${f(l.en)} · ${f(l.de)} · ${f(l.ja)}`;
      return `| ${r.pageType} | ${r.path} | ${three((x) => x.tbtMs)} | ${fmtRatio(r.ratio.de)} | ${fmtRatio(r.ratio.ja)} | ${[l.en, l.de, l.ja].map((x) => x.tbtRuns.join(", ")).join(" / ")} | ${three((x) => x.performance)} | ${three((x) => x.accessibility)} | ${three((x) => x.styleLayoutMs)} | ${r.within ? "within" : "**OVER**"} |`;
    }),
    "",
  ].join("\n");
}

/** The instrument checker's budget: Lighthouse performance at least 95 and accessibility 100 on /support/check. */
const BUDGET_CHECKER_PERFORMANCE = 95;

export function checkerBudgetLine(rows: readonly Record<string, unknown>[]): string {
  const checker = rows.find((r) => r.page === "check my instrument") as
    | { performance: number; accessibility: number }
    | undefined;
  if (!checker) return "Instrument checker: not measured (--pages left it out).";
  const within = checker.performance >= BUDGET_CHECKER_PERFORMANCE && checker.accessibility === 100;
  return `Instrument checker (/support/check): performance ${checker.performance} (budget ≥ ${BUDGET_CHECKER_PERFORMANCE}), accessibility ${checker.accessibility} (budget 100): ${within ? "within" : "OVER"} budget.`;
}
