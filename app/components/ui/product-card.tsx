import { Link } from "react-router";
import * as href from "~/lib/href-shared";
import { englishLang } from "~/lib/i18n/text";
import { Phrases } from "./phrases";
import { Picture } from "./picture";

export function ProductCard({
  product,
  headingLevel: Heading = "h3",
  discover = "Discover →",
}: {
  product: { id: string; title: string; pic: string; desc?: string };
  headingLevel?: "h2" | "h3";
  /** The card's call to action in the page's language. */
  discover?: string;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg">
      <div className="bg-mist">
        <Picture
          src={product.pic}
          alt=""
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
          className="h-auto w-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold">
          <Link to={href.product(product.id)} className="after:absolute after:inset-0 hover:text-accent">
            <Phrases text={product.title} />
          </Link>
        </Heading>
        {product.desc ? (
          <p lang={englishLang(product, "desc")} className="mt-2 line-clamp-3 text-sm text-ink-soft">
            {product.desc}
          </p>
        ) : null}
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-accent">
          <Phrases text={discover} />
        </span>
      </div>
    </article>
  );
}
