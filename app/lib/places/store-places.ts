/**
 * What the place data (./japan.ts, ./germany.ts, ./alpine.ts, ./city-names.ts) says about a store's place:
 * the other names a visitor may look for it by, and where it stands in its country's order
 * (a Japanese list runs north to south, by prefecture code).
 */
import { alpineRegions } from "./alpine";
import { otherCityNames } from "./city-names";
import { laender } from "./germany";
import { japaneseRegions, type Prefecture, prefectureReadings, prefectures } from "./japan";

export type Place = { country: string; city: string; region: string | null };

/** Lower case, without accents or macrons, half-width: "Tōkyō" → "tokyo", "Ｔｏｋｙｏ" → "tokyo". */
const key = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .trim();

/** A prefecture's names as keys: 東京都, 東京, tokyo, tokyo-to, tokyo prefecture. */
const prefectureByName = new Map<string, Prefecture>();
for (const p of prefectures) {
  const short = p.code === 1 ? p.kanji : p.kanji.replace(/[都府県]$/, "");
  const latin = key(p.romaji);
  const suffix = p.code === 1 ? "" : p.kanji.endsWith("都") ? "to" : p.kanji.endsWith("府") ? "fu" : "ken";
  for (const name of [p.kanji, short, latin, `${latin} prefecture`, suffix ? `${latin}-${suffix}` : latin])
    prefectureByName.set(key(name), p);
}

/** A prefecture's names as people type them: 東京都, 東京, Tōkyō, Tokyo. */
export function prefectureNames(p: Prefecture): string[] {
  const short = p.code === 1 ? p.kanji : p.kanji.replace(/[都府県]$/, "");
  const plain = p.romaji
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
  return [...new Set([p.kanji, short, p.romaji, plain])];
}

/** A Japanese store's prefecture from its region, in kanji or romanized ("東京都", "Tokyo", "Tōkyō-to"). */
export function prefectureOf(region: string | null | undefined): Prefecture | undefined {
  return region ? prefectureByName.get(key(region)) : undefined;
}

const landByName = new Map(laender.flatMap((land) => land.names.map((name) => [key(name), land] as const)));
const landByCity = new Map(laender.flatMap((land) => land.cities.map((city) => [key(city), land] as const)));

/** The names a store's place also goes by, beyond its city: prefecture and region, Land, the city in other languages. */
export function placeNames(place: Place): string[] {
  const names: string[] = otherCityNames(place.country, place.city);
  if (place.country === "JP") {
    const prefecture = prefectureOf(place.region);
    if (prefecture) {
      names.push(prefecture.kanji, prefecture.romaji, prefectureReadings[prefecture.code - 1] ?? "");
      for (const region of japaneseRegions)
        if (region.prefectures.includes(prefecture.code)) names.push(...region.names);
    }
  }
  if (place.country === "DE") {
    const land = (place.region ? landByName.get(key(place.region)) : undefined) ?? landByCity.get(key(place.city));
    if (land) names.push(...land.names);
  }
  if (place.country === "AT" || place.country === "CH") {
    const own = alpineRegions.filter((r) => r.country === place.country);
    const region =
      (place.region ? own.find((r) => r.names.some((n) => key(n) === key(place.region ?? ""))) : undefined) ??
      own.find((r) => r.cities.some((c) => key(c) === key(place.city)));
    if (region) names.push(...region.names);
  }
  return names.filter(Boolean);
}

/**
 * Where a store stands among its country's stores: a Japanese store by its prefecture's code (north
 * to south; an unknown prefecture last), any other 0 (its country keeps its own order).
 */
export function placeRank(place: Place): number {
  if (place.country !== "JP") return 0;
  return prefectureOf(place.region)?.code ?? prefectures.length + 1;
}
