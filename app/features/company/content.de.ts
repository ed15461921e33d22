import { keyActionLab, keyActionTest } from "~/lib/figures";
import type * as en from "./content";

/** German copy of the company pages, mirroring `./content.ts`: names, years and pictures unchanged. */
export const timeline: typeof en.timeline = [
  {
    year: "2009",
    title: "Eine Werkstatt und eine Stimmgabel",
    text: "Eine Klaviertechnikerin und zwei Toningenieure gründen Noteva in einer gemieteten Werkstatt. Sie reparieren Stagepianos und nehmen die Instrumente auf, die durch ihre Hände gehen.",
  },
  {
    year: "2012",
    title: "Das erste Noteva-Piano",
    text: "Unser erstes Portable-Piano verbindet eine lizenzierte Hammermechanik mit einem Flügel, der in drei Dynamikstufen aufgenommen wurde. Bald empfehlen Lehrkräfte es ihren Schülerinnen und Schülern.",
  },
  {
    year: "2015",
    title: "Die MK-Familie",
    text: "Die MK-Keyboards bringen für den Einstieg Lernfunktionen mit Bewertung und Fingersatzanzeige mit – und laufen im Klassenzimmer mit Batterien.",
  },
  {
    year: "2018",
    title: "Unsere eigene Tastaturmechanik",
    text: `Wir entwickeln eine eigene graduierte Hammermechanik, die ${keyActionTest.de} wird, und bauen sie in jedes unserer Pianos mit 88 Tasten ein.`,
  },
  {
    year: "2021",
    title: "Vier Dynamikstufen",
    text: "Eine neue Aufnahme eines Konzertflügels in vier Dynamikstufen, mit modellierter Saitenresonanz, wird zum Klang aller Noteva-Pianos; die späteren Modelle SP-C121 und CP203 ergänzen die Dämpferresonanz.",
  },
  {
    year: "2025",
    title: "AKX10S und MR101S",
    text: "Unser Flaggschiff-Arranger und unser erster Drumcomputer erscheinen in derselben Saison, und der Noteva Park öffnet seine Türen.",
  },
  {
    year: "2026",
    title: "{countriesFigure} Länder",
    text: "Vertriebspartner und Händler in {countries} Ländern führen das Sortiment, mit Vorführecken in ausgewählten Fachgeschäften.",
  },
];

export const values: typeof en.values = [
  {
    title: "Der Klang zuerst",
    text: "Jeder Pianoklang wird nach Gehör intoniert – von Menschen, die selbst spielen, in einem Raum, der zum Zuhören gebaut ist.",
  },
  {
    title: "Gebaut für Jahre",
    text: `Tastaturmechaniken werden ${keyActionTest.de}; Firmware-Updates halten die Instrumente über Jahre aktuell.`,
  },
  {
    title: "Support mit Namen und Gesicht",
    text: "Bedienungsanleitungen, Firmware und Fachleute, die mit ihrem Namen antworten: Der Support ist Teil des Instruments.",
  },
];

export const team: typeof en.team = [
  {
    name: "Ilse Marquardt",
    role: "Mitgründerin, Leitung Klangentwicklung",
    text: "Vor Noteva war Ilse 20 Jahre lang Klaviertechnikerin. Heute intoniert sie jeden Pianoklang, den wir ausliefern, und stimmt den Studioflügel noch immer selbst.",
  },
  {
    name: "Tomás Ferreira",
    role: "Mitgründer, Entwicklung",
    text: "Vor Noteva arbeitete Tomás als Toningenieur. Heute leitet er das Team, das unsere Tastaturmechaniken und Klangerzeugungen entwickelt, und hält das Testlabor für die Mechaniken Tag und Nacht am Laufen.",
  },
  {
    name: "Jonas Albers",
    role: "Mitgründer, Aufnahme",
    text: "Vor Noteva war Jonas Toningenieur in Hamburger Tonstudios. Er hat den Konzertflügel, der in jedem Noteva-Piano klingt, in vier Dynamikstufen aufgenommen und leitet bis heute jede Sampling-Aufnahme.",
  },
  {
    name: "Aiko Tanabe",
    role: "Produktdesign",
    text: "Aiko bestimmt, wie unsere Instrumente aussehen und sich anfühlen – vom 35 cm tiefen Gehäuse des CP203 bis zu den Pads des MR101S.",
  },
  {
    name: "Daniel Okafor",
    role: "Arranger-Styles",
    text: "Daniel steht selbst als Keyboarder auf der Bühne und nimmt die Styles des AKX10S mit Event- und Hochzeitsbands auf.",
  },
  {
    name: "Lena Virtanen",
    role: "Kundenservice",
    text: "Lenas Team beantwortet die Fragen unserer Kundinnen und Kunden und schreibt die Anleitungen für Firmware-Updates aus Kundensicht.",
  },
  {
    name: "Marco Bellini",
    role: "Händlernetz",
    text: "Marco arbeitet mit Vertriebspartnern und Händlern in {countries} Ländern zusammen, damit Sie ein Noteva-Instrument spielen können, bevor Sie es kaufen.",
  },
];

export const technologies: typeof en.technologies = [
  {
    title: "Graduierte Hammermechanik",
    text: `Schwerer im Bass und leichter im Diskant, wie die Hämmer eines akustischen Flügels. Unsere Mechanik wird ${keyActionTest.de}.`,
    pic: "feature/spc121-sp1",
    points: [
      "88 Tasten in voller Größe",
      "Vier Stufen der Anschlagdynamik",
      "Druckpunktsimulation (Escapement) beim CP203",
    ],
  },
  {
    title: "Flügel in vier Dynamikstufen",
    text: "Ein Konzertflügel, Taste für Taste in vier Dynamikstufen aufgenommen: Eine leise Passage hat eine andere Klangfarbe als eine laute, nicht nur eine geringere Lautstärke.",
    pic: "feature/cp203-sp2",
    points: ["Saitenresonanz", "Dämpferresonanz beim SP-C121 und CP203", "Key-Off-Samples beim CP203"],
  },
  {
    title: "Im Gehäuse abgestimmte Lautsprecher",
    text: "Jedes Lautsprechersystem wird in dem Gehäuse abgestimmt, aus dem es klingt: bei den Portable-Pianos und Portable-Keyboards auf die Person am Instrument ausgerichtet, beim CP203 auf die Person am Instrument und den Raum.",
    pic: "feature/akx10s-sp3",
    points: ["Bis zu 2 × 30 W", "Hochtöner beim AKX10S", "Raumklang im Kopfhörer beim CP203"],
  },
  {
    title: "Pads mit Fingerspitzengefühl",
    text: "Die Pads des MR101S erfassen Anschlagstärke und Druck – ein mit den Fingerspitzen gespielter Wirbel klingt anders als ein Schlag mit der Handfläche.",
    pic: "feature/mr101s-sp1",
    points: ["16 Pads, anschlag- und druckempfindlich", "52 Kits (ab Firmware 1.2.0)", "MIDI-Clock-Ein- und -Ausgang"],
  },
];

export const park: typeof en.park = {
  intro: `Im Noteva Park arbeiten wir unter einem Dach: In den Hörräumen intonieren wir unsere Pianoklänge, im Labor wird ${keyActionLab.de}, und im Saal spielen Lehrkräfte, Kundinnen und Kunden neue Instrumente schon vor ihrer Auslieferung.`,
  spaces: [
    {
      title: "Die Hörräume",
      text: "Drei Räume mit der Akustik eines Wohnzimmers, eines Studios und eines kleinen Saals. Jeder Klang wird vor der Veröffentlichung in allen dreien geprüft.",
      pic: "banner/cp203-1",
    },
    {
      title: "Das Mechaniklabor",
      text: `Hier wird ${keyActionLab.de}, während wir das Gewicht und die Rückstellung jeder Taste messen.`,
      pic: "detail/spc121-keys",
    },
    {
      title: "Der Saal",
      text: "Ein Saal für 120 Personen, in dem jedes Noteva-Instrument spielbereit aufgebaut ist.",
      pic: "banner/akx10s-2",
    },
  ],
  visit: [
    "Samstags 10–17 Uhr geöffnet, Eintritt frei.",
    "Führungen durch die Hörräume am ersten Samstag jedes Monats.",
  ],
  directions: [
    "Mit der U-Bahn: U4 bis Überseequartier, zwei Stationen ab Hamburg Hauptbahnhof, oder U3 bis Baumwall; von beiden Haltestellen sind es etwa zehn Minuten zu Fuß.",
    "Mit dem Auto: Besucherparkplätze gibt es am Noteva Park nicht. Nutzen Sie eines der öffentlichen Parkhäuser in der HafenCity, wenige Gehminuten entfernt, oder kommen Sie mit öffentlichen Verkehrsmitteln.",
  ],
};
