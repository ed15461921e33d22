import type { ReactNode } from "react";
import { Picture } from "./picture";

/**
 * A stage banner (a `banner/…` picture: the instrument on the right of a dark stage) with its
 * words: the whole picture at every width, never cropped, its width and height reserved (no
 * layout shift). On a phone or a tablet the picture comes first at its own proportions and the
 * words follow on the same dark ground; from `xl` the words sit over the stage's dark left part,
 * in one grid cell with the picture, so whichever is taller sets the height and the instrument is
 * never cut (a cropped cover cut the SP-C121 off at 390 px).
 */
export function StageBanner({
  pic,
  priority = false,
  dimmed = false,
  children,
}: {
  /** The picture, or none: the words alone on the dark ground. */
  pic: string | null | undefined;
  priority?: boolean;
  /** The picture a little darker, for the page's headline over it. */
  dimmed?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid bg-ink text-white">
      {pic ? (
        <div className={`xl:self-center xl:[grid-area:1/1] ${dimmed ? "opacity-90" : ""}`}>
          <Picture src={pic} alt="" sizes="100vw" priority={priority} className="block h-auto w-full" />
        </div>
      ) : null}
      <div className="relative xl:flex xl:items-center xl:[grid-area:1/1]">{children}</div>
    </div>
  );
}
