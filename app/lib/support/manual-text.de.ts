/** The owner's manual's fixed text in German (the shape and the English: `manual-text.ts`). */

import { formatsFor } from "../format.ts";
import { PATTERN_CHAINS, PATTERNS, RECORDER, REGISTRATION_MEMORY, RHYTHM_CONTROL } from "../params.ts";
import {
  type AccompanimentText,
  type ManualText,
  type PageRange,
  partOfLastPage,
  styleControlKind,
  TEMPO_DOWN,
  TEMPO_UP,
} from "./manual-text.ts";

/** „A, B und C“. */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} und ${items.at(-1)}` : (items[0] ?? "");
/** A count and what it counts stay on one line (a no-break space). */
/** A count in running text: zwei bis zwölf als Wort (the German style guide). */
const germanWord = (n: number) =>
  ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"][n - 1] ??
  new Intl.NumberFormat("de").format(n);
/** „1–16 auf Seite 1, 17–32 auf Seite 2 und so weiter bis 97–100 auf Seite 7 (Pads 1 bis 4)“. */
const rangesDe = (pages: readonly PageRange[]) => {
  const on = (r: PageRange) => `${r.first}–${r.last} auf Seite ${r.page}`;
  const last = pages.at(-1);
  const part = partOfLastPage(pages);
  const listed =
    pages.length <= 3 || !last
      ? `${pages.slice(0, -1).map(on).join(", ")} und ${last ? on(last) : ""}`
      : `${pages.slice(0, 2).map(on).join(", ")} und so weiter bis ${on(last)}`;
  return `${listed}${part ? `, auf den Pads 1 bis ${part}` : ""}`;
};
const pageSpanDe = (pages: readonly PageRange[]) => `${pages[0]?.page} bis ${pages.at(-1)?.page}`;

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
  number: new Intl.NumberFormat("de").format,
  printed: (label) => label,
  fromFirmware: (version) => `(ab Firmware ${version})`,
  titles: {
    safety: "Wichtige Sicherheitshinweise",
    "in-the-box": "Lieferumfang",
    panel: "Bedienelemente",
    "getting-started": "Erste Schritte",
    playing: "Bedienung",
    connections: "Anschlüsse",
    troubleshooting: "Fehlerbehebung",
    "factory-reset": "Werkseinstellungen wiederherstellen",
    specifications: "Technische Daten",
    disposal: "Entsorgung",
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
    hearing: "Verwenden Sie Kopfhörer nicht über längere Zeit mit hoher Lautstärke: Dies kann zu Gehörschäden führen.",
    heat: "Stellen Sie das Instrument nicht in der Nähe von Wärmequellen wie Heizkörpern oder in direktem Sonnenlicht auf.",
    stable:
      "Stellen Sie das Instrument auf eine stabile, ebene Fläche und legen Sie keine schweren Gegenstände darauf ab.",
    floor:
      "Stellen Sie das Instrument auf einen festen, ebenen Boden. Stützen Sie sich nicht darauf ab, steigen Sie nicht darauf und legen Sie keine schweren Gegenstände darauf ab.",
    carry: (weight) =>
      `Das Instrument wiegt ${weight}. Tragen Sie es immer mindestens zu zweit und fassen Sie es am Boden des Gehäuses an, nie an der Tastatur oder am Tastendeckel.`,
    moving:
      "Ziehen Sie vor dem Transport den Netzstecker und das Kabel der Pedaleinheit ab, schließen Sie den Tastendeckel und halten Sie das Instrument aufrecht. Schieben oder kippen Sie es nicht: Es kann umfallen und Verletzungen verursachen.",
    cleaning: "Reinigen Sie das Instrument nur mit einem weichen, trockenen Tuch; verwenden Sie niemals Lösungsmittel.",
  },
  instrument: (title) => `Noteva ${title}`,
  accessories: {
    "ac-adaptor": "Netzadapter",
    "sustain-pedal": "Dämpferpedal",
    "music-rest": "Notenpult",
    "carrying-case": "Tragetasche",
    "usb-cable": "USB-Kabel",
    "warranty-card": "Garantiekarte",
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
    "RECORD/PLAY": "RECORD/PLAY: nimmt Ihr Spiel auf und gibt es wieder.",
    "LAYER/SPLIT": "LAYER/SPLIT: spielt zwei Klänge gleichzeitig oder je einen in jeder Hälfte der Tastatur.",
    DUO: "DUO: teilt die Tastatur in zwei gleiche Bereiche für Lehrkraft und Lernende.",
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
  padsPart: (count) =>
    `Pads 1–${count}: spielen die Klänge des gewählten Kits; nach KIT oder PATTERN wählen sie dessen Nummer.`,
  markedKeys: {
    tempo: `Mit ${TEMPO_DOWN} und ${TEMPO_UP} beschriftete Tasten der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie eine davon, um das Tempo zu verringern oder zu erhöhen.`,
    version:
      "Mit VERSION beschriftete Taste der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie sie, um die installierte Firmware-Version im Display anzuzeigen.",
    lesson:
      "Mit LESSON beschriftete Taste der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie sie, um eine Lektion zu beginnen, und erneut für den nächsten Schritt.",
    chord:
      "Mit Akkordtypen beschriftete Tasten der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und eine dieser Tasten, um den Akkord im Akkordlexikon nachzuschlagen.",
    memory: (count) =>
      `Mit MEMORY 1–${count} beschriftete Tasten der Tastatur: Halten Sie FUNCTION gedrückt und drücken Sie eine davon, um ein Setup aus dem Registrierungsspeicher abzurufen, oder halten Sie sie gedrückt, um eines zu speichern.`,
  },
  pedals: (pedals) =>
    `Pedale: ${listed(
      pedals.map(
        (p) =>
          ({ damper: "Dämpferpedal (rechts)", sostenuto: "Sostenutopedal (Mitte)", soft: "Leisepedal (links)" })[p],
      ),
    )}, fest in den Ständer eingebaut.`,
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
        `Um das Tempo einzustellen${range ? ` (${range})` : ""}, halten Sie FUNCTION gedrückt und drücken die mit ${TEMPO_DOWN} und ${TEMPO_UP} beschrifteten Tasten der Tastatur.`,
    },
    record: {
      title: "Aufnehmen",
      steps: [
        "Drücken Sie RECORD/PLAY: Die Leuchte des Tasters blinkt, und die Aufnahme beginnt mit der ersten gespielten Note.",
        "Drücken Sie RECORD/PLAY erneut, um die Aufnahme zu beenden.",
        "Drücken Sie RECORD/PLAY noch einmal, um die Aufnahme anzuhören.",
      ],
      tracks: (tracks, display) =>
        tracks === 2 || !display
          ? `Der Recorder hat ${germanWord(tracks)} Spuren. Um die zweite aufzunehmen, während die erste läuft (etwa für die andere Hand), halten Sie FUNCTION gedrückt, drücken RECORD/PLAY und spielen; der nächste Druck auf RECORD/PLAY gibt beide zusammen wieder.`
          : `Der Recorder hat ${germanWord(tracks)} Spuren. Um einen weiteren Part aufzunehmen, während die anderen Spuren laufen, halten Sie FUNCTION gedrückt und drücken RECORD/PLAY so oft, bis das Display die gewünschte Spur zeigt; dann spielen Sie.`,
      midiFiles:
        "Ist das Instrument über USB TO HOST mit einem Computer verbunden, zeigt es seine Aufnahmen auf einem Laufwerk namens NOTEVA-REC als Standard-MIDI-Dateien an: Kopieren Sie sie auf den Computer, um sie aufzubewahren oder in einer Musik-App zu öffnen.",
      save: ({ touch, highestKey }) =>
        touch
          ? "Um Ihre Aufnahmen auf einem USB-Stick zu sichern, stecken Sie ihn in den Anschluss USB TO DEVICE und tippen nach der Aufnahme auf dem Touchscreen auf „Speichern“: Die Aufnahmen werden auf den USB-Stick kopiert."
          : `Um Ihre Aufnahmen auf einem USB-Stick zu sichern, stecken Sie ihn in den Anschluss USB TO DEVICE, halten FUNCTION gedrückt und drücken die höchste Taste${highestKey ? ` (${highestKey})` : ""}: Die Aufnahmen werden auf den USB-Stick kopiert, und das Display bestätigt es.`,
    },
    library: {
      title: "Die Stücke der Musikbibliothek anhören",
      steps: (count, back) => [
        `Drücken Sie SOUND und METRONOME gleichzeitig: Das Display zeigt die Nummer eines Stücks${count ? ` (1 bis ${count})` : ""}, und es wird abgespielt.`,
        `Mit SOUND gehen Sie zum nächsten Stück${back ? "; mit FUNCTION und SOUND gehen Sie ein Stück zurück" : ""}.`,
        "Drücken Sie erneut SOUND und METRONOME gleichzeitig, um die Wiedergabe zu beenden.",
      ],
    },
    layerSplit: {
      title: "Zwei Klänge gleichzeitig",
      text: "Drücken Sie LAYER/SPLIT einmal, um einen zweiten Klang über den ersten zu legen, und zweimal, um die Tastatur zu teilen: Die linke Hälfte spielt dann den zweiten Klang. Ein weiterer Druck schaltet wieder auf einen Klang um.",
    },
    duo: {
      title: "Nebeneinander spielen",
      text: "Drücken Sie DUO: Die Tastatur wird in zwei Hälften mit gleichem Tonumfang geteilt, sodass Lehrkraft und Lernende dieselbe Passage nebeneinander spielen können.",
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
      "Aufnahme per Tastendruck: Drücken Sie RECORD/PLAY, während ein Style läuft. Ihre Melodie und der Style werden zusammen aufgenommen, jeweils auf einer eigenen Spur.",
    chordDictionary: {
      title: "Einen Akkord nachschlagen",
      text: (from) =>
        `${from ? `Ab Firmware ${from} zeigt das Akkordlexikon` : "Das Akkordlexikon zeigt"}, wie ein Akkord gegriffen wird. Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und die mit dem Akkordtyp beschriftete Taste der Tastatur. Das Display nennt dann den Akkord und zeigt seine Tasten.`,
    },
    registration: {
      title: "Setups speichern (Registrierungsspeicher)",
      text: (count) =>
        `Der Registrierungsspeicher hält ${germanWord(count)} Setups aus Klang, Split und Effekten bereit. Um das aktuelle Setup zu speichern, halten Sie FUNCTION gedrückt und halten eine der mit MEMORY 1–${count} beschrifteten Tasten der Tastatur gedrückt, bis das Display es bestätigt. Zum Abrufen halten Sie FUNCTION gedrückt und drücken diese Taste kurz.`,
    },
    chordSequencer: {
      title: "Eine Akkordfolge aufnehmen (Akkord-Sequenzer)",
      text: (exportFrom) =>
        `Drücken Sie STYLE, tippen Sie auf dem Touchscreen auf „Akkord-Sequenzer“ und spielen Sie die Akkorde mit der linken Hand, während der Style läuft: Der Akkord-Sequenzer speichert sie als Akkordfolge, die den Style dann für Sie spielt.${exportFrom ? ` Ab Firmware ${exportFrom} lässt sich eine Akkordfolge auch als Standard-MIDI-Datei sichern.` : ""}`,
    },
    accompaniment: { styles, rhythms },
    pedals: {
      title: "Mit den Pedalen spielen",
      damper:
        "Das rechte Pedal (Dämpferpedal) lässt die Töne weiterklingen, wenn Sie die Finger von den Tasten nehmen.",
      halfDamper:
        "Es reagiert stufenlos darauf, wie weit Sie es treten: Halb getreten (Halbpedal) lässt es die Töne schwächer nachklingen, wie bei einem akustischen Klavier.",
      halfDamperSetting: (from) =>
        `${from ? `Ab Firmware ${from} lässt sich einstellen` : "Sie können einstellen"}, wie fein das Dämpferpedal als Halbpedal reagiert (Halbpedal-Empfindlichkeit): Halten Sie FUNCTION gedrückt und drücken Sie mehrmals die Taste D1 (das tiefste D), um eine von fünf Stufen zu wählen.`,
      sostenuto:
        "Das mittlere Pedal (Sostenutopedal) hält nur die Töne, deren Tasten beim Treten gedrückt sind; Töne, die Sie danach spielen, klingen nicht nach.",
      soft: "Das linke Pedal (Leisepedal) macht den Klang leiser und weicher, solange Sie es treten.",
    },
    pads: {
      title: "Die Pads spielen",
      kit: (count) =>
        `Drücken Sie KIT und schlagen Sie ein Pad an, um ${count ? `eines der ${some(count, "Kits")}` : "ein Kit"} zu wählen: Die Pads 1 bis 16 wählen das Kit mit dieser Nummer auf der aktuellen Seite.`,
      page: (pages) =>
        `Die Kits liegen auf Seiten zu je 16 (Kits ${rangesDe(pages)}): Halten Sie SHIFT gedrückt und drücken Sie KIT, um zur nächsten Seite zu wechseln (nach der letzten folgt wieder die erste). Das Display zeigt die Seite und das Kit an.`,
      addedKits: ({ count, page, total, version }) =>
        `Ab Firmware ${version} liegen auf Seite ${page} weitere elektronische Kits, auf den Pads 1 bis ${count}: insgesamt ${total} Kits.`,
      play: "Schlagen Sie die Pads an: Je kräftiger Sie anschlagen, desto lauter der Klang. Drücken Sie ein gehaltenes Pad nach, um seinen Klang zu verändern.",
      pattern:
        "Drücken Sie PATTERN und schlagen Sie ein Pad an, um ein Pattern zu wählen; mit START/STOP spielen Sie es ab.",
      patternPages: ({ preset, user }) =>
        `Die Patterns liegen auf Seiten zu je 16: Um eine Seite zu wählen, halten Sie PATTERN gedrückt und schlagen das Pad mit ihrer Nummer an; dann wählen Sie das Pattern auf dieser Seite. Die ${some(preset.count, "Preset-Patterns")} liegen auf den Seiten ${pageSpanDe(preset.pages)} (Patterns ${rangesDe(preset.pages)})${user ? `, die ${some(user.count, "User-Patterns")} auf den Seiten ${pageSpanDe(user.pages)} (User-Patterns ${rangesDe(user.pages)})` : ""}. Das Display zeigt die Seite und das Pattern an.`,
      record: (user) =>
        `Zum Aufnehmen ${user ? `wählen Sie ein User-Pattern (Seiten ${pageSpanDe(user.pages)}), halten dann` : "halten Sie"} RECORD gedrückt und drücken START/STOP: Das Pattern läuft in einer Schleife, und was Sie auf den Pads spielen, wird aufgenommen. Mit START/STOP beenden Sie die Aufnahme; das Gespielte bleibt im Pattern gespeichert.`,
      stepRecord: (user) =>
        `Für die Step-Eingabe ${user ? `wählen Sie ein User-Pattern (Seiten ${pageSpanDe(user.pages)}) und schlagen` : "schlagen Sie zuerst"} das Pad des gewünschten Instruments an, halten dann SHIFT gedrückt und drücken RECORD: Die Pads 1 bis 16 stehen nun für die 16 Schritte des Patterns. Schlagen Sie ein Pad an, um das Instrument auf diesen Schritt zu setzen, und noch einmal, um es wieder zu entfernen. Für einen Akzent halten Sie beim Anschlagen SHIFT gedrückt, für einen Flam KIT. Mit RECORD beenden Sie die Step-Eingabe.`,
      swing: "Mit SWING verschieben Sie jeden zweiten Schritt für ein Shuffle-Feeling.",
      filter: "Mit FILTER machen Sie das ganze Kit dunkler oder heller.",
    },
    chains: {
      title: "Patterns zu Songs verketten (Pattern-Ketten)",
      text: (count) =>
        `Eine Pattern-Kette spielt Patterns nacheinander als Song ab. Das Instrument speichert ${some(count, "Pattern-Ketten")}.`,
      steps: [
        "Drücken Sie zweimal PATTERN: Das Display zeigt CHAIN und die Nummer einer Kette. Wählen Sie die Kette mit TEMPO.",
        "Halten Sie RECORD gedrückt und schlagen Sie die Pads der Patterns in der Reihenfolge an, in der sie spielen sollen: Jedes wird am Ende der Kette angefügt, und das Display zählt mit. Lassen Sie RECORD los, um die Kette zu speichern.",
        "Drücken Sie START/STOP: Die Patterns der Kette spielen nacheinander als ein Song. Mit START/STOP halten Sie wieder an.",
        "Um die Pattern-Ketten zu verlassen, drücken Sie PATTERN: Die Pads wählen dann wieder einzelne Patterns.",
      ],
      otherPage:
        "Die Pads fügen die Patterns der zuletzt gewählten Seite an. Für Patterns einer anderen Seite lassen Sie RECORD los, halten PATTERN gedrückt und schlagen das Pad mit der Nummer dieser Seite an; dann halten Sie wieder RECORD gedrückt und schlagen die Pads an: Die Patterns werden am Ende der Kette angefügt.",
    },
    versionCheck: {
      title: "Die Firmware-Version prüfen",
      shift:
        "Halten Sie SHIFT gedrückt und drücken Sie START/STOP: Das Display zeigt die installierte Firmware-Version an.",
    },
    rotary: {
      title: "Der Rotary-Speaker-Effekt",
      text: "Die Orgelklänge erklingen über einen Rotary-Speaker-Effekt. Halten Sie FUNCTION gedrückt und drücken Sie die Taste G6, um seine Geschwindigkeit zwischen langsam und schnell umzuschalten; wie bei einem echten Rotary-Speaker ändert sie sich allmählich.",
    },
  },
  added: {
    brightVoicing: (v) =>
      `Ab Firmware ${v} lässt sich der Pianoklang auch brillanter intonieren: Halten Sie FUNCTION gedrückt und drücken Sie die Taste C7, um die brillantere Intonation ein- oder auszuschalten.`,
    localControl: (v) =>
      `Ab Firmware ${v} lässt sich Local Control ausschalten, wenn Sie am Computer aufnehmen und der Computer die Noten über das Instrument wiedergibt: Halten Sie FUNCTION gedrückt und drücken Sie die Taste A6. Die Tastatur erklingt dann nur noch über den Computer, sodass keine Note doppelt zu hören ist. Derselbe Griff schaltet die Funktion wieder ein.`,
    midiFilePedal: (v) => `Ab Firmware ${v} enthalten die Dateien auch das Dämpferpedal (Controller 64).`,
    slowPractice: (v) =>
      `Ab Firmware ${v} lassen sich die Stücke der Musikbibliothek zum langsamen Üben mit 50 bis 100\u00a0% ihres Tempos abspielen: Halten Sie während der Wiedergabe FUNCTION gedrückt und drücken Sie die mit ${TEMPO_DOWN} und ${TEMPO_UP} beschrifteten Tasten der Tastatur, um das Stück zu verlangsamen oder wieder zu beschleunigen.`,
    closeRoomSound: (v) =>
      `Mit angeschlossenen Kopfhörern ergänzt das Instrument einen natürlichen Raumklang. Ab Firmware ${v} gibt es einen zweiten Raumklang, der klingt, als säßen Sie direkt am Instrument: Halten Sie FUNCTION gedrückt und drücken Sie die Taste E1 (das tiefste E), um zwischen den beiden zu wechseln.`,
    tinePiano: (v) => `Ab Firmware ${v} gehört zu den Klängen ein zweites E-Piano mit hellerem, glockigem Klang.`,
    dryLineOut: (v) =>
      `Ab Firmware ${v} geben die Buchsen LINE OUT das Piano auf Wunsch ohne Hall aus, damit die Effekte des Mischpults greifen: Halten Sie FUNCTION gedrückt und drücken Sie die Taste F1 (das tiefste F), um den Hall an LINE OUT aus- oder einzuschalten. Lautsprecher und Kopfhörer behalten ihn.`,
    registrationDrive: (v) =>
      `Ab Firmware ${v} lässt sich der Registrierungsspeicher auch auf einem USB-Stick sichern: Stecken Sie den USB-Stick in den Anschluss USB TO DEVICE, halten Sie FUNCTION gedrückt und drücken Sie die Taste G1 (das tiefste G), um die Setups darauf zu speichern, oder die Taste E1 (das tiefste E), um sie von dort zu laden.`,
    accompanimentOverUsb: (v) =>
      `Ab Firmware ${v} sendet USB TO HOST auf Wunsch auch die Begleitung (Kanäle 3 bis 10), damit Sie sie am Computer aufnehmen können: Halten Sie FUNCTION gedrückt und drücken Sie STYLE, um diese Funktion ein- oder auszuschalten.`,
    rhythmScored: (v) =>
      `Ab Firmware ${v} wird auch der Rhythmusschritt bewertet; ältere Firmware bewertet nur die Töne.`,
    lessonSystem: (v) =>
      `Die hier beschriebenen Lernschritte und ihre Bewertung gibt es ab Firmware ${v}; mit älterer Firmware aktualisieren Sie das Instrument zuerst.`,
    scoresKept: (v) => `Ab Firmware ${v} bleiben die Bewertungen auch nach dem Ausschalten erhalten.`,
    phraseRepeat: (v) =>
      `Ab Firmware ${v} kann der Lernmodus eine Phrase wiederholen, bis Sie sie im Takt spielen: Halten Sie im dritten Schritt FUNCTION gedrückt und halten Sie die mit LESSON beschriftete Taste der Tastatur gedrückt.`,
    accentedMetronome: (v) => `Ab Firmware ${v} spielt das Metronom in jedem Takt einen betonten ersten Schlag.`,
    swingRange: (v) => `Ab Firmware ${v} reicht SWING bis 75\u00a0%.`,
    clockWhileStopped: (v) =>
      `Ab Firmware ${v} sendet MIDI OUT die MIDI-Clock auf Wunsch auch bei gestopptem Pattern, für Geräte, die eine laufende Clock brauchen: Halten Sie SHIFT gedrückt und drücken Sie PATTERN, um diese Funktion ein- oder auszuschalten.`,
    chainExport: (v) =>
      `Ab Firmware ${v} lassen sich die Pattern-Ketten über USB exportieren: Ist das Instrument über USB TO HOST mit einem Computer verbunden, zeigt es sie auf einem Laufwerk namens NOTEVA-REC als Standard-MIDI-Dateien an, die Sie auf den Computer kopieren.`,
  },
  connectors: {
    phones: "Kopfhörer (Stereo-Klinke).",
    "phones-output": "Kopfhörer, ein Verstärker oder ein Mischpult.",
    sustain: "Ein Dämpferpedal (Fußschalter).",
    expression: "Ein Schwellerpedal, um die Lautstärke beim Spielen zu verändern.",
    assignable: "Ein zweites Pedal für die Funktion Ihrer Wahl.",
    "aux-in": "Ein Smartphone, Tablet oder Musikplayer, um über die Lautsprecher mitzuspielen.",
    "aux-out": "Ein Verstärker, ein Mischpult oder Aktivlautsprecher.",
    "line-out": "Ein Verstärker, ein Mischpult oder Aktivlautsprecher (für Mono nur L/MONO).",
    output: "Ein Verstärker, ein Mischpult oder Aktivlautsprecher.",
    mic: "Ein Mikrofon oder eine Quelle mit Line-Pegel, die über die Lautsprecher wiedergegeben wird.",
    "dc-in": "Der mitgelieferte Netzadapter.",
    "pedal-unit": "Das Kabel der in den Ständer eingebauten Pedaleinheit (unter der Tastatur).",
    "usb-host": "Ein Computer oder Tablet, für MIDI.",
    "usb-device": "Ein USB-Stick, um Aufnahmen und Einstellungen zu speichern und Updates zu installieren.",
    "midi-in": "Der MIDI-Ausgang (MIDI OUT) eines anderen Instruments oder Interfaces.",
    "midi-out": "Der MIDI-Eingang (MIDI IN) eines anderen Instruments oder Interfaces.",
    "bluetooth-midi": "Ein Tablet oder Smartphone ohne Kabel, für Lern- und Musik-Apps.",
  },
  drive: ([first, ...more]) =>
    first && !more.length && !first.from
      ? `Laufwerke bis ${first.maxGB}\u00a0GB im Format ${first.format}.`
      : `Laufwerke im Format ${[first, ...more]
          .map(
            (o, i) =>
              `${i ? ` oder${o?.from ? `, ab Firmware ${o.from},` : ""} ` : ""}${o?.format} (bis ${o?.maxGB}\u00a0GB)`,
          )
          .join("")}.`,
  rhythmControls: RHYTHM_CONTROL.de,
  recorderLabel: RECORDER.de,
  patternsLabel: PATTERNS.de,
  patternChainsLabel: PATTERN_CHAINS.de,
  registrationMemoryLabel: REGISTRATION_MEMORY.de,
  bluetoothMidi: "Bluetooth-MIDI",
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
    reset: [
      "Das Instrument verhält sich nicht wie erwartet",
      "Schalten Sie es aus und wieder ein. Hilft das nicht, setzen Sie es wie unten beschrieben auf die Werkseinstellungen zurück; dabei wird gelöscht, was Sie darauf gespeichert haben.",
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
  factoryReset: {
    deleted: {
      recordings: "Ihre Aufnahmen",
      userStyles: "Ihre eigenen Styles",
      userPatterns: "Ihre User-Patterns",
      patternChains: "Ihre Pattern-Ketten",
      registrations: "die Setups im Registrierungsspeicher",
      songbook: "Ihre Songbook-Einträge",
      userSamples: "Ihre eigenen Samples im Erweiterungsspeicher",
      pairings: "seine Bluetooth-Kopplungen",
    },
    intro: (deleted, firmware) =>
      `Beim Zurücksetzen auf die Werkseinstellungen stellt das Instrument alle Einstellungen auf den Auslieferungszustand zurück${deleted.length ? ` und löscht ${listed(deleted)}` : ""}. Setzen Sie es zurück, bevor Sie es verkaufen, verschenken oder entsorgen.${firmware ? " Die installierte Firmware bleibt erhalten." : ""}`,
    steps: (first, second, display) => [
      "Schalten Sie das Instrument aus.",
      `Halten Sie ${first} und ${second} gemeinsam gedrückt und schalten Sie das Instrument ein. Halten Sie beide gedrückt, bis ${display ? "das Display das Zurücksetzen anzeigt" : "die Leuchten der Taster blinken"}.`,
      "Lassen Sie sie los: Das Instrument startet mit den Werkseinstellungen neu.",
    ],
    undo: (drive) =>
      `Was dabei gelöscht wird, lässt sich nicht wiederherstellen.${drive ? " Sichern Sie Aufnahmen, die Sie behalten möchten, vorher auf einem USB-Stick." : ""}`,
  },
  specificationsNote:
    "Die technischen Daten und Beschreibungen in dieser Anleitung dienen ausschließlich der Information. Noteva behält sich das Recht vor, Produkte oder technische Daten jederzeit ohne vorherige Ankündigung zu ändern.",
  disposal: {
    symbol: "Durchgestrichene Mülltonne auf Rädern: getrennt sammeln, nicht in den Hausmüll",
    household:
      "Die durchgestrichene Mülltonne bedeutet: Das Instrument ist ein Elektrogerät und gehört am Ende seiner Nutzung nicht in den Hausmüll. Getrennt gesammelt, wird es fachgerecht behandelt, und seine Rohstoffe werden zurückgewonnen.",
    takeBack:
      "Geben Sie es kostenlos bei einer Sammelstelle Ihrer Kommune ab, etwa auf dem Wertstoffhof, oder bei einem Händler, der Altgeräte zurücknimmt; fragen Sie Ihren Noteva-Fachhändler.",
    batteries:
      "Nehmen Sie vorher die Batterien heraus: Altbatterien geben Sie kostenlos überall dort zurück, wo Batterien verkauft werden.",
    registration: (company, number) => `${company}, WEEE-Reg.-Nr. ${number} (Stiftung Elektro-Altgeräte Register)`,
    page: "Entsorgung und Rücknahme",
    more: ["Mehr dazu auf unserer Website: ", "."],
  },
};
