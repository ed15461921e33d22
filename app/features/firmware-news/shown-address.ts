/**
 * Staff never see the list of firmware news subscribers: the outbox's pages show the address of
 * a firmware news mail masked ("f•••@example.com"), every other mail's as it is.
 */
export function shownAddress(kind: string, address: string): string {
  if (!kind.startsWith("firmware-")) return address;
  const at = address.lastIndexOf("@");
  return `${address.slice(0, Math.min(1, Math.max(0, at)))}•••${at >= 0 ? address.slice(at) : ""}`;
}
