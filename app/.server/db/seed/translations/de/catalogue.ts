import type { CatalogueTranslation } from "../types";

/** German catalogue copy: categories, product groups, specification labels and products, by English id. */
export const catalogue: CatalogueTranslation = {
  categories: {
    DigitalPianos: { name: "Digitalpianos", title: "Pianos, die jede Nuance Ihres Anschlags umsetzen" },
    Keyboards: { name: "Keyboards", title: "Keyboards für Bühne, Studio und die ersten Unterrichtsstunden" },
    Drums: { name: "Drumcomputer", title: "Grooves, die Sie mit den Händen spielen" },
  },

  groups: {
    PortablePIANOS: {
      label: "Portable-Pianos",
      desc: "88 Tasten mit vollwertiger Hammermechanik in einem schlanken Gehäuse, das Sie zur Bandprobe mitnehmen können – Lautsprecher eingebaut.",
    },
    COMPACTPIANOS: {
      label: "Kompaktpianos",
      desc: "Ein Möbelgehäuse, drei Pedale und ein Tastendeckel: das Kompaktpiano, gebaut für ganz normale Wohnzimmer.",
    },
    ARRANGERKEYBOARDS: {
      label: "Arranger-Keyboards",
      desc: "Eine ganze Band unter Ihren Fingern: Styles, die Ihren Akkorden folgen – für Bühne und Studio.",
    },
    PORTABLEKEYBOARDS: {
      label: "Portable-Keyboards",
      desc: "Leichte Keyboards mit Batteriebetrieb und, je nach Modell, eingebauten Lernfunktionen: in vielen Familien das erste Instrument.",
    },
    RHYTHMMACHINE: {
      label: "Drumcomputer",
      desc: "Anschlagdynamische Pads, authentische akustische und elektronische Kits und ein Sequenzer, der den Takt hält.",
    },
  },

  paramLabels: {
    keyboard: "Tastatur",
    display: "Display",
    "max polyphony": "Maximale Polyphonie",
    "sound/voice": "Klänge",
    style: "Styles",
    "demo song": "Demosongs",
    "music library": "Musikbibliothek",
    "layer/split": "Layer/Split",
    duo: "Duo-Modus",
    "style control": "Style-Steuerung",
    reverb: "Hall",
    chorus: "Chorus",
    effect: "Effekte",
    sequencer: "Sequenzer",
    tempo: "Tempo",
    USB: "USB",
    MIDI: "MIDI",
    jacks: "Anschlüsse",
    pedal: "Pedale",
    amplifier: "Verstärker",
    speaker: "Lautsprecher",
    power: "Stromversorgung",
    dimensions: "Abmessungen",
    weight: "Gewicht",
    "available colour": "Farben",
    "drum pad": "Pads",
    "drum kit": "Drum-Kits",
    song: "Songs",
    rhythm: "Rhythmen",
    record: "Aufnahme",
    "panel control": "Bedienelemente",
    accessories: "Lieferumfang",
  },

  products: {
    SPC121: {
      desc: "Das SP-C121 ist ein Portable-Piano für alle, die täglich üben und ab und zu auftreten. Seine graduierte Hammermechanik und ein in vier Dynamikstufen gesampelter Konzertflügel lassen leise Passagen singen – und mit 11,8 kg nehmen Sie es leicht zum Unterricht oder zum Auftritt mit.",
      sellingPoints: [
        "Graduierte Hammermechanik: schwerer im Bass, leichter im Diskant, mit 88 Tasten in voller Größe.",
        "Ein Konzertflügel, aufgenommen in vier Dynamikstufen, mit Saitenresonanz auf jedem Ton.",
        "Zwei 12-cm-Lautsprecher, die zu Ihnen hin abstrahlen, mit 2 × 15 W Verstärkerleistung, und ein Kopfhörermodus, bei dem es im Raum still bleibt.",
      ],
      sticky: [
        {
          title: "Leise üben",
          desc: "Zwei Kopfhöreranschlüsse an der Vorderseite – so hören Lehrkraft und Lernende dasselbe Piano.",
        },
        {
          title: "Ihr Spiel aufnehmen",
          desc: "Ein Zwei-Spur-Recorder hält Ihr Spiel fest; per USB exportieren Sie es als MIDI-Datei.",
        },
        {
          title: "Mit Apps spielen",
          desc: "Über USB-MIDI verbinden Sie das SP-C121 ohne Treiber mit Notations- und Lern-Apps.",
        },
      ],
      params: {
        keyboard: "88 Tasten, graduierte Hammermechanik, Anschlagdynamik (4 Stufen)",
        "music library": "60 Klavierstücke",
        "layer/split": "Ja",
        duo: "Ja",
        reverb: "4 Typen",
        chorus: "4 Typen",
        effect: ["Saitenresonanz", "Dämpferresonanz", "Brillanz (ab Firmware 1.1.0)"],
        sequencer: "2 Spuren, Export als Standard-MIDI-Datei über USB",
        USB: "USB TO HOST (USB-MIDI, USB-Massenspeicher für Aufnahmen)",
        jacks: ["PHONES × 2 (Vorderseite)", "SUSTAIN", "DC IN 12 V"],
        pedal: "Dämpferpedal im Lieferumfang",
        power: "Netzadapter 12 V / 2 A",
        "available colour": ["Schwarz", "Weiß"],
      },
    },

    CP203: {
      desc: "Das CP203 ist das Kompaktpiano von Noteva: ein Möbelgehäuse mit nur 35 cm Tiefe, ein Schiebe-Tastendeckel und drei Pedale (das Dämpferpedal mit Halbpedal-Funktion). Seine Lautsprecher strahlen zu Ihnen und in den Raum ab – so füllt der Klang ein Wohnzimmer wie ein akustisches Klavier.",
      sellingPoints: [
        "Ein Gehäuse mit nur 35 cm Tiefe und Schiebe-Tastendeckel: ein echtes Piano, das auch in kleine Räume passt.",
        "Drei Pedale, das Dämpferpedal mit Halbpedal-Funktion – für das Pedalspiel, das klassische Literatur verlangt.",
        "Vier Lautsprecher, zwei zu Ihnen und zwei in den Raum gerichtet, mit 2 × 25 W Verstärkerleistung.",
      ],
      sticky: [
        {
          title: "Üben mit 60 Stücken",
          desc: "60 Klavierstücke, ab Firmware 1.1.0 zum langsamen Üben mit 50 bis 100 % ihres Tempos abspielbar, dazu ein Metronom und ein Recorder, mit dem Sie Ihre Fortschritte überprüfen.",
        },
        {
          title: "Ruhige Abende",
          desc: "Mit Kopfhörern schalten sich die Lautsprecher ab, und im Kopfhörer erklingt ein natürlicher Raumklang.",
        },
        {
          title: "Schön wie ein Möbelstück",
          desc: "Oberflächen in Schwarz satiniert, Weiß und Palisander, mit einem Notenpult, das breit genug für zwei Seiten ist.",
        },
      ],
      params: {
        keyboard: "88 Tasten, graduierte Hammermechanik mit Escapement, Anschlagdynamik (4 Stufen)",
        display: "LED, 3-stellig",
        "music library": "60 Klavierstücke",
        "layer/split": "Ja",
        duo: "Ja",
        reverb: "6 Typen",
        chorus: "4 Typen",
        effect: ["Saitenresonanz", "Dämpferresonanz", "Key-Off-Samples"],
        sequencer: "2 Spuren, 3 Songs",
        jacks: ["PHONES × 2", "AUX IN", "AUX OUT (L/MONO, R)", "Pedalbuchse (Pedaleinheit)", "DC IN 24 V"],
        USB: ["USB TO HOST (USB-MIDI)", "USB TO DEVICE (USB-Stick)"],
        pedal: "Drei Pedale: Dämpferpedal (mit Halbpedal), Sostenutopedal, Leisepedal",
        power: "Netzadapter 24 V / 2,5 A",
        "available colour": ["Schwarz satiniert", "Weiß", "Palisander"],
      },
    },

    SP201Plus: {
      desc: "Das SP201Plus ist das Portable-Piano für Pianistinnen und Pianisten, die regelmäßig live spielen: dieselbe Hammermechanik wie das SP-C121, mit einer größeren Klangauswahl, einem übersichtlichen Display und Line-Ausgängen für die PA. Setups mit Flügel, E-Piano oder Streichern legen Sie im Registrierungsspeicher ab und rufen sie zwischen den Songs sofort ab.",
      sellingPoints: [
        "Bühnentaugliche Klangauswahl: Flügel, Klavier, zwei E-Pianos (das zweite ab Firmware 1.1.0), Orgel und Streicher.",
        "Line-Ausgänge, die ohne Adapter direkt in die PA gehen, und eine Buchse für ein Schwellerpedal (EXPRESSION).",
        "USB-Audio: Spielen Sie zu einer Aufnahme vom Computer, die über die Lautsprecher des Pianos erklingt.",
      ],
      sticky: [
        {
          title: "Registrierungsspeicher",
          desc: "Speichern Sie acht Setups aus Klang, Split und Effekten und rufen Sie sie zwischen den Songs ab.",
        },
        {
          title: "Leicht genug für den Gig",
          desc: "12,3 kg, im Lieferumfang eine passgenaue Tragetasche und ein Notenpult zum Aufstecken.",
        },
        {
          title: "Übersichtliches Display",
          desc: "Ein beleuchtetes Display zeigt Klang, Tempo und Transponierung auf einen Blick.",
        },
      ],
      params: {
        keyboard: "88 Tasten, graduierte Hammermechanik, Anschlagdynamik (4 Stufen)",
        display: "Beleuchtetes LCD, 128 × 64 Punkte",
        "music library": "80 Stücke",
        "layer/split": "Ja",
        duo: "Ja",
        reverb: "8 Typen",
        chorus: "8 Typen",
        effect: ["EQ (4 Presets)", "Saitenresonanz", "Rotary-Speaker"],
        sequencer: ["6 Spuren, 5 Songs", "Registrierungsspeicher, 8 Setups"],
        USB: ["USB TO HOST (USB-MIDI, USB-Audio)", "USB TO DEVICE (USB-Stick)"],
        jacks: ["PHONES × 2", "LINE OUT (L/MONO, R)", "SUSTAIN", "EXPRESSION (Schwellerpedal)", "DC IN 12 V"],
        pedal: "Dämpferpedal im Lieferumfang",
        power: "Netzadapter 12 V / 3 A",
        "available colour": "Schwarz",
      },
    },

    AKX10S: {
      desc: "Das AKX10S ist das Flaggschiff unter den Noteva-Arrangern: 300 Styles, die Ihren Akkorden folgen, 1.133 Klänge und 256-stimmige Polyphonie, dazu 768 MB Erweiterungsspeicher für eigene Samples und Unterstützung für externe Laufwerke bis 512 GB. Der 7-Zoll-Touchscreen hält auf der Bühne alles in Reichweite.",
      sellingPoints: [
        "300 Styles und Platz für 1.000 User-Styles, jeweils mit vier Variationen, Fill-ins und Breaks.",
        "1.133 Klänge und 256-stimmige Polyphonie, dazu 768 MB Erweiterungsspeicher für eigene Samples.",
        "16-Spur-Sequenzer; Aufnahmen auf externen Laufwerken bis 512 GB speichern und abspielen.",
      ],
      sticky: [
        { title: "Touchscreen", desc: "Ein farbiger 7-Zoll-Touchscreen für Styles, Mixer und Klangbearbeitung." },
        {
          title: "Live-Sets",
          desc: "Das Songbook mit 2.000 Einträgen ruft Style, Tempo und Klänge für jeden Song ab.",
        },
        {
          title: "Mikrofoneingang",
          desc: "Der Eingang MIC/LINE IN mit Vocal Harmony – für alle, die am Keyboard auch singen.",
        },
      ],
      params: {
        keyboard: "61 Tasten, halbgewichtet, Anschlagdynamik, Aftertouch",
        display: "7-Zoll-Farb-TFT-Touchscreen, 800 × 480",
        "sound/voice": ["1.133 Klänge", "46 Drum-Kits", "768 MB Erweiterungsspeicher für eigene Samples"],
        style: ["300 Preset-Styles", "1.000 User-Styles"],
        "music library": "Songbook, 2.000 Einträge",
        "layer/split": "Ja",
        reverb: "32 Typen",
        chorus: "24 Typen",
        effect: ["Insert-Effekte × 8", "Master-EQ", "Master-Kompressor", "Vocal Harmony"],
        sequencer: ["16 Spuren, Schnellaufnahme und Step-Eingabe", "Akkord-Sequenzer"],
        USB: [
          "USB TO HOST (USB-MIDI, USB-Audio)",
          "USB TO DEVICE: externe Laufwerke bis 512 GB (FAT32; exFAT ab Firmware 1.2.0)",
        ],
        jacks: [
          "PHONES",
          "LINE OUT (L/MONO, R)",
          "MIC/LINE IN (Kombibuchse für Mikrofon und Line)",
          "SUSTAIN",
          "ASSIGNABLE (zuweisbares Pedal)",
          "DC IN 19 V",
        ],
        pedal: "Dämpferpedal im Lieferumfang; Eingang für zuweisbares Pedal",
        speaker: ["13 cm × 2", "Hochtöner 2,5 cm × 2"],
        power: "Netzadapter 19 V / 3,42 A",
        "available colour": "Schwarz",
      },
    },

    MK200: {
      desc: "Das MK200 ist ein Portable-Keyboard der MK-Familie, gebaut von 2024 bis Ende 2025: 61 anschlagdynamische Tasten, 400 Klänge, 200 Styles und Lernfunktionen, die zeigen, welche Taste Sie drücken müssen. Es läuft mit sechs AA-Batterien und spielt damit im Garten genauso wie im Klassenzimmer.",
      sellingPoints: [
        "61 anschlagdynamische Tasten, 400 Klänge und 200 Styles, die den Akkorden Ihrer linken Hand folgen.",
        "Lernen in drei Schritten: zuhören, den Rhythmus spielen, dann die Töne im Takt spielen.",
        "Betrieb mit sechs AA-Batterien oder Netzadapter; die Lautsprecher füllen auch ein Klassenzimmer.",
      ],
      sticky: [
        {
          title: "Lernmodus",
          desc: "Das Display zeigt die nächste Note und den passenden Finger – und am Ende eine Bewertung.",
        },
        { title: "Song aufnehmen", desc: "Ein Recorder nimmt Ihre Melodie per Tastendruck zu einem Style auf." },
        {
          title: "Kopfhörer und USB",
          desc: "Ein Kopfhöreranschluss für leises Üben und USB-MIDI für Apps.",
        },
      ],
      params: {
        keyboard: "61 Tasten, Anschlagdynamik",
        display: "LCD mit Noten- und Fingersatzanzeige",
        "music library": ["120 Songs", "Lernmodus in drei Schritten"],
        "layer/split": "Ja",
        reverb: "8 Typen",
        chorus: "4 Typen",
        sequencer: "One-Touch-Recorder: 1 Melodiespur, 1 Style-Spur",
        pedal: "Dämpferpedal (optional)",
        power: ["Netzadapter 12 V / 1,5 A", "6 × AA-Batterien"],
        "available colour": "Schwarz",
      },
    },

    MK61: {
      desc: "Das MK61 bringt anschlagdynamische Tasten in voller Größe und 500 Klänge in ein Keyboard, das nur 4,5 kg wiegt. Styles folgen Ihrer linken Hand, ein Zwei-Spur-Recorder hält Ihre Ideen fest, und Bluetooth-MIDI verbindet es mit Lern-Apps auf dem Tablet.",
      sellingPoints: [
        "61 anschlagdynamische Tasten in voller Größe – für die richtige Spieltechnik von Anfang an.",
        "500 Klänge und 220 Styles, jeder mit Intro, Ending und zwei Fill-ins – und startklar mit Ihrem ersten Akkord.",
        "Bluetooth-MIDI ohne Kabel, dazu USB: mit Apps auf dem Tablet lernen, am Computer aufnehmen.",
      ],
      sticky: [
        {
          title: "Zwei-Spur-Recorder",
          desc: "Nehmen Sie erst die linke, dann die rechte Hand auf und spielen Sie beide zusammen ab.",
        },
        {
          title: "Notenpult inklusive",
          desc: "Ein aufsteckbares Notenpult hält Notenheft oder Tablet auf Lesehöhe.",
        },
        {
          title: "Batterie oder Netz",
          desc: "Sechs AA-Batterien für rund acht Stunden Spielzeit – oder der mitgelieferte Netzadapter.",
        },
      ],
      params: {
        keyboard: "61 Tasten in voller Größe, Anschlagdynamik (3 Stufen)",
        display: "Beleuchtetes LCD",
        "music library": ["150 Songs", "Lernmodus in drei Schritten", "Akkordlexikon (ab Firmware 2.0.0)"],
        "layer/split": "Ja",
        reverb: "8 Typen",
        chorus: "8 Typen",
        effect: "DSP (10 Typen)",
        sequencer: "2 Spuren",
        pedal: "Dämpferpedal (optional)",
        power: ["Netzadapter 12 V / 1,5 A", "6 × AA-Batterien"],
        "available colour": ["Schwarz", "Weiß"],
      },
    },

    MK37: {
      desc: "Das MK37 ist ein Mini-Keyboard mit 37 Tasten für die Jüngsten und für unterwegs: 100 Klänge, 50 Rhythmen und ein eingebauter Lautsprecher in einem Gehäuse, das in einen Rucksack passt. Es läuft mit vier AA-Batterien.",
      sellingPoints: [
        "37 Minitasten in der richtigen Größe für kleine Hände, dazu 100 Klänge und 50 Rhythmen zum Mitspielen.",
        "RECORD/PLAY drücken, eine Melodie spielen und gleich anhören: Die Melodieaufnahme hält den ersten eigenen Song fest.",
        "Vier AA-Batterien, 1,2 kg, 50 cm lang: Es kommt überall mit, wohin der Rucksack mitkommt.",
      ],
      sticky: [
        {
          title: "Im Takt bleiben",
          desc: "Das Metronom zählt in jedem Tempo von 5 bis 320 BPM mit, und zehn Demosongs zeigen, was in den 100 Klängen steckt.",
        },
        {
          title: "Leise, wenn es sein muss",
          desc: "Schließen Sie Kopfhörer an PHONES an, und der Lautsprecher verstummt – so stört das Üben niemanden.",
        },
      ],
      params: {
        keyboard: "37 Minitasten",
        style: "50 Rhythmen",
        sequencer: "Melodieaufnahme, 1 Spur",
        power: ["Netzadapter 9 V", "4 × AA-Batterien"],
        "available colour": ["Schwarz", "Blau"],
      },
    },

    MK49: {
      desc: "Das MK49 ist der Schritt vom ersten Keyboard zum vollwertigen Instrument: 49 Tasten in voller Größe, 300 Klänge und 100 Styles – leicht genug, dass ein Kind es tragen kann, und ernsthaft genug, um darauf den richtigen Fingersatz zu lernen.",
      sellingPoints: [
        "49 Tasten in voller Größe: dieselbe Tastenbreite wie beim Klavier, über vier Oktaven.",
        "300 Klänge und 100 Styles – mit SYNC START im Takt gestartet, mit einem Fill-in variiert.",
        "Sechs AA-Batterien und 2,3 kg: Üben zu Hause, in der Schule oder bei den Großeltern.",
      ],
      sticky: [
        {
          title: "Lernfunktion",
          desc: "60 Songs Schritt für Schritt lernen: Das Display zeigt die nächste Note und bewertet jeden Schritt.",
        },
        {
          title: "USB-MIDI",
          desc: "Ein USB-Kabel zum Computer oder Tablet genügt, um mit Apps zu spielen und das eigene Spiel aufzunehmen.",
        },
      ],
      params: {
        keyboard: "49 Tasten in voller Größe",
        "music library": ["60 Songs", "Lernmodus in drei Schritten (ab Firmware 1.1.0)"],
        reverb: "4 Typen",
        sequencer: "1 Spur",
        power: ["Netzadapter 9 V / 1 A", "6 × AA-Batterien"],
        "available colour": "Schwarz",
      },
    },

    MR101S: {
      sp4: "Pattern-Ketten: Verketten Sie Patterns zu Songs, speichern Sie bis zu 99 davon und rufen Sie sie jederzeit wieder auf.",
      desc: "Der MR101S ist ein Drumcomputer, den Sie mit den Händen spielen: 16 anschlagdynamische Pads, 48 Kits von akustisch bis elektronisch (52 ab Firmware 1.2.0), 100 Preset-Patterns und Platz für 100 User-Patterns. Spielen Sie einen Groove ein, lassen Sie ihn loopen und steuern Sie den Rest Ihres Setups über MIDI.",
      sellingPoints: [
        "16 anschlagdynamische Pads mit Druckempfindlichkeit, beleuchtet in der Farbe des jeweiligen Instruments.",
        "48 Kits (52 ab Firmware 1.2.0), 100 Preset- und 100 User-Patterns, live oder per Step-Eingabe eingespielt.",
        "MIDI-Clock-Ein- und -Ausgang und USB-MIDI: die Schaltzentrale eines kleinen Studios.",
      ],
      sticky: [
        {
          title: "Live-Aufnahme",
          desc: "Nehmen Sie mit den Pads auf, während das Pattern läuft, und quantisieren Sie schon beim Spielen.",
        },
        {
          title: "Step-Eingabe",
          desc: "Mit den 16 Pads setzen Sie das Pattern Schritt für Schritt, mit Akzent und Flam.",
        },
        {
          title: "Synchron bleiben",
          desc: "Sendet MIDI-Clock und folgt ihr auch – so bleiben Keyboards und Sequenzer im Takt.",
        },
      ],
      params: {
        "drum pad": "16 Pads, anschlag- und druckempfindlich, RGB-beleuchtet",
        "drum kit": [
          "48 Kits (akustisch, elektronisch, Percussion)",
          "Ab Firmware 1.2.0: vier weitere elektronische Kits auf Kit-Seite 4, insgesamt 52",
        ],
        song: "99 Pattern-Ketten",
        rhythm: ["100 Preset-Patterns", "100 User-Patterns"],
        record: ["Live-Aufnahme mit Quantisierung", "Step-Eingabe"],
        "panel control": [
          "Ein-/Ausschalter",
          "Tempo-Regler (5–320 BPM)",
          "Lautstärke",
          "Master-Filter",
          "Swing",
          "Kit-Auswahl",
          "Pattern-Auswahl",
          "Start/Stop",
          "Aufnahme",
          "Shift",
          "OLED-Display",
        ],
        USB: "USB TO HOST (USB-MIDI, USB-Massenspeicher für Pattern-Ketten ab Firmware 1.2.0)",
        MIDI: ["MIDI IN (Noten, Clock)", "MIDI OUT (Noten, Clock)"],
        power: "Netzadapter 12 V",
        "available colour": "Schwarz",
      },
    },
  },
};
