/**
 * Germany's Länder (ISO 3166-2:DE) with their names in German and English, and the cities a store
 * is most likely in: a German store's address names no Land, so Find a Store knows it from the
 * city (or from the store's region, when an editor gave one). Data, not code.
 */

export type Land = {
  /** ISO 3166-2:DE, without "DE-". */
  code: string;
  /** Its German name, then its other names (English, abbreviations). */
  names: readonly string[];
  /** Its cities, as German addresses write them. */
  cities: readonly string[];
};

export const laender: readonly Land[] = [
  {
    code: "BW",
    names: ["Baden-Württemberg"],
    cities: ["Stuttgart", "Mannheim", "Karlsruhe", "Freiburg im Breisgau", "Heidelberg", "Ulm", "Heilbronn"],
  },
  {
    code: "BY",
    names: ["Bayern", "Bavaria", "Freistaat Bayern"],
    cities: ["München", "Nürnberg", "Augsburg", "Regensburg", "Würzburg", "Ingolstadt", "Fürth", "Erlangen"],
  },
  { code: "BE", names: ["Berlin"], cities: ["Berlin"] },
  { code: "BB", names: ["Brandenburg"], cities: ["Potsdam", "Cottbus", "Brandenburg an der Havel"] },
  { code: "HB", names: ["Bremen"], cities: ["Bremen", "Bremerhaven"] },
  { code: "HH", names: ["Hamburg"], cities: ["Hamburg"] },
  {
    code: "HE",
    names: ["Hessen", "Hesse"],
    cities: ["Frankfurt am Main", "Wiesbaden", "Kassel", "Darmstadt", "Offenbach am Main", "Gießen", "Marburg"],
  },
  {
    code: "MV",
    names: ["Mecklenburg-Vorpommern", "Mecklenburg-Western Pomerania"],
    cities: ["Rostock", "Schwerin", "Greifswald", "Stralsund"],
  },
  {
    code: "NI",
    names: ["Niedersachsen", "Lower Saxony"],
    cities: ["Hannover", "Braunschweig", "Oldenburg", "Osnabrück", "Wolfsburg", "Göttingen", "Hildesheim", "Lüneburg"],
  },
  {
    code: "NW",
    names: ["Nordrhein-Westfalen", "North Rhine-Westphalia", "NRW"],
    cities: [
      "Köln",
      "Düsseldorf",
      "Dortmund",
      "Essen",
      "Duisburg",
      "Bochum",
      "Wuppertal",
      "Bielefeld",
      "Bonn",
      "Münster",
      "Aachen",
      "Mönchengladbach",
      "Gelsenkirchen",
    ],
  },
  {
    code: "RP",
    names: ["Rheinland-Pfalz", "Rhineland-Palatinate"],
    cities: ["Mainz", "Ludwigshafen am Rhein", "Koblenz", "Trier", "Kaiserslautern"],
  },
  { code: "SL", names: ["Saarland"], cities: ["Saarbrücken"] },
  {
    code: "SN",
    names: ["Sachsen", "Saxony", "Freistaat Sachsen"],
    cities: ["Dresden", "Leipzig", "Chemnitz", "Zwickau"],
  },
  { code: "ST", names: ["Sachsen-Anhalt", "Saxony-Anhalt"], cities: ["Magdeburg", "Halle (Saale)", "Dessau-Roßlau"] },
  { code: "SH", names: ["Schleswig-Holstein"], cities: ["Kiel", "Lübeck", "Flensburg", "Neumünster"] },
  {
    code: "TH",
    names: ["Thüringen", "Thuringia", "Freistaat Thüringen"],
    cities: ["Erfurt", "Jena", "Weimar", "Gera"],
  },
];
