import { Link, useRouteLoaderData } from "react-router";
import { LinkList } from "~/components/ui/link-list";
import { Phrases } from "~/components/ui/phrases";
import { askConsentAgain } from "~/lib/consent-ask";
import * as href from "~/lib/href-shared";
import { fill, useFrame } from "~/lib/i18n/frame";
import { footerColumns, legalLinks } from "~/lib/navigation";
import { siteConfig } from "~/lib/site-config";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icons";

export function Footer({
  productLines,
  supportEmail,
}: {
  productLines: { id: string; name: string; english?: readonly string[] }[];
  supportEmail: string;
}) {
  const m = useFrame();
  // the root's data, read untyped (a layout part never imports the root): analytics is configured
  const analytics = (useRouteLoaderData("root") as { analyticsConfigured?: boolean } | undefined)?.analyticsConfigured;
  return (
    <footer className="mt-24 bg-ink text-neutral-300">
      <div className="mx-auto max-w-7xl px-5 py-14">
        <div className="flex flex-col gap-6 border-b border-white/15 pb-10 md:flex-row md:items-center md:justify-between">
          <Link to={href.home()} aria-label={fill(m.homeLink, { site: siteConfig.name })}>
            <Logo inverted />
          </Link>
          <ul className="flex gap-3" aria-label={m.footer.social}>
            {siteConfig.social.map((link) => (
              <li key={link.kind}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(m.footer.opensInNewTab, {
                    label: fill(m.social, { site: siteConfig.name, platform: link.platform }),
                  })}
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-white/25 text-white hover:border-white hover:bg-white hover:text-ink"
                >
                  <SocialIcon kind={link.kind} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 py-10 sm:grid-cols-3 lg:grid-cols-5">
          {footerColumns(productLines, m).map((column) => (
            <LinkList key={column.title} title={column.title} titleTo={column.to} items={column.items} />
          ))}
        </div>
        <nav aria-label={m.footer.legal} className="border-t border-white/15 py-5">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {legalLinks(m.footer).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-neutral-200 hover:text-white hover:underline">
                  <Phrases text={link.label} />
                </Link>
              </li>
            ))}
            {/* beside the privacy policy, where readers look for it; only where there is a choice to make */}
            {analytics ? (
              <li>
                <button
                  type="button"
                  onClick={askConsentAgain}
                  className="text-neutral-200 hover:text-white hover:underline"
                >
                  <Phrases text={m.consent.settings} />
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="flex flex-col gap-2 border-t border-white/15 pt-6 text-xs text-neutral-400 md:flex-row md:justify-between">
          <LanguageSwitcher className="text-neutral-200" />
          <p>
            {fill(m.footer.copyright, { year: new Date().getFullYear(), site: siteConfig.name, tagline: m.tagline })}
          </p>
          <p>
            <Phrases text={m.footer.supportEmail} />{" "}
            <a href={`mailto:${supportEmail}`} className="text-neutral-200 underline">
              {supportEmail}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
