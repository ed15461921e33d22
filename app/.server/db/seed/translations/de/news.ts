import { keyActionLab } from "~/lib/figures";
import { byGender } from "~/lib/i18n/gender";
import { updateMinutesIn } from "~/lib/support/firmware-text";
import { firmwareArticleId, updateNotes, updatesFromDrive } from "../../articles";
import { firmwareSeeds } from "../../firmware";
import { productSeeds } from "../../products";
import type { ArticleTranslation, NewsTranslation } from "../types";
import { firmware } from "./firmware";

/**
 * A firmware update article, as the English builds it from the release notes. `name` is the model
 * as printed; German takes the article of the product's grammatical gender (its `gender`: "das" SP-C121,
 * "die" MR101S).
 */
function update(productId: string, version: string, name: string, minimum?: string): ArticleTranslation {
  const gender = productSeeds.find((p) => p.id === productId)?.gender;
  const article = byGender({ n: "das", f: "die", m: "den" }, gender);
  const genitive = byGender({ n: "des", f: "der", m: "des" }, gender);
  // a release that needs a stepping stone says so first, with the notes that explain it
  const { prerequisite, listed: changes } = updateNotes(firmware[`${productId}@${version}`] ?? [], minimum);
  return {
    title: `${name}-Firmware ${version}`,
    summary: changes[0] ?? `Firmware ${version}`,
    body: [
      ...(minimum
        ? [{ type: "p" as const, text: steppingStoneParagraphDe(`${article} ${name}`, version, minimum, prerequisite) }]
        : []),
      {
        type: "p",
        text: `Die Firmware ${version} für ${article} ${name} ist ab sofort verfügbar. ${updatesFromDrive(productId) ? "Mit einem USB-Stick" : "Vom Computer aus über USB"} ist das Update in etwa ${updateMinutesIn("de")} Minuten erledigt.`,
      },
      { type: "h2", text: "Die Änderungen" },
      { type: "ul", items: changes },
      {
        type: "p",
        text: `Laden Sie die Firmware herunter; wie Sie das Update Schritt für Schritt ausführen, zeigt die Anleitung mit Abbildungen auf der [Firmware-Seite ${genitive} ${name}](/support/firmware/${productId}).`,
      },
    ],
  };
}

/** The first paragraph of a release's article that needs a stepping stone, in German. */
export const steppingStoneParagraphDe = (model: string, version: string, minimum: string, notes: readonly string[]) =>
  [
    `Die Firmware ${version} für ${model} setzt die Firmware ${minimum} oder neuer auf dem Instrument voraus: Aktualisieren Sie zuerst auf ${minimum}.`,
    ...notes,
  ].join(" ");

export const news: NewsTranslation = {
  articles: {
    // News
    "akx10s-launch": {
      title: "Noteva AKX10S: Unser Flaggschiff-Arranger ist da",
      summary:
        "300 Styles, 1.133 Klänge, ein 7-Zoll-Touchscreen und 768 MB Erweiterungsspeicher: Das AKX10S ist ab dieser Woche im Fachhandel erhältlich.",
      body: [
        {
          type: "p",
          text: "Das AKX10S ist der Arranger, den sich unsere Bühnenmusikerinnen und -musiker gewünscht haben. Seine 300 Styles mit je vier Variationen folgen Ihrer linken Hand, und im Speicher ist Platz für 1.000 User-Styles.",
        },
        { type: "h2", text: "Klänge für jedes Set" },
        {
          type: "p",
          text: "Die Klangerzeugung spielt 1.133 Klänge mit 256 Stimmen – lange Flächen und ausklingende Pianotöne reißen nie ab. In 768 MB Erweiterungsspeicher finden neue Soundpacks und Ihre eigenen Samples Platz.",
        },
        { type: "img", pic: "product/akx10s-angle", caption: "Das AKX10S mit seinem 7-Zoll-Touchscreen" },
        { type: "h2", text: "Gebaut für die Bühne" },
        {
          type: "ul",
          items: [
            "Songbook mit 2.000 Einträgen",
            "Eingang MIC/LINE IN für Mikrofon, mit Vocal Harmony",
            "Externe Laufwerke bis 512 GB",
          ],
        },
        {
          type: "p",
          text: "Lesen Sie die vollständigen [technischen Daten des AKX10S](/product/detail/AKX10S) oder [finden Sie einen Händler](/dealer/distributor), um es selbst anzuspielen.",
        },
      ],
    },

    "mr101s-launch": {
      title: "Drumcomputer MR101S: Grooves, die Sie mit den Händen spielen",
      summary:
        "16 anschlagdynamische Pads, 48 Kits und 100 Preset-Patterns in einem Gerät, das in einen Rucksack passt.",
      body: [
        {
          type: "p",
          text: "Der MR101S ist ein Drumcomputer für Musikerinnen und Musiker, die lieber spielen als programmieren: Spielen Sie einen Beat auf 16 druckempfindlichen Pads ein, und er spielt ihn als Loop, während Sie den nächsten Part aufbauen.",
        },
        { type: "img", pic: "product/mr101s-angle", caption: "Der MR101S" },
        { type: "h2", text: "Was drinsteckt" },
        {
          type: "ul",
          items: [
            "48 Kits, von akustisch bis elektronisch",
            "100 Preset-Patterns und 100 User-Patterns",
            "MIDI-Clock-Ein- und -Ausgang, USB-MIDI",
          ],
        },
        { type: "p", text: "Alle Details finden Sie auf der [Produktseite des MR101S](/product/MR101S)." },
      ],
    },

    "superbooth-2025": {
      title: "Besuchen Sie uns auf der SUPERBOOTH25 in Berlin",
      summary:
        "Spielen Sie vom 8. bis 10. Mai das gesamte Sortiment an unserem Stand A14 im FEZ-Berlin – mit stündlichen Sessions unseres Sounddesign-Teams.",
      body: [
        {
          type: "p",
          text: "Vom 8. bis 10. Mai 2025 sind wir auf der SUPERBOOTH25, der Fachmesse für elektronische Musikinstrumente im FEZ-Berlin in der Wuhlheide. Sie finden uns in Halle A an Stand A14, wo alle Instrumente zusammenkommen: die Portable-Pianos und die Kompaktpianos, der Arranger AKX10S und die MK-Familie sowie der Drumcomputer MR101S.",
        },
        {
          type: "p",
          text: "Jede Stunde zeigt unser Sounddesign-Team, wie ein Pianoklang aufgenommen und intoniert wird, und beantwortet Ihre Fragen.",
        },
      ],
    },

    "sp201plus-stage": {
      title: "Das SP201Plus geht auf Tour",
      summary:
        "Drei Profis an den Tasten haben sich wegen seiner Mechanik und seiner Line-Ausgänge für das SP201Plus entschieden – und es mit auf Tour genommen.",
      body: [
        {
          type: "p",
          text: "Wer mit Keyboards auf Tour geht, braucht ein Instrument, das über jede PA richtig klingt und jede Fahrt im Transporter übersteht. Drei Profis an den Tasten haben das SP201Plus in diesem Frühjahr mit auf Tour genommen.",
        },
        {
          type: "p",
          text: "Ihr Urteil: Die Hammermechanik spielt sich Abend für Abend gleich, und die Line-Ausgänge gehen direkt ins Mischpult. Lesen Sie die [technischen Daten des SP201Plus](/product/detail/SP201Plus).",
        },
      ],
    },

    "school-programme": {
      title: "Keyboards für 120 Schulmusikräume",
      summary: "Unser Schulprogramm stattet Musikräume mit MK61-Keyboards aus und bietet Fortbildungen für Lehrkräfte.",
      body: [
        {
          type: "p",
          text: "Musikunterricht beginnt mit einem Instrument in den Händen jeder Schülerin und jedes Schülers. In diesem Jahr liefert unser Schulprogramm MK61-Keyboards an 120 Schulmusikräume – mit Kopfhörern und einem Tag Fortbildung für die Lehrkräfte.",
        },
        {
          type: "ul",
          items: [
            "Anschlagdynamische Tasten in voller Größe",
            "Lernfunktion mit Bewertung",
            "Bluetooth-MIDI für Apps im Unterricht",
          ],
        },
      ],
    },

    "cp203-design-award": {
      title: "Designpreis für das CP203, das Kompaktpiano von Noteva",
      summary: "Die Jury lobte das 35 cm tiefe Gehäuse und den Schiebe-Tastendeckel.",
      body: [
        {
          type: "p",
          text: "Das CP203 wurde in der Kategorie Heiminstrumente mit einem Preis für Möbeldesign ausgezeichnet. Die Jury hob besonders das 35 cm tiefe Gehäuse hervor, das auch dort Platz findet, wo kein Klavier hinpasst, sowie den Schiebe-Tastendeckel.",
        },
        { type: "p", text: "Entdecken Sie das [CP203](/product/CP203) in Schwarz satiniert, Weiß und Palisander." },
      ],
    },

    "notevapark-opens": {
      title: "Der Noteva Park öffnet seine Türen",
      summary: "Entwicklung, Intonation und Prüflabor unter einem Dach – und ein Saal, der allen offensteht.",
      body: [
        {
          type: "p",
          text: `Der Noteva Park ist unser neues Zuhause. In den Hörräumen intonieren wir unsere Pianoklänge, im Labor wird ${keyActionLab.de}, und im Saal spielen Lehrkräfte, Kundinnen und Kunden neue Instrumente schon vor ihrer Auslieferung.`,
        },
        { type: "p", text: "Mehr dazu auf der [Seite zum Noteva Park](/aboutus/notevapark)." },
      ],
    },

    "mk-family-2026": {
      title: "Die MK-Familie: ein Keyboard für die ersten Unterrichtsstunden",
      summary:
        "Das MK49 und das MK61 nutzen jetzt dasselbe Lernsystem; mit zehn Demosongs und der Melodieaufnahme des MK37 fangen schon die Jüngsten an.",
      body: [
        {
          type: "p",
          text: "Kinder fangen klein an und wachsen schnell. Das MK37 hat zehn Demosongs zum Anhören und eine Melodieaufnahme, die das eigene Spiel wiedergibt. Das MK49 und das MK61 verwenden jetzt dieselben Lernschritte und dieselbe Bewertung: Wer vom MK49 auf das MK61 umsteigt, findet die vertrauten Lektionen wieder.",
        },
        {
          type: "ul",
          items: [
            "MK37: 37 Minitasten für die Jüngsten",
            "MK49: 49 Tasten in voller Größe",
            "MK61: 61 anschlagdynamische Tasten in voller Größe",
          ],
        },
      ],
    },

    "dealer-network-2026": {
      title: "Noteva anspielen: jetzt bei Händlern in 14 Ländern",
      summary: "Unser Händlernetz umfasst jetzt 14 Länder, mit Vorführecken in ausgewählten Fachgeschäften.",
      body: [
        {
          type: "p",
          text: "Ein Instrument will gespielt werden, bevor man es kauft. Unser Händlernetz reicht jetzt in 14 Länder, und ausgewählte Fachgeschäfte haben eine Noteva-Ecke, in der jedes Modell spielbereit aufgebaut ist.",
        },
        { type: "p", text: "Hier finden Sie [einen Händler in Ihrer Nähe](/dealer/distributor)." },
      ],
    },

    "sound-design-interview": {
      title: "Wie wir einen Konzertflügel aufnehmen",
      summary:
        "Drei Wochen, ein Konzertflügel, jede Taste in vier Dynamikstufen – und warum wir die Resonanz modellieren, statt sie zu sampeln.",
      body: [
        {
          type: "p",
          text: "Ein Digitalpiano ist nur so gut wie die Aufnahme in seinem Inneren. Wir haben drei Wochen mit einem Konzertflügel in einem Saal verbracht und jede Taste in vier Dynamikstufen aufgenommen.",
        },
        { type: "h2", text: "Resonanz, die Sie hören" },
        {
          type: "p",
          text: "Saiten- und Dämpferresonanz werden modelliert, nicht gesampelt: Halten Sie das Pedal, klingen die Töne ineinander wie auf einem akustischen Piano.",
        },
      ],
    },

    "summer-academy-2026": {
      title: "Sommerakademie für junge Pianistinnen und Pianisten",
      summary: "Eine Woche Unterricht, Konzerte und Aufnahmen im Noteva Park für 40 junge Pianistinnen und Pianisten.",
      body: [
        {
          type: "p",
          text: "Eine Woche lang waren 40 junge Pianistinnen und Pianisten im Noteva Park: Unterricht bei Gastlehrkräften, ein Abendkonzert und ein Tag im Studio, an dem sie ihre eigenen Stücke aufnahmen.",
        },
      ],
    },

    "akx10s-artist-series": {
      title: "AKX10S Artist Series: Styles, eingespielt von gefragten Eventbands",
      summary: "Ein kostenloses Paket mit 40 Styles, aufgenommen mit gefragten Hochzeits- und Eventbands.",
      body: [
        {
          type: "p",
          text: "Eventbands wissen, was einen Saal zum Tanzen bringt. Mit fünf von ihnen haben wir 40 neue Styles aufgenommen; das Paket ist für alle, die ein AKX10S besitzen, kostenlos und wird im User-Style-Speicher installiert.",
        },
        { type: "p", text: "Alles über das AKX10S finden Sie auf seiner [Produktseite](/product/AKX10S)." },
      ],
    },

    // Updates
    ...Object.fromEntries(
      firmwareSeeds
        .filter(([, version]) => version !== "1.0.0")
        .map(([id, version, , , minimum]) => [
          firmwareArticleId(id, version),
          update(id, version, id === "SPC121" ? "SP-C121" : id, minimum),
        ]),
    ),
    "cp203-manual-rev-b": {
      title: "CP203-Bedienungsanleitung, Revision B",
      summary:
        "Revision B ergänzt die Einstellung der Halbpedal-Empfindlichkeit und beschreibt den Pedalanschluss klarer.",
      body: [
        {
          type: "p",
          text: "Revision B der Bedienungsanleitung zum CP203 ergänzt die Einstellung der Halbpedal-Empfindlichkeit und beschreibt den Pedalanschluss klarer.",
        },
        {
          type: "p",
          text: "Laden Sie sie über die [Downloads zum CP203](/product/detail/CP203) herunter oder lesen Sie sie [online](/support/manuals/CP203).",
        },
      ],
    },
  },
  firmware,
};
