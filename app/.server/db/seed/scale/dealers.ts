/** The fixture's store network: thousands of dealers and a few distributors per country. */
import { type CountryCode, getExampleNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import examples from "libphonenumber-js/mobile/examples";
import type { DealerSeed, ProductLine } from "../dealers";
import type { DealerTranslation } from "../translations/types";
import { japaneseStore } from "./japanese";
import { type Country, countries, type Tongue } from "./places";
import { type Random, seededRandom, slug } from "./random";

const surnames: Record<Tongue, string[]> = {
  de: ["Becker", "Hoffmann", "Krause", "Lehmann", "Vogel", "Brandt", "Keller", "Wagner"],
  en: ["Harper", "Whitfield", "Bennett", "Caldwell", "Marsh", "Fletcher", "Morgan", "Hayes"],
  fr: ["Lambert", "Moreau", "Girard", "Fontaine", "Rousseau", "Chevalier", "Garnier"],
  it: ["Ricci", "Conti", "Marino", "Bianchi", "Galli", "Ferraro", "Greco"],
  es: ["Ortega", "Navarro", "Romero", "Delgado", "Castillo", "Molina", "Vidal"],
  pt: ["Almeida", "Carvalho", "Ribeiro", "Teixeira", "Moura", "Pires"],
  nl: ["de Vries", "Jansen", "Visser", "Bakker", "Smit", "Peeters", "Maes"],
  nordic: ["Lindqvist", "Berg", "Dahl", "Nyström", "Holm", "Virtanen", "Lund"],
  slavic: ["Nowak", "Novák", "Kovač", "Horvat", "Petrov", "Dvořák", "Wiśniewski"],
  ja: ["Tanaka", "Sato", "Suzuki", "Kobayashi", "Yamamoto", "Nakamura", "Ito"],
  asia: ["Lee", "Chen", "Wong", "Tan", "Lim", "Park", "Nguyen", "Wang"],
  other: ["Nagy", "Popescu", "Yılmaz", "Papadopoulos", "Cohen", "Ozols", "Kazlauskas"],
};

const patterns: Record<Tongue, string[]> = {
  de: ["Musikhaus {n}", "Klavierhaus {c}", "Piano {n}", "{n} Musikinstrumente", "Tastenwelt {c}"],
  en: ["{n} Music", "{c} Piano Centre", "{n} & Sons Pianos", "Keys & Beats {c}", "The {c} Music Room"],
  fr: ["Maison du Piano {c}", "{n} Musique", "Pianos {n}", "L'Atelier Musical {c}"],
  it: ["Casa Musicale {n}", "Pianoforti {n}", "Strumenti {c}"],
  es: ["Casa de Música {n}", "Pianos {n}", "Musical {c}"],
  pt: ["Casa da Música {n}", "Pianos {n}", "Musical {c}"],
  nl: ["Muziekhuis {n}", "Pianohuis {c}", "{n} Muziek"],
  nordic: ["{n} Musik", "{c} Pianohus", "Musikhuset {n}"],
  slavic: ["Salon Muzyczny {n}", "Piano {c}", "Music {n}"],
  ja: ["{n} Gakki", "{c} Piano Center", "Ongaku-dō {n}"],
  asia: ["{n} Music", "{c} Piano Gallery", "Melody House {c}"],
  other: ["{n} Music", "{c} Music House", "Piano {n}"],
};

const hours = [
  "Mon–Fri 10:00–19:00, Sat 10:00–16:00",
  "Tue–Sat 10:00–18:30",
  "Mon–Sat 09:30–18:00",
  "Mon–Fri 11:00–20:00, Sat–Sun 11:00–17:00",
  "Mon–Sat 10:00–20:00",
  "Mon–Fri 09:00–17:30 (trade only)",
];

const lineSets: ProductLine[][] = [
  ["DigitalPianos", "Keyboards", "Drums"],
  ["DigitalPianos", "Keyboards"],
  ["DigitalPianos"],
  ["Keyboards", "Drums"],
  ["Keyboards"],
  ["Drums"],
];

function fill(shape: string, r: Random): string {
  return shape.replace(/[#A]/g, (ch) => (ch === "#" ? String(r.int(0, 9)) : String.fromCharCode(65 + r.int(0, 25))));
}

function streetLine(country: Country, r: Random): string {
  const number = r.int(1, 180);
  const street = r.pick(country.streets);
  if (country.style === "number-name") return `${number} ${street}`;
  if (country.style === "name-comma-number") return `${street}, ${number}`;
  if (country.style === "jp") return `${r.int(1, 4)}-${r.int(1, 20)}-${r.int(1, 30)} ${street}`;
  return `${street} ${number}`;
}

const examplesByCountry = new Map<string, string | undefined>();
/** The country's example number from libphonenumber's data, nationally significant digits only. */
function exampleOf(code: string): string | undefined {
  if (!examplesByCountry.has(code))
    examplesByCountry.set(code, getExampleNumber(code as CountryCode, examples)?.nationalNumber);
  return examplesByCountry.get(code);
}

/**
 * A valid number in the country: its example number with the digits after the first three
 * drawn at random (the example itself when that is not valid), internationally written.
 */
function phone(country: Country, r: Random): string {
  const drawn = `${r.int(10, 99)}${fill("########", r)}`;
  const example = exampleOf(country.code);
  if (!example) return `${country.dial} ${drawn}`;
  const varied = parsePhoneNumberFromString(
    `${country.dial}${example.slice(0, 3)}${drawn.slice(0, example.length - 3)}`,
  );
  const number = varied?.isValid() ? varied : parsePhoneNumberFromString(`${country.dial}${example}`);
  return number?.formatInternational() ?? `${country.dial} ${example}`;
}

/**
 * `count` stores spread over every country of ./places.ts, a distributor first in each; ids,
 * names and addresses are unique and deterministic.
 */
export function scaledDealers(
  count: number,
  taken: ReadonlySet<string>,
): (DealerSeed & { native?: DealerTranslation })[] {
  const r = seededRandom(5_000_011);
  const ids = new Set(taken);
  const out: (DealerSeed & { native?: DealerTranslation })[] = [];
  for (let i = 0; out.length < count; i++) {
    const country = countries[i % countries.length] as Country;
    const round = Math.floor(i / countries.length);
    const [city, lat, lng, region] = r.pick(country.cities);
    const tongue = country.tongue;
    const pattern = r.pick(patterns[tongue]);
    const surname = r.pick(surnames[tongue]);
    const name = pattern.replace("{n}", surname).replace("{c}", city);
    let id = `${country.code.toLowerCase()}-${slug(city)}-${slug(name)}`.slice(0, 70).replace(/-$/, "");
    const base = id;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    const web = slug(`${name}-${city}`).slice(0, 50).replace(/-$/, "");
    const street = streetLine(country, r);
    const native = tongue === "ja" ? japaneseStore(pattern, surname, city, street) : undefined;
    out.push({
      id,
      name,
      type: round % 40 === 0 ? "distributor" : "dealer",
      country: country.code,
      city,
      ...(region ? { region } : {}),
      street,
      postcode: fill(country.postcode, r),
      phone: phone(country, r),
      email: `info@${web}.example`,
      website: `https://${web}.example`,
      // within about 6 km of the centre
      lat: Math.round((lat + (r.next() - 0.5) * 0.1) * 10_000) / 10_000,
      lng: Math.round((lng + (r.next() - 0.5) * 0.12) * 10_000) / 10_000,
      lines: r.pick(lineSets),
      hours: r.pick(hours),
      verified: `2026-${String(r.int(2, 10)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
      ...(native ? { native } : {}),
    });
  }
  return out;
}
