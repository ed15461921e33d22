import type { NewsTranslation } from "../types";

/** German firmware release notes, by "PRODUCTID@version": line for line as in the English (../../firmware.ts). */
export const firmware: NewsTranslation["firmware"] = {
  "SPC121@1.0.0": ["Erstveröffentlichung."],
  "SPC121@1.1.0": [
    "Neu: eine brillantere Intonation des Pianoklangs (FUNCTION + Taste C7).",
    "Neu: Die Dämpferresonanz klingt natürlicher aus, sobald Sie das Dämpferpedal loslassen.",
    "Behoben: Beim Umschalten der Klänge mit gehaltenen Tasten war ein Klicken zu hören.",
  ],
  "SPC121@1.2.0": [
    "Neu: Local Control lässt sich ausschalten (FUNCTION + Taste A6), damit bei Aufnahmen am Computer keine Note doppelt erklingt.",
    "Neu: Über USB als MIDI-Datei exportierte Aufnahmen behalten das Dämpferpedal (Controller 64).",
    "Behoben: Die Lautstärke des Metronoms fiel nach dem Ausschalten auf den Standardwert zurück.",
  ],
  "SPC121@1.2.1": [
    "Behoben: Töne blieben hängen, wenn das USB-Kabel bei gehaltenen Tasten eingesteckt wurde.",
    "Behoben: Die zweite Spur des Recorders setzte bei Tempi über 200 BPM einen Schlag zu spät ein.",
  ],
  "CP203@1.0.0": ["Erstveröffentlichung."],
  "CP203@1.1.0": [
    "Neu: Zum langsamen Üben lassen sich die 60 Stücke der Musikbibliothek mit 50 bis 100 % ihres Tempos abspielen.",
    "Neu: eine verbesserte Saitenresonanz in der tiefsten Oktave.",
    "Behoben: Beim Abziehen des Kopfhörers wurde es kurz lauter.",
  ],
  "CP203@1.1.1": ["Behoben: Aufnahmen auf einem USB-Stick brachen nach 30 Minuten ab."],
  "CP203@1.2.0": [
    "Neu: Einstellung der Halbpedal-Empfindlichkeit (FUNCTION + Taste D1, fünf Stufen), beschrieben in Revision B der Bedienungsanleitung.",
    "Neu: ein zweiter Raumklang für Kopfhörer, der klingt, als säßen Sie direkt am Instrument.",
    "Behoben: Das Sostenutopedal hielt auch Töne, die erst nach dem Treten gespielt wurden.",
  ],
  "SP201Plus@1.0.0": ["Erstveröffentlichung."],
  "SP201Plus@1.1.0": [
    "Neu: ein zweites E-Piano mit hellerem, glockigem Klang.",
    "Neu: Auf Wunsch geben die Line-Ausgänge das Piano ohne Hall aus, damit die Effekte des Mischpults greifen.",
    "Behoben: Schwellerpedale mancher Hersteller erreichten nicht die volle Lautstärke.",
  ],
  "SP201Plus@1.2.0": [
    "Neu: Die Transponierung bleibt auch nach dem Ausschalten erhalten.",
    "Neu: USB-Audio vom Computer erklingt, sobald das Kabel steckt – ohne dass Sie eine Einstellung ändern müssen.",
    "Behoben: An den Line-Ausgängen knisterte es gelegentlich, wenn mehr als 200 Noten gleichzeitig erklangen.",
  ],
  "SP201Plus@1.3.0": [
    "Neu: Das Piano behält die Wiedergabelautstärke für USB-Audio, auch wenn Sie es ausschalten.",
    "Neu: Sicherung des Registrierungsspeichers auf einem USB-Stick.",
    "Behoben: Der Geschwindigkeitsumschalter des Rotary-Speaker-Effekts reagierte nicht zuverlässig.",
  ],
  "AKX10S@1.0.0": ["Erstveröffentlichung."],
  "AKX10S@1.1.0": [
    "Neu: Jeder Eintrag im Songbook speichert seine eigene Style-Variation und sein Tempo.",
    "Neu: Lange Klanglisten scrollen auf dem Touchscreen ohne Ruckeln.",
    "Behoben: Vocal Harmony blieb nach dem Transponieren in der alten Tonart.",
  ],
  "AKX10S@1.2.0": [
    "Neu: Der Style-Browser zeigt den User-Style-Speicher als eigene Liste, getrennt von den Preset-Styles.",
    "Neu: Das Instrument erkennt externe Laufwerke bis 512 GB im exFAT-Format.",
    "Behoben: Die Songbook-Suche übersah Buchstaben mit Akzent.",
  ],
  "AKX10S@1.3.0": [
    "Neu: Export des Akkord-Sequenzers als Standard-MIDI-Datei.",
    "Neu: Soundpacks für den Erweiterungsspeicher laden jetzt 40 % schneller.",
    "Behoben: In seltenen Fällen fror das Instrument ein, wenn ein USB-Laufwerk bei geöffnetem Songbook entfernt wurde.",
  ],
  "MK200@1.0.0": ["Erstveröffentlichung."],
  "MK200@1.0.1": [
    "Behoben: Mit frisch geladenen Akkus zeigte die Batterieanzeige einen niedrigen Ladestand.",
    "Behoben: Die Anzeige SYNC START leuchtete nach dem Ende eines Styles weiter.",
  ],
  "MK200@1.1.0": [
    "Neu: Der Lernmodus bewertet auch die Rhythmusübung, nicht nur die Töne.",
    "Neu: Für Aufnahmen am Computer sendet das MK200 auf Wunsch auch die Begleitung über USB-MIDI (Kanäle 3 bis 10).",
    "Behoben: Der One-Touch-Recorder schnitt die letzte Note eines Songs ab.",
  ],
  "MK61@1.0.0": ["Erstveröffentlichung."],
  "MK61@1.0.2": [
    "Neu: Das MK61 erkennt beim Einschalten Dämpferpedale beider Polaritäten.",
    "Behoben: Fill-ins setzten bei Tempi unter 60 BPM einen halben Schlag zu früh ein.",
  ],
  "MK61@1.1.0": [
    "Behoben: Mit einigen Tablets setzten bei Bluetooth-MIDI Noten aus.",
    "Neu: Lernbewertungen bleiben auch nach dem Ausschalten erhalten.",
  ],
  "MK61@1.2.0": [
    "Neu: der Bootloader, den die Firmware 2.0.0 voraussetzt; dieses Update installiert ihn.",
    "Neu: Bluetooth-MIDI lässt sich mit weiteren Tablets und Smartphones koppeln.",
    "Behoben: Der Recorder verlor den letzten Takt, wenn er während eines Fill-ins gestoppt wurde.",
  ],
  "MK61@2.0.0": [
    "Neu: Der Lernmodus wiederholt auf Wunsch eine Phrase eines Songs, bis sie im Takt gespielt wird.",
    "Neu: ein Akkordlexikon. Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und die mit dem Akkordtyp beschriftete Taste der Tastatur: Das Display zeigt die Tasten des Akkords.",
    "Neu: halbierte Latenz bei Bluetooth-MIDI.",
    "Hinweis: Version 2.0.0 teilt den Flash-Speicher neu auf; nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben.",
  ],
  "MK49@1.0.0": ["Erstveröffentlichung."],
  "MK49@1.1.0": [
    "Neu: das Lernsystem des MK61 mit denselben Lernschritten und derselben Bewertung – wer auf das MK61 umsteigt, findet die vertrauten Lektionen wieder.",
    "Neu: ein Metronom mit betonter erster Zählzeit.",
  ],
  "MK49@1.1.1": [
    "Behoben: Die Lernbewertung wurde bei schwachen Batterien nicht gespeichert.",
    "Behoben: Einige Tablets erkannten USB-MIDI über einen USB-Adapter nicht.",
  ],
  "MR101S@1.0.0": ["Erstveröffentlichung."],
  "MR101S@1.1.0": [
    "Neu: Swing-Werte bis 75 %.",
    "Neu: Der MR101S sendet MIDI-Clock auf Wunsch auch im gestoppten Zustand.",
    "Behoben: Pad 16 verwendete eine falsche Anschlagkurve.",
  ],
  "MR101S@1.1.1": [
    "Behoben: Das Tempo wich ab, wenn der MR101S einer MIDI-Clock über 180 BPM folgte.",
    "Behoben: Die User-Patterns 91 bis 100 gingen verloren, wenn während der Wiedergabe ausgeschaltet wurde.",
  ],
  "MR101S@1.2.0": [
    "Neu: Export von Pattern-Ketten über USB.",
    "Neu: vier elektronische Kits auf einer vierten Kit-Seite (Pads 1 bis 4), insgesamt 52 Kits.",
    "Neu: Die Pads sprechen bei leichtem Anschlag feiner an als bisher.",
  ],
};
