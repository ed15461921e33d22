/**
 * Every picture the seed catalogue refers to, plus the one pages use directly (the default share
 * image, app/lib/meta.ts): the list the build draws (media/generate.ts) and the seed's tests check.
 */
import { categorySeeds, subGroupSeeds } from "./catalogue.ts";
import { productSeeds } from "./products.ts";

export function seedPictureRefs(): string[] {
  const refs = new Set<string>(["product/akx10s-front"]);
  for (const c of categorySeeds) refs.add(c.pic);
  for (const g of subGroupSeeds) refs.add(g.pic).add(g.pic2);
  for (const p of productSeeds) {
    for (const ref of [p.pic, p.pic2, p.pic3, p.videoCover, p.sp1.pic, p.sp2.pic, p.sp3.pic]) if (ref) refs.add(ref);
    for (const b of p.banners) refs.add(b.pic);
    for (const s of p.stickyList) refs.add(s.pic);
    for (const d of p.detailPicList ?? []) refs.add(d);
  }
  return [...refs].sort();
}
