import type { NewsTranslation } from "../types";

/** German firmware release notes, by "PRODUCTID@version": line for line as in the English (../../firmware.ts). */
export const firmware: NewsTranslation["firmware"] = {
  "SPC121@1.0.0": ["Erstveröffentlichung."],
  "SPC121@1.1.0": [
    "Neu: Option für eine brillantere Intonation des Pianoklangs (FUNCTION + Taste C7).",
    "Verbessert das Ausklingen der Dämpferresonanz, wenn das Sustain-Pedal losgelassen wird.",
    "Behebt ein Klicken beim Umschalten der Klänge, während Tasten gehalten werden.",
  ],
  "SPC121@1.2.0": [
    "Neu: Local Control ein/aus (FUNCTION + Taste A6), damit in einen Computer aufgenommene Noten nicht doppelt erklingen.",
    "Aufnahmen, die über USB als MIDI-Datei exportiert werden, behalten das Sustain-Pedal (Controller 64).",
    "Behoben: Die Lautstärke des Metronoms fiel nach dem Ausschalten auf den Standardwert zurück.",
  ],
  "SPC121@1.2.1": [
    "Behebt hängende Töne, wenn das USB-Kabel bei gehaltenen Tasten eingesteckt wurde.",
    "Behoben: Die zweite Spur des Recorders setzte bei Tempi über 200 einen Schlag zu spät ein.",
  ],
  "CP203@1.0.0": ["Erstveröffentlichung."],
  "CP203@1.1.0": [
    "Die 60 Stücke der Musikbibliothek lassen sich zum langsamen Üben mit 50 bis 100 % ihres Tempos abspielen.",
    "Verbessert die Saitenresonanz der tiefsten Oktave.",
    "Behebt einen kurzen Lautstärkesprung beim Abziehen des Kopfhörers.",
  ],
  "CP203@1.1.1": ["Behoben: Aufnahmen auf einem USB-Stick brachen nach 30 Minuten ab."],
  "CP203@1.2.0": [
    "Neu: Einstellung der Halbdämpfer-Empfindlichkeit (FUNCTION + Taste D1, fünf Stufen), beschrieben in Revision B der Bedienungsanleitung.",
    "Neu: ein zweiter, näherer Raumklang für Kopfhörer.",
    "Behoben: Das Sostenuto-Pedal hielt auch Töne, die erst nach dem Treten gespielt wurden.",
  ],
  "SP201Plus@1.0.0": ["Erstveröffentlichung."],
  "SP201Plus@1.1.0": [
    "Neu: ein zweites E-Piano mit hellerem, glockigem Klang.",
    "Die Line-Ausgänge geben das Piano auf Wunsch ohne Hall aus, damit die Effekte des Mischpults greifen.",
    "Behoben: Expression-Pedale mancher Hersteller erreichten nicht die volle Lautstärke.",
  ],
  "SP201Plus@1.2.0": [
    "Die Transponierung bleibt nach dem Ausschalten erhalten.",
    "USB-Audio vom Computer erklingt, sobald das Kabel eingesteckt ist – ohne eine Einstellung zu ändern.",
    "Behebt ein seltenes Knistern an den Line-Ausgängen, wenn mehr als 200 Noten gleichzeitig erklingen.",
  ],
  "SP201Plus@1.3.0": [
    "Das Piano behält die Wiedergabelautstärke für USB-Audio auch nach dem Ausschalten.",
    "Registrierungsspeicher lassen sich auf einem USB-Stick sichern.",
    "Behebt einen Fehler beim Geschwindigkeitsumschalter des Rotary-Speaker-Effekts.",
  ],
  "AKX10S@1.0.0": ["Erstveröffentlichung."],
  "AKX10S@1.1.0": [
    "Jeder Songbook-Eintrag speichert seine eigene Style-Variation und sein Tempo.",
    "Der Touchscreen scrollt lange Klanglisten ohne Ruckeln.",
    "Behoben: Vocal Harmony blieb nach dem Transponieren in der alten Tonart.",
  ],
  "AKX10S@1.2.0": [
    "Neu: 40 Styles in der Browser-Ansicht des User-Style-Speichers.",
    "Externe Laufwerke bis 512 GB im exFAT-Format werden erkannt.",
    "Behebt einen Fehler, durch den die Songbook-Suche Buchstaben mit Akzent ignorierte.",
  ],
  "AKX10S@1.3.0": [
    "Neu: Export des Akkord-Sequenzers als Standard-MIDI-Datei.",
    "Erweiterungs-Soundpacks werden 40 % schneller geladen.",
    "Behebt ein seltenes Einfrieren, wenn ein USB-Laufwerk bei geöffnetem Songbook entfernt wird.",
  ],
  "MK200@1.0.0": ["Erstveröffentlichung."],
  "MK200@1.0.1": [
    "Behoben: Die Batterieanzeige zeigte bei frisch geladenen Akkus einen niedrigen Ladestand.",
    "Behoben: SYNC START leuchtete nach dem Stoppen eines Styles weiter.",
  ],
  "MK200@1.1.0": [
    "Der Lernmodus bewertet neben den Noten auch den Rhythmusschritt.",
    "Zur Aufnahme in einen Computer kann USB-MIDI die Begleitung auf den Kanälen 3 bis 10 senden.",
    "Behoben: Der One-Touch-Recorder schnitt die letzte Note eines Songs ab.",
  ],
  "MK61@1.0.0": ["Erstveröffentlichung."],
  "MK61@1.0.2": [
    "Sustain-Pedale beider Polaritäten werden beim Einschalten erkannt.",
    "Behoben: Fill-ins setzten bei Tempi unter 60 einen halben Schlag zu früh ein.",
  ],
  "MK61@1.1.0": [
    "Behebt Notenaussetzer bei Bluetooth-MIDI mit einigen Tablets.",
    "Lernbewertungen bleiben nach dem Ausschalten erhalten.",
  ],
  "MK61@1.2.0": [
    "Installiert den neuen Bootloader, den die Firmware 2.0 voraussetzt.",
    "Bluetooth-MIDI lässt sich mit mehr Tablets und Smartphones koppeln.",
    "Behoben: Der Recorder verlor den letzten Takt, wenn er während eines Fill-ins gestoppt wurde.",
  ],
  "MK61@2.0.0": [
    "Der Lernmodus kann eine Phrase eines Songs wiederholen, bis sie im Takt gespielt wird.",
    "Neu: ein Akkordlexikon. Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und einen Akkordtyp: Das Display zeigt die Tasten des Akkords.",
    "Halbiert die Latenz von Bluetooth-MIDI.",
    "Setzt die Firmware 1.2.0 oder neuer voraus: Version 2.0.0 teilt den Flash-Speicher neu auf, und nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben. Aktualisieren Sie zuerst auf 1.2.0.",
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
    "Neu: Swing-Werte bis 75 %.",
    "MIDI-Clock kann jetzt auch im gestoppten Zustand gesendet werden.",
    "Behebt eine falsch gemeldete Anschlagkurve bei Pad 16.",
  ],
  "MR101S@1.1.1": [
    "Behebt ein Wegdriften des Tempos beim Folgen der MIDI-Clock über 180 BPM.",
    "Behoben: Die User-Patterns 91 bis 100 gingen verloren, wenn während der Wiedergabe ausgeschaltet wurde.",
  ],
  "MR101S@1.2.0": [
    "Neu: Export von Pattern-Ketten über USB.",
    "Neu: vier elektronische Kits als Alternativen in der Bank mit 48 Kits.",
    "Verbessert die Empfindlichkeit der Pads bei geringer Anschlagstärke.",
  ],
};
