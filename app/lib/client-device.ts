/**
 * How the account page names a session: the device from its user agent, and the address it
 * signed in from, truncated before it is stored (an IPv4 address to its /24, shown as
 * 203.0.113.x; an IPv6 address to its /48, shown as 2001:db8:1::/48), so the list helps someone
 * recognise a sign-in without the site keeping anyone's full address. The request log keeps
 * addresses the same way (server/signals.ts).
 */

/** The stored form of an address: IPv4 /24 or IPv6 /48; null for anything else. */
export function truncateAddress(address: string): string | null {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(plain);
  if (v4) {
    const parts = v4.slice(1, 4).map(Number);
    return parts.every((p) => p <= 255) ? `${parts.join(".")}.x` : null;
  }
  if (!plain.includes(":") || !/^[0-9a-f:.]+$/i.test(plain)) return null;
  // the machine itself (a visitor on the same host, or a proxy not named in TRUST_PROXY): no one's address
  if (/^(0{0,4}:){2,7}0{0,3}1$/.test(plain) || plain === "::1") return "::1";
  const groups = expandIpv6(plain);
  if (!groups) return null;
  const prefix = groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":");
  return `${prefix}::/48`;
}

/** The eight groups of an IPv6 address (an embedded IPv4 tail counts as two), or null. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(":") : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const last = tail.length ? tail : head;
  if (last.at(-1)?.includes(".")) last.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups : null;
}

const browsers: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/(Chrome|Chromium|CriOS)\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** How a language names a browser on a system ("{browser} on {system}", 「{system}の{browser}」) and neither. */
export type DeviceNames = { pair: string; unknown: string };

const englishNames: DeviceNames = { pair: "{browser} on {system}", unknown: "Unknown device" };

/** "Firefox on Windows", "Chrome unter Android"; `unknown` when the user agent names neither. */
export function describeDevice(userAgent: string | null | undefined, names: DeviceNames = englishNames): string {
  const ua = userAgent ?? "";
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return names.pair.replace("{browser}", browser).replace("{system}", system);
  return browser ?? system ?? names.unknown;
}
