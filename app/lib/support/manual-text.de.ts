/** The owner's manual's fixed text in German (the shape and the English: `manual-text.ts`). */

import { formatsFor } from "../format.ts";
import { RHYTHM_CONTROL } from "../params.ts";
import { type AccompanimentText, type ManualText, styleControlKind } from "./manual-text.ts";

/** „A, B und C“. */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} und ${items.at(-1)}` : (items[0] ?? "");
/** A count and what it counts stay on one line (a no-break space). */
/** A count in running text: zwei bis zwölf als Wort (the German style guide). */
const germanWord = (n: number) =>
  ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"][n - 1] ??
  new Intl.NumberFormat("de").format(n);
const some = (count: string, things: string) => (count ? `${count}\u00a0${things}` : things);

const styles: AccompanimentText = {
  title: "Mit einem Style spielen",
  has: (count, own) =>
    `${some(count, "Styles")} sind eingebaut: Jeder Style spielt Schlagzeug, Bass und Begleitakkorde und folgt dabei den Akkorden Ihrer linken Hand.${own ? ` Bis zu ${some(own, "eigene Styles")} können Sie zusätzlich speichern.` : ""}`,
  choose: (button) => `Drücken Sie ${button} mehrmals, um die Styles der Reihe nach aufzurufen.`,
  touch: (button) =>
    `Drücken Sie ${button}: Der Touchscreen zeigt die Styles nach Kategorien. Tippen Sie auf eine Kategorie und dann auf einen Style.`,
  start: "Drücken Sie START/STOP, um den Style zu starten, und erneut, um ihn zu stoppen.",
  syncStart:
    "Oder drücken Sie SYNC START und spielen Sie einen Akkord in der linken Hälfte der Tastatur: Der Style startet damit und folgt den Akkorden, die Sie spielen.",
  intro: (printed) => `Um mit einem Intro zu beginnen, drücken Sie ${printed} statt START/STOP.`,
  ending: (printed) => `Um mit einem Ending abzuschließen, drücken Sie ${printed}, während der Style läuft.`,
  controls: {
    "START/STOP": "startet und stoppt den Style",
    "SYNC START": "startet den Style mit dem ersten Akkord, den Sie mit der linken Hand spielen",
    "INTRO/ENDING": "startet den Style mit einem Intro oder beendet ihn mit einem Ending",
    INTRO: "startet den Style mit einem seiner Intros",
    VARIATION: "wechselt zu einer anderen Variation des Styles",
    "FILL-IN": "spielt ein Fill-in und kehrt dann zum Style zurück",
    BREAK: "setzt den Style für einen Takt aus",
    ENDING: "beendet den Style mit einem seiner Endings",
  },
};

const rhythms: AccompanimentText = {
  title: "Mit einem Rhythmus spielen",
  has: (count, own) =>
    `Zum Mitspielen sind ${some(count, "Rhythmen")} eingebaut.${own ? ` Bis zu ${some(own, "eigene Rhythmen")} können Sie zusätzlich speichern.` : ""}`,
  choose: (button) => `Drücken Sie ${button} mehrmals, um die Rhythmen der Reihe nach aufzurufen.`,
  touch: (button) =>
    `Drücken Sie ${button}: Der Touchscreen zeigt die Rhythmen. Tippen Sie auf einen, um ihn zu wählen.`,
  start: "Drücken Sie START/STOP, um den Rhythmus zu starten, und erneut, um ihn zu stoppen.",
  syncStart: "Oder drücken Sie SYNC START: Der Rhythmus startet mit der ersten Taste, die Sie spielen.",
  intro: (printed) => `Um mit einem Intro zu beginnen, drücken Sie ${printed} statt START/STOP.`,
  ending: (printed) => `Um mit einem Ending abzuschließen, drücken Sie ${printed}, während der Rhythmus läuft.`,
  controls: {
    "START/STOP": "startet und stoppt den Rhythmus",
    "SYNC START": "startet den Rhythmus mit der ersten Taste, die Sie spielen",
    "INTRO/ENDING": "startet den Rhythmus mit einem Intro oder beendet ihn mit einem Ending",
    INTRO: "startet den Rhythmus mit einem seiner Intros",
    VARIATION: "wechselt zu einer anderen Variation des Rhythmus",
    "FILL-IN": "spielt ein Fill-in und kehrt dann zum Rhythmus zurück",
    BREAK: "setzt den Rhythmus für einen Takt aus",
    ENDING: "beendet den Rhythmus mit einem seiner Endings",
  },
};

export const manualTextDe: ManualText = {
  listSeparator: ", ",
  number: new Intl.NumberFormat("de").format,
  printed: (label) => label,
  titles: {
    safety: "Wichtige Sicherheitshinweise",
    "in-the-box": "Lieferumfang",
    panel: "Bedienelemente",
    "getting-started": "Erste Schritte",
    playing: "Bedienung",
    connections: "Anschlüsse",
    troubleshooting: "Fehlerbehebung",
    specifications: "Technische Daten",
  },
  safety: {
    intro:
      "Lesen Sie diese Hinweise, bevor Sie das Instrument verwenden, und bewahren Sie sie zum späteren Nachschlagen auf.",
    warning: {
      word: "WARNUNG",
      meaning: "Bei Nichtbeachtung drohen schwere Verletzungen oder Lebensgefahr.",
    },
    caution: {
      word: "VORSICHT",
      meaning: "Bei Nichtbeachtung drohen Verletzungen oder Schäden am Instrument.",
    },
    adaptor:
      "Verwenden Sie ausschließlich den mitgelieferten Netzadapter und schließen Sie ihn nur an eine Steckdose mit der darauf angegebenen Spannung an.",
    water:
      "Setzen Sie das Instrument weder Regen noch Feuchtigkeit aus und stellen Sie keine mit Flüssigkeit gefüllten Behälter darauf ab.",
    lightning:
      "Ziehen Sie den Netzadapter bei Gewitter oder längerer Nichtbenutzung des Instruments aus der Steckdose.",
    open: "Öffnen oder verändern Sie das Instrument nicht: Im Inneren befinden sich keine Teile, die Sie selbst warten können. Überlassen Sie alle Reparaturen qualifiziertem Fachpersonal.",
    batteries:
      "Legen Sie Batterien mit der richtigen Polarität ein, verwenden Sie nie alte und neue zusammen und bewahren Sie Batterien außerhalb der Reichweite von Kleinkindern auf.",
    hearing: "Hören Sie nicht über längere Zeit mit hoher Lautstärke: Dies kann zu Gehörschäden führen.",
    heat: "Stellen Sie das Instrument nicht in der Nähe von Wärmequellen wie Heizkörpern oder in direktem Sonnenlicht auf.",
    stable:
      "Stellen Sie das Instrument auf eine stabile, ebene Fläche und legen Sie keine schweren Gegenstände darauf ab.",
    floor:
      "Stellen Sie das Instrument auf einen festen, ebenen Boden. Stützen Sie sich nicht darauf ab, steigen Sie nicht darauf und legen Sie keine schweren Gegenstände darauf ab.",
    cleaning: "Reinigen Sie das Instrument nur mit einem weichen, trockenen Tuch; verwenden Sie niemals Lösungsmittel.",
  },
  instrument: (title) => `Noteva ${title}`,
  accessories: {
    "ac-adaptor": "Netzadapter",
    "sustain-pedal": "Dämpferpedal",
    "music-rest": "Notenpult",
    "carrying-case": "Tragetasche",
    "usb-cable": "USB-Kabel",
  },
  manuals: "Diese Bedienungsanleitung und die Kurzanleitung",
  count: (printed, n) => `${printed}\u00a0×\u00a0${n}`,
  controls: {
    POWER: "POWER: schaltet das Instrument ein und aus.",
    FUNCTION:
      "FUNCTION: Halten Sie FUNCTION gedrückt und drücken Sie einen anderen Taster oder eine Taste, um deren zweite Funktion aufzurufen.",
    SOUND: "SOUND: wählt den Klang, den Sie spielen.",
    STYLE: "STYLE: wählt einen Begleit-Style.",
    RHYTHM: "RHYTHM: wählt einen Rhythmus.",
    METRONOME: "METRONOME: startet und stoppt das Metronom.",
    "RECORD / PLAY": "RECORD / PLAY: nimmt Ihr Spiel auf und gibt es wieder.",
    "LAYER / SPLIT": "LAYER / SPLIT: spielt zwei Klänge gleichzeitig oder je einen in jeder Hälfte der Tastatur.",
    DUO: "DUO: teilt die Tastatur in zwei gleiche Bereiche für Lehrkraft und Schüler.",
    TEMPO: "TEMPO: Regler für das Tempo.",
    FILTER: "FILTER: macht das ganze Kit dunkler oder heller.",
    SWING: "SWING: verzögert jeden zweiten Schritt für ein Shuffle-Feeling.",
    PATTERN: "PATTERN: wählt ein Pattern; die Pads wählen seine Nummer.",
    KIT: "KIT: wählt ein Drum-Kit; die Pads wählen seine Nummer.",
    "START/STOP": "START/STOP: startet und stoppt das Pattern.",
    RECORD: "RECORD: nimmt Ihr Spiel auf den Pads in das Pattern auf.",
    SHIFT:
      "SHIFT: Halten Sie SHIFT gedrückt und drücken Sie ein Pad oder einen Taster, um dessen zweite Funktion aufzurufen.",
  },
  volume: (printed, { speakers, outputs, headphones }) =>
    `${printed}: regelt die Lautstärke ${listed([
      ...(speakers ? [speakers > 1 ? "der Lautsprecher" : "des Lautsprechers"] : []),
      ...(outputs ? ["der Ausgänge"] : []),
      ...(headphones ? ["der Kopfhörer"] : []),
    ])}.`,
  display: ({ kind, plays, accompaniment }) => {
    if (plays === "pads") return "Display: zeigt das gewählte Kit, das Pattern und das Tempo an.";
    const selected = accompaniment
      ? `den gewählten Klang und ${accompaniment === "styles" ? "Style" : "Rhythmus"}`
      : "den gewählten Klang";
    if (kind === "touch")
      return `Touchscreen: zeigt ${selected}, das Tempo und die Einstellungen an; tippen Sie auf einen Namen oder eine Einstellung, um sie zu wählen oder zu ändern.`;
    if (kind === "digits")
      return "Display: zeigt die Nummer des gewählten Klangs, das Tempo und den Wert einer Einstellung an.";
    return `Display: zeigt ${selected}, das Tempo und die Einstellungen an.`;
  },
  markedKeys: {
    tempo:
      "Mit TEMPO − und TEMPO + beschriftete Tasten der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie eine davon, um das Tempo zu verringern oder zu erhöhen.",
    version:
      "Mit VERSION beschriftete Taste der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie sie, um die installierte Firmware-Version im Display anzuzeigen.",
    lesson:
      "Mit LESSON beschriftete Taste der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie sie, um eine Lektion zu beginnen, und erneut für den nächsten Schritt.",
    chord:
      "Mit Akkordtypen beschriftete Tasten der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und eine dieser Tasten, um den Akkord im Akkordlexikon nachzuschlagen (ab Firmware 2.0.0).",
    memory:
      "Mit MEMORY beschriftete Tasten der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie eine davon, um ein Setup aus dem Registrierungsspeicher abzurufen, oder halten Sie sie gedrückt, um eines zu speichern.",
  },
  pedals: (pedals) =>
    `Pedale: ${listed(
      pedals.map(
        (p) =>
          ({ damper: "Dämpferpedal (rechts)", sostenuto: "Sostenutopedal (Mitte)", soft: "Leisepedal (links)" })[p],
      ),
    )}, fest im Gestell eingebaut.`,
  styleControl: (printed, accompaniment) => {
    const kind = styleControlKind(printed);
    const does = (accompaniment === "rhythms" ? rhythms : styles).controls;
    return kind ? `${printed}: ${does[kind]}.` : printed;
  },
  gettingStarted: {
    place: "Stellen Sie das Instrument auf einen stabilen Ständer oder Tisch, geschützt vor direktem Sonnenlicht.",
    placeCabinet:
      "Stellen Sie das Instrument auf einen festen, ebenen Boden, geschützt vor direktem Sonnenlicht und nicht direkt neben einem Heizkörper.",
    pedalCable:
      "Stecken Sie das Kabel der Pedale in die Pedalbuchse unter der Tastatur, bevor Sie das Instrument einschalten.",
    power: "Schließen Sie den Netzadapter an die Buchse DC IN und dann an eine Steckdose an.",
    batteries: (count) =>
      `Für den Batteriebetrieb legen Sie ${formatsFor("de").inText(count)} Batterien vom Typ AA in das Fach auf der Unterseite ein, wie dort angegeben.`,
    pedal: "Schließen Sie das Dämpferpedal an die Buchse SUSTAIN an, bevor Sie das Instrument einschalten.",
    optionalPedal:
      "Wenn Sie ein Dämpferpedal verwenden (optional erhältlich), schließen Sie es vor dem Einschalten an die Buchse SUSTAIN an.",
    volume: (volume) =>
      `Drehen Sie ${volume} ganz herunter, drücken Sie POWER und erhöhen Sie die Lautstärke mit ${volume} beim Spielen.`,
    headphones: (jack, speakers) =>
      speakers > 1
        ? `Um zu üben, ohne andere zu stören, schließen Sie Kopfhörer an die Buchse ${jack} an: Die Lautsprecher werden dann abgeschaltet.`
        : speakers === 1
          ? `Um zu üben, ohne andere zu stören, schließen Sie Kopfhörer an die Buchse ${jack} an: Der Lautsprecher wird dann abgeschaltet.`
          : `Zum Hören über Kopfhörer schließen Sie diese an die Buchse ${jack} an.`,
  },
  playing: {
    sound: {
      title: "Einen Klang wählen",
      choose: (count) => `Drücken Sie SOUND mehrmals, um die ${some(count, "Klänge")} der Reihe nach aufzurufen.`,
      touch: (count) =>
        `Drücken Sie SOUND: Der Touchscreen zeigt die ${some(count, "Klänge")} nach Kategorien. Tippen Sie auf eine Kategorie und dann auf einen Klang.`,
      back: "Mit FUNCTION und SOUND gehen Sie einen Klang zurück.",
    },
    tempo: {
      title: "Mit dem Metronom üben",
      metronome: "Drücken Sie METRONOME, um das Metronom zu starten, und erneut, um es zu stoppen.",
      dial: (range) => `Stellen Sie das Tempo mit dem Regler TEMPO ein${range ? ` (${range})` : ""}.`,
      keys: (range) =>
        `Um das Tempo einzustellen${range ? ` (${range})` : ""}, halten Sie FUNCTION gedrückt und drücken die mit TEMPO − und TEMPO + beschrifteten Tasten der Tastatur.`,
    },
    record: {
      title: "Aufnehmen",
      steps: [
        "Drücken Sie RECORD / PLAY: Die Leuchte des Tasters blinkt, und die Aufnahme beginnt mit der ersten gespielten Note.",
        "Drücken Sie RECORD / PLAY erneut, um die Aufnahme zu beenden.",
        "Drücken Sie RECORD / PLAY noch einmal, um die Aufnahme anzuhören.",
      ],
    },
    layerSplit: {
      title: "Zwei Klänge gleichzeitig",
      text: "Drücken Sie LAYER / SPLIT einmal, um einen zweiten Klang über den ersten zu legen, und zweimal, um die Tastatur zu teilen: Die linke Hälfte spielt dann den zweiten Klang. Ein weiterer Druck kehrt zu einem Klang zurück.",
    },
    duo: {
      title: "Nebeneinander spielen",
      text: "Drücken Sie DUO: Die Tastatur wird in zwei Hälften mit gleichem Tonumfang geteilt, sodass Lehrkraft und Schüler dieselbe Passage nebeneinander spielen können.",
    },
    lessons: {
      title: "Songs in Lektionen lernen",
      text: "Der Lernmodus bringt Ihnen einen Song aus der Musikbibliothek Schritt für Schritt bei. Das Display zeigt die nächste Note und am Ende jedes Schritts eine Bewertung.",
      steps: [
        "Halten Sie FUNCTION gedrückt und drücken Sie die mit LESSON beschriftete Taste der Tastatur: Im ersten Schritt hören Sie den Song.",
        "Drücken Sie bei gehaltenem FUNCTION erneut die mit LESSON beschriftete Taste der Tastatur: Im zweiten Schritt spielen Sie den Rhythmus der Melodie auf einer beliebigen Taste, im dritten die Töne im Takt.",
        "Nach dem dritten Schritt drücken Sie sie noch einmal, um den Lernmodus zu verlassen.",
      ],
    },
    oneTouchRecorder:
      "Aufnahme per Tastendruck: Drücken Sie RECORD / PLAY, während ein Style läuft. Ihre Melodie und der Style werden zusammen aufgenommen, jeweils auf einer eigenen Spur.",
    chordDictionary: {
      title: "Einen Akkord nachschlagen",
      text: "Ab Firmware 2.0.0 zeigt das Akkordlexikon, wie ein Akkord gegriffen wird: Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und die mit dem Akkordtyp beschriftete Taste der Tastatur: Das Display nennt den Akkord und zeigt seine Tasten.",
    },
    registration: {
      title: "Setups speichern (Registrierungsspeicher)",
      text: (count) =>
        `Der Registrierungsspeicher hält ${germanWord(count)} Setups aus Klang, Split und Effekten bereit. Um das aktuelle Setup zu speichern, halten Sie FUNCTION gedrückt und halten eine mit MEMORY beschriftete Taste der Tastatur gedrückt, bis das Display es bestätigt. Zum Abrufen halten Sie FUNCTION gedrückt und drücken diese Taste kurz.`,
    },
    chordSequencer: {
      title: "Eine Akkordfolge aufnehmen (Akkord-Sequenzer)",
      text: "Drücken Sie STYLE, tippen Sie auf dem Touchscreen auf Chord Sequencer und spielen Sie die Akkorde mit der linken Hand, während der Style läuft: Der Akkord-Sequenzer speichert sie als Akkordfolge, die den Style dann für Sie spielt. Eine Akkordfolge lässt sich als Standard-MIDI-Datei sichern.",
    },
    accompaniment: { styles, rhythms },
    pedals: {
      title: "Mit den Pedalen spielen",
      damper:
        "Das rechte Pedal (Dämpferpedal) lässt die Töne weiterklingen, wenn Sie die Finger von den Tasten nehmen.",
      halfDamper:
        "Es folgt, wie weit Sie es treten: Halb getreten (Halbpedal) lässt es die Töne schwächer nachklingen, wie bei einem akustischen Klavier.",
      halfDamperSetting:
        "Um einzustellen, wie fein das Dämpferpedal als Halbpedal reagiert, halten Sie FUNCTION gedrückt und drücken mehrmals die Taste D1 (das tiefste D): So wählen Sie eine von fünf Empfindlichkeitsstufen.",
      sostenuto:
        "Das mittlere Pedal (Sostenutopedal) hält nur die Töne, deren Tasten beim Treten gedrückt sind; Töne, die Sie danach spielen, klingen nicht nach.",
      soft: "Das linke Pedal (Leisepedal) macht den Klang leiser und weicher, solange Sie es treten.",
    },
    pads: {
      title: "Die Pads spielen",
      kit: (count) =>
        `Drücken Sie KIT und schlagen Sie ein Pad an, um ${count ? `eines der ${some(count, "Kits")}` : "ein Kit"} zu wählen: Die Pads 1 bis 16 wählen das Kit mit dieser Nummer auf der aktuellen Seite.`,
      play: "Schlagen Sie die Pads an: Je kräftiger Sie anschlagen, desto lauter der Klang. Drücken Sie ein gehaltenes Pad nach, um seinen Klang zu verändern.",
      pattern:
        "Drücken Sie PATTERN und schlagen Sie ein Pad an, um ein Pattern zu wählen; mit START/STOP spielen Sie es ab.",
      record:
        "Zum Aufnehmen halten Sie RECORD gedrückt und drücken START/STOP: Das Pattern läuft in einer Schleife, und was Sie auf den Pads spielen, wird aufgenommen.",
      swing: "Mit SWING verschieben Sie jeden zweiten Schritt für ein Shuffle-Feeling.",
      filter: "Mit FILTER machen Sie das ganze Kit dunkler oder heller.",
    },
  },
  connectors: {
    phones: "Kopfhörer (Stereo-Klinke).",
    "phones-output": "Kopfhörer, ein Verstärker oder ein Mischpult.",
    sustain: "Ein Dämpferpedal (Fußschalter).",
    expression: "Ein Expression-Pedal, um die Lautstärke beim Spielen zu verändern.",
    assignable: "Ein zweites Pedal für die Funktion Ihrer Wahl.",
    "aux-in": "Ein Smartphone, Tablet oder Musikplayer, um über die Lautsprecher mitzuspielen.",
    "aux-out": "Ein Verstärker, ein Mischpult oder Aktivlautsprecher.",
    "line-out": "Ein Verstärker, ein Mischpult oder Aktivlautsprecher (für Mono nur L/MONO).",
    output: "Ein Verstärker, ein Mischpult oder Aktivlautsprecher.",
    mic: "Ein Mikrofon oder eine Quelle mit Line-Pegel, über die Lautsprecher wiedergegeben.",
    "dc-in": "Der mitgelieferte Netzadapter.",
    "pedal-unit": "Das Kabel der in den Ständer eingebauten Pedaleinheit (unter der Tastatur).",
    "usb-host": "Ein Computer oder Tablet, für MIDI.",
    "usb-device": "Ein USB-Stick, um Aufnahmen und Einstellungen zu speichern und Updates zu installieren.",
    "midi-in": "Der MIDI-Ausgang (MIDI OUT) eines anderen Instruments oder Interfaces.",
    "midi-out": "Der MIDI-Eingang (MIDI IN) eines anderen Instruments oder Interfaces.",
    "bluetooth-midi": "Ein Tablet oder Smartphone ohne Kabel, für Lern- und Musik-Apps.",
  },
  rhythmControls: RHYTHM_CONTROL.de,
  usbHostAudio:
    "Ein Computer oder Tablet, für MIDI und Audio: Nehmen Sie das Instrument auf und geben Sie den Ton des Computers darüber wieder.",
  troubleshooting: {
    noSound: (volume, phones) => [
      "Kein Ton",
      [
        volume ? `Prüfen Sie die Einstellung von ${volume}.` : "",
        phones ? `Prüfen Sie, ob an der Buchse ${phones} Kopfhörer angeschlossen sind.` : "",
      ]
        .filter(Boolean)
        .join(" ") || "Prüfen Sie, ob das Instrument eingeschaltet ist.",
    ],
    pedalReversed: (from) => [
      "Das Dämpferpedal wirkt umgekehrt",
      `${from ? `Ab Firmware ${from} erkennt` : "Das Instrument erkennt"}${from ? " das Instrument" : ""} die Polarität des Pedals beim Einschalten: Schalten Sie das Instrument aus, schließen Sie das Pedal an und schalten Sie das Instrument wieder ein, ohne das Pedal zu treten.${from ? " Mit älterer Firmware aktualisieren Sie das Instrument zuerst." : ""}`,
    ],
    pedalCable: [
      "Ein Pedal funktioniert nicht",
      "Schalten Sie das Instrument aus und prüfen Sie, ob das Kabel der Pedale fest in der Pedalbuchse unter der Tastatur steckt.",
    ],
    computer: [
      "Der Computer erkennt das Instrument nicht",
      "Verwenden Sie ein datenfähiges USB-Kabel, schließen Sie das Instrument direkt an (nicht über einen Hub) und wählen Sie es in den MIDI-Einstellungen Ihrer App aus.",
    ],
    autoOff: [
      "Das Instrument schaltet sich von selbst aus",
      "Die automatische Abschaltung ist aktiv: Sie schaltet das Instrument nach 30 Minuten ohne Bedienung aus. Um sie zu deaktivieren, halten Sie beim Einschalten FUNCTION gedrückt.",
    ],
    noise: (adaptor, speakers) => [
      speakers > 1
        ? "Störgeräusche aus den Lautsprechern"
        : speakers === 1
          ? "Störgeräusche aus dem Lautsprecher"
          : "Störgeräusche im Klang",
      adaptor
        ? "Halten Sie Mobiltelefone vom Instrument fern und verwenden Sie den mitgelieferten Netzadapter."
        : "Halten Sie Mobiltelefone vom Instrument fern.",
    ],
  },
  specificationsNote:
    "Die technischen Daten und Beschreibungen in dieser Anleitung dienen ausschließlich der Information. Noteva behält sich das Recht vor, Produkte oder technische Daten jederzeit ohne vorherige Ankündigung zu ändern.",
};
