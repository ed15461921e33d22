/** Where a firmware release's archive lives (shared by the seeder and the build's media generator). */
export function firmwareHref(productId: string, version: string): string {
  return `/downloads/firmware/noteva-${productId.toLowerCase()}-firmware-v${version}.zip`;
}
