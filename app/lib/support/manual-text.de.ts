/** The owner's manual's fixed text in German (the shape and the English: `manual-text.ts`). */
import type { ManualText } from "./manual-text.ts";

export const manualTextDe: ManualText = {
  listSeparator: ", ",
  titles: {
    safety: "Wichtige Sicherheitshinweise",
    "in-the-box": "Lieferumfang",
    panel: "Bedienfeld",
    "getting-started": "Erste Schritte",
    playing: "Spielen",
    connections: "Anschlüsse",
    troubleshooting: "Fehlerbehebung",
    specifications: "Technische Daten",
  },
  safety: [
    "Lesen Sie diese Anleitung und bewahren Sie sie zum späteren Nachschlagen auf.",
    "Verwenden Sie ausschließlich den mitgelieferten Netzadapter und schließen Sie ihn nur an eine Steckdose mit der darauf angegebenen Spannung an.",
    "Setzen Sie das Instrument weder Regen noch Feuchtigkeit aus und stellen Sie keine mit Flüssigkeit gefüllten Behälter darauf ab.",
    "Stellen Sie das Instrument nicht in der Nähe von Wärmequellen wie Heizkörpern oder in direktem Sonnenlicht auf.",
    "Ziehen Sie den Netzadapter bei Gewitter oder längerer Nichtbenutzung des Instruments aus der Steckdose.",
    "Hören Sie nicht über längere Zeit mit hoher Lautstärke: Dies kann zu Gehörschäden führen.",
    "Überlassen Sie alle Wartungs- und Reparaturarbeiten qualifiziertem Fachpersonal; im Inneren befinden sich keine Teile, die vom Benutzer gewartet werden können.",
    "Reinigen Sie das Instrument nur mit einem weichen, trockenen Tuch; verwenden Sie niemals Lösungsmittel.",
  ],
  inTheBox: {
    // "Netzadapter 12 V / 2 A" as the data names it, not "Netzadapter (Netzadapter 12 V / 2 A)"
    adaptor: (power) =>
      power?.startsWith("Netzadapter") ? power : `Netzadapter (${power ?? "siehe „Technische Daten“"})`,
    sustainPedal: "Sustain-Pedal",
    musicRest: "Notenpult",
    manuals: "Diese Bedienungsanleitung und die Kurzanleitung",
  },
  // "Sustain-Pedal im Lieferumfang", "inklusive", "mitgeliefert", ...; not "nicht enthalten" or "optional".
  pedalIncluded: (pedal) =>
    /Lieferumfang|inklusive|inkl\.|enthalten|mitgeliefert|beiliegend|included/i.test(pedal) &&
    !/nicht|optional|separat|gesondert/i.test(pedal),
  panel: {
    power: "Schalter POWER: schaltet das Instrument ein und aus.",
    masterVolume: "MASTER VOLUME: regelt die Lautstärke der Lautsprecher und Kopfhörer.",
    display: (display) => `Display (${display}): zeigt den gewählten Klang, das Tempo und die Einstellungen an.`,
    style: "Tasten STYLE: wählen einen Begleit-Style; die Style-Steuertasten starten und variieren ihn.",
    startsStyle: (control) => control.includes("Start"),
    styleControl: (name, starts) => `${name}: ${starts ? "startet oder stoppt den Style" : "Style-Steuerung"}.`,
    panelControl: (control) => `${control}.`,
    layerSplit: "LAYER / SPLIT: spielt zwei Klänge gleichzeitig oder je einen in jeder Hälfte der Tastatur.",
    duo: "DUO: teilt die Tastatur in zwei gleiche Bereiche für Lehrer und Schüler.",
    sequencer: (sequencer) => `RECORD / PLAY: nimmt Ihr Spiel auf und gibt es wieder (${sequencer}).`,
    metronome:
      "METRONOME: startet das Metronom; zum Einstellen des Tempos halten Sie FUNCTION gedrückt und drücken die mit TEMPO beschrifteten Tasten.",
  },
  gettingStarted: {
    place: "Stellen Sie das Instrument auf einen stabilen Ständer oder Tisch, geschützt vor direktem Sonnenlicht.",
    power: "Schließen Sie den Netzadapter an die Buchse DC IN und dann an eine Steckdose an.",
    pedal: "Schließen Sie das Pedal vor dem Einschalten an die Buchse SUSTAIN an.",
    volume: "Regeln Sie MASTER VOLUME ganz herunter, drücken Sie POWER und erhöhen Sie die Lautstärke beim Spielen.",
    headphones:
      "Um ungestört zu üben, schließen Sie Kopfhörer an die Buchse PHONES an: Die Lautsprecher werden dann abgeschaltet.",
  },
  connections: { rearPanel: "Rückseite" },
  troubleshooting: {
    noSound: [
      "Kein Ton",
      "Prüfen Sie die Einstellung von MASTER VOLUME und ob an der Buchse PHONES Kopfhörer angeschlossen sind.",
    ],
    pedalReversed: [
      "Das Sustain-Pedal wirkt umgekehrt",
      "Schalten Sie das Instrument aus, schließen Sie das Pedal an und schalten Sie das Instrument wieder ein, ohne das Pedal zu treten.",
    ],
    computer: [
      "Der Computer erkennt das Instrument nicht",
      "Verwenden Sie ein datenfähiges USB-Kabel, schließen Sie das Instrument direkt an (nicht über einen Hub) und wählen Sie es in den MIDI-Einstellungen Ihrer App aus.",
    ],
    autoOff: [
      "Das Instrument schaltet sich von selbst aus",
      "Die automatische Abschaltung ist aktiv: Sie schaltet das Instrument nach 30 Minuten ohne Bedienung aus. Um sie zu deaktivieren, halten Sie beim Einschalten FUNCTION gedrückt.",
    ],
    noise: [
      "Störgeräusche aus den Lautsprechern",
      "Halten Sie Mobiltelefone vom Instrument fern und verwenden Sie den mitgelieferten Netzadapter.",
    ],
  },
  specificationsNote:
    "Die technischen Daten und Beschreibungen in dieser Anleitung dienen ausschließlich der Information. Noteva behält sich das Recht vor, Produkte oder technische Daten jederzeit ohne vorherige Ankündigung zu ändern.",
};
