import type { Locale } from "~/lib/i18n/locales";

/**
 * Facts the first seed's copy got wrong, as native readers found them (issue 40): each sentence as
 * a data set seeded before has it (`was`) and as the seed has it now (`now`), per language. Seed
 * data is insert-only, so the seed set `fact-corrections` (./index.ts) puts each `now` in where a
 * row still holds the seed's `was`: products' words, articles, firmware notes and their German and
 * Japanese translations. A wording an editor chose is not the seed's, and is left as it is.
 * `app/compose/facts.db.test.ts` holds the list to the seed (every `now` is in it, no `was` is) and
 * ages a data set to try it.
 */
export type Correction = {
  was: string;
  now: string;
  /** Only a whole text or line (a specification list's item) that is `was`, never a part of a longer one ("Expression-Pedale"). */
  whole?: true;
};

export const factCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // the MR101S has no step keys: its pads edit a pattern
    {
      was: "Sixteen step keys edit the pattern note by note, with accent and flam.",
      now: "The sixteen pads edit the pattern step by step, with accent and flam.",
    },
    // the SP201Plus has no Bluetooth (no row, connector or manual names it): its USB audio
    {
      was: "Bluetooth audio reconnects to the last device at power-on.",
      now: "USB audio from a computer starts as soon as the cable is plugged in, with no setting to change.",
    },
    {
      was: "Adds Bluetooth audio volume memory.",
      now: "The piano keeps the USB audio playback volume when it is switched off.",
    },
    {
      was: "Bluetooth audio: play along with a recording through the piano's own speakers.",
      now: "USB audio: play along with a recording from your computer through the piano's own speakers.",
    },
    // the MR101S's USB TO HOST carries MIDI (its kit and manual), not audio
    { was: "MIDI clock in and out, USB audio", now: "MIDI clock in and out, USB-MIDI" },
    {
      was: "MIDI clock in and out and USB audio: the centre of a small studio.",
      now: "MIDI clock in and out and USB-MIDI: the centre of a small studio.",
    },
    // the SP-C121's supplied pedal is a sustain footswitch: no half-damper
    {
      was: "Improves the half-damper response of the supplied pedal.",
      now: "Improves how the damper resonance fades when the sustain pedal is released.",
    },
    {
      was: "USB-MIDI sends the damper pedal's half-damper positions as values of controller 64.",
      now: "Recordings exported over USB as MIDI files keep the sustain pedal (controller 64).",
    },
    // the MK61's music library holds 150 songs, not 200
    {
      was: "Adds 50 songs to the lesson library, 200 in all.",
      now: "Lesson mode can repeat one phrase of a song until it is played in time.",
    },
    // the MK37 (no display, USB or firmware) does not share the MK49's and MK61's lessons
    {
      was: "MK37, MK49 and MK61 now share one lesson system, so pupils keep their progress when they move up.",
      now: "The MK49 and MK61 now share one lesson system; the MK37 starts the youngest with a play-along mode.",
    },
    {
      was: "Children start small and grow fast. The MK37, MK49 and MK61 now use the same lesson songs and scoring, so a pupil moving up a size picks up where they left off.",
      now: "Children start small and grow fast. The MK37's ten demo songs have a play-along mode that waits for the right note. The MK49 and MK61 now use the same lesson steps and scoring, so a pupil who moves up from the MK49 to the MK61 finds the lessons they know.",
    },
    {
      was: "Adds the MK family's lesson system: scores and progress carry over to the MK61 and the MK37.",
      now: "Adds the MK61's lesson system: the same lesson steps and scoring, so a pupil moving up to the MK61 finds the lessons they know.",
    },
    // the key action's test is ten million strokes, as the company pages say
    {
      was: "a lab where key actions are tested for millions of strokes,",
      now: "a lab where key actions are tested to ten million strokes,",
    },
    // the MR101S keeps 99 pattern chains (songs), as its specification says
    {
      was: "Pattern chain: link up to 99 rhythms into a song and play it from a single pad.",
      now: "Pattern chain: link rhythms into songs, keep up to 99 of them, and play one from a single pad.",
    },
    // issue 40, fourth reading: the CP203 manual's revision B: the summary says what the article says (no diagram)
    {
      was: "Revision B adds the half-damper setting and a clearer pedal connection diagram.",
      now: "Revision B adds the half-damper sensitivity setting and a clearer description of the pedal connection.",
    },
    // issue 40, fourth reading: the MK37's demo songs and melody recorder (no play-along mode), the MK200 made 2024–2025 (not the family's first), the SP-C121's 12 cm speakers and 15 W × 2 amplifier, the key action's test per key
    {
      was: "Ten demo songs with a play-along mode that waits for the right note.",
      now: "Ten demo songs to listen to, and a melody recorder that plays back what you played.",
    },
    {
      was: "the MK37 starts the youngest with a play-along mode.",
      now: "the MK37 starts the youngest with ten demo songs and a melody recorder.",
    },
    {
      was: "The MK37's ten demo songs have a play-along mode that waits for the right note.",
      now: "The MK37 has ten demo songs to listen to and a melody recorder that plays back what they played.",
    },
    {
      was: "The MK200 is the portable keyboard that started the MK family:",
      now: "The MK200 is a portable keyboard of the MK family, made from 2024 until the end of 2025:",
    },
    {
      was: "Two 15 W speakers aimed at the player,",
      now: "Two 12 cm speakers aimed at the player, driven by 2 × 15 W,",
    },
    // issue 40, fourth reading: the key action's test, in one wording: ten million strokes per key
    {
      was: "a lab where key actions are tested to ten million strokes,",
      now: "a lab where key actions are tested to ten million strokes per key,",
    },
    // issue 40, fourth reading: the spring fair named: SUPERBOOTH25 at the FEZ-Berlin, 8–10 May 2025, Hall A, stand A14
    {
      was: "Meet Noteva at the spring trade fair",
      now: "Meet Noteva at SUPERBOOTH25 in Berlin",
    },
    {
      was: "Play the whole range on our stand, with hourly sessions by our sound designers.",
      now: "Play the whole range on our stand A14 at the FEZ-Berlin, 8 to 10 May, with hourly sessions by our sound designers.",
    },
    {
      was: "Our stand brings every instrument together:",
      now: "From 8 to 10 May 2025 we are at SUPERBOOTH25, the trade fair for electronic musical instruments at the FEZ-Berlin in the Wuhlheide. You find us in Hall A, stand A14, where every instrument comes together:",
    },
    // issue 40, fourth reading: one fact per article (keyboard players on tour, young pianists at the academy), the chord dictionary's chord-type key, the MR101S's user patterns
    {
      was: "Three touring pianists chose the SP201Plus for its action and its line outputs.",
      now: "Three touring keyboard players chose the SP201Plus for its action and its line outputs.",
    },
    {
      was: "A week of lessons, concerts and recording at Noteva Park for 40 young players.",
      now: "A week of lessons, concerts and recording at Noteva Park for 40 young pianists.",
    },
    {
      was: "hold FUNCTION, press a root key and a chord type, and the display shows its keys.",
      now: "hold FUNCTION, press a root key and the key marked with a chord type, and the display shows its keys.",
    },
    {
      was: "48 kits, 100 preset rhythms and 100 user rhythms, recorded live or step by step.",
      now: "48 kits, 100 preset rhythms and 100 user patterns, recorded live or step by step.",
    },
    // issue 40, fourth reading: connectors as printed on the panel; the update takes the steps' three minutes
    {
      was: "Expression pedal",
      whole: true,
      now: "EXPRESSION",
    },
    {
      was: "Mic/Line combo in",
      whole: true,
      now: "MIC/LINE IN",
    },
    {
      was: "Assignable pedal",
      whole: true,
      now: "ASSIGNABLE",
    },
    {
      was: "Updating takes about five minutes ",
      now: "Updating takes about three minutes ",
    },
    // issue 40, fourth reading: the SP201Plus's carrying case comes in the box (its kit, specification and manual)
    {
      was: "12.3 kg with a carrying case made to fit, and a music rest that clips on.",
      now: "12.3 kg, supplied with a carrying case made to fit and a music rest that clips on.",
    },
  ],
  de: [
    // the SP201Plus has no Bluetooth (no row, connector or manual names it): its USB audio
    {
      was: "Bluetooth-Audio: Spielen Sie zu einer Aufnahme, die über die Lautsprecher des Pianos erklingt.",
      now: "USB-Audio: Spielen Sie zu einer Aufnahme vom Computer, die über die Lautsprecher des Pianos erklingt.",
    },
    {
      was: "Bluetooth-Audio verbindet sich beim Einschalten wieder mit dem zuletzt genutzten Gerät.",
      now: "USB-Audio vom Computer erklingt, sobald das Kabel eingesteckt ist – ohne eine Einstellung zu ändern.",
    },
    {
      was: "Neu: Die Lautstärke für Bluetooth-Audio wird gespeichert.",
      now: "Das Piano behält die Wiedergabelautstärke für USB-Audio auch nach dem Ausschalten.",
    },
    // the MR101S's USB TO HOST carries MIDI (its kit and manual), not audio
    {
      was: "MIDI-Clock-Ein- und -Ausgang und USB-Audio: die Schaltzentrale eines kleinen Studios.",
      now: "MIDI-Clock-Ein- und -Ausgang und USB-MIDI: die Schaltzentrale eines kleinen Studios.",
    },
    { was: "MIDI-Clock-Ein- und -Ausgang, USB-Audio", now: "MIDI-Clock-Ein- und -Ausgang, USB-MIDI" },
    // (the SP-C121's half-damper, the park's strokes and the MR101S's chains: in revised-words, with the German rewrite)
    // the MK61's music library holds 150 songs, not 200
    {
      was: "Neu: 50 weitere Songs in der Lernbibliothek, insgesamt 200.",
      now: "Der Lernmodus kann eine Phrase eines Songs wiederholen, bis sie im Takt gespielt wird.",
    },
    // the MK37 (no display, USB or firmware) does not share the MK49's and MK61's lessons
    {
      was: "Neu: das Lernsystem der MK-Familie. Bewertungen und Lernfortschritt gehen auf das MK61 und das MK37 über.",
      now: "Neu: das Lernsystem des MK61 mit denselben Lernschritten und derselben Bewertung – wer auf das MK61 umsteigt, findet die vertrauten Lektionen wieder.",
    },
    {
      was: "MK37, MK49 und MK61 nutzen jetzt dasselbe Lernsystem – wer auf ein größeres Modell umsteigt, behält seine Fortschritte.",
      now: "Das MK49 und das MK61 nutzen jetzt dasselbe Lernsystem; mit dem Mitspielmodus des MK37 fangen schon die Jüngsten an.",
    },
    {
      was: "Kinder fangen klein an und wachsen schnell. MK37, MK49 und MK61 verwenden jetzt dieselben Lernsongs und dieselbe Bewertung: Wer auf die nächste Größe umsteigt, macht genau dort weiter, wo er aufgehört hat.",
      now: "Kinder fangen klein an und wachsen schnell. Die zehn Demosongs des MK37 haben einen Mitspielmodus, der auf den richtigen Ton wartet. Das MK49 und das MK61 verwenden jetzt dieselben Lernschritte und dieselbe Bewertung: Wer vom MK49 auf das MK61 umsteigt, findet die vertrauten Lektionen wieder.",
    },
    // issue 40, fourth reading: one German name per pedal (Halbpedal, Sostenutopedal, Leisepedal); the CP203 manual's revision B says what its body says
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "drei Pedale mit Halbdämpfer-Funktion",
      now: "drei Pedale mit Halbpedal-Funktion",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Drei Pedale mit Halbdämpfer-Funktion",
      now: "Drei Pedale mit Halbpedal-Funktion",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Drei Pedale: Dämpfer (Halbdämpfer), Sostenuto, Soft",
      now: "Drei Pedale: Dämpferpedal (mit Halbpedal), Sostenutopedal, Leisepedal",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Einstellung der Halbdämpfer-Empfindlichkeit",
      now: "Einstellung der Halbpedal-Empfindlichkeit",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Revision B ergänzt die Halbdämpfer-Einstellung und ein übersichtlicheres Anschlussdiagramm für die Pedale.",
      now: "Revision B ergänzt die Einstellung der Halbpedal-Empfindlichkeit und eine klarere Beschreibung des Pedalanschlusses.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das Sostenuto-Pedal hielt",
      now: "Das Sostenutopedal hielt",
    },
    // issue 40, fourth reading: one name for the portable lines: Portable-Piano, as German retail lists them
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das SP201Plus ist das tragbare Digitalpiano für Pianisten",
      // l10n-lint-allow: a step of a chain: the fourth reading's entry below makes it „Pianistinnen und Pianisten“
      now: "Das SP201Plus ist das Portable-Piano für Pianisten",
    },
    // issue 40, fourth reading: every German release note starts „Neu:“ or „Behoben:“ (the MK61 2.0.0's first note among them)
    {
      was: "Die Dämpferresonanz klingt natürlicher aus, wenn Sie das Dämpferpedal loslassen.",
      now: "Neu: Die Dämpferresonanz klingt natürlicher aus, sobald Sie das Dämpferpedal loslassen.",
    },
    {
      was: "Aufnahmen, die über USB als MIDI-Datei exportiert werden, behalten das Dämpferpedal (Controller 64).",
      now: "Neu: Über USB als MIDI-Datei exportierte Aufnahmen behalten das Dämpferpedal (Controller 64).",
    },
    {
      was: "Die 60 Stücke der Musikbibliothek lassen sich zum langsamen Üben mit 50 bis 100 % ihres Tempos abspielen.",
      now: "Neu: Zum langsamen Üben lassen sich die 60 Stücke der Musikbibliothek mit 50 bis 100 % ihres Tempos abspielen.",
    },
    {
      was: "Verbesserte Saitenresonanz in der tiefsten Oktave.",
      now: "Neu: eine verbesserte Saitenresonanz in der tiefsten Oktave.",
    },
    {
      was: "Die Line-Ausgänge geben das Piano auf Wunsch ohne Hall aus, damit die Effekte des Mischpults greifen.",
      now: "Neu: Auf Wunsch geben die Line-Ausgänge das Piano ohne Hall aus, damit die Effekte des Mischpults greifen.",
    },
    {
      was: "Die Transponierung bleibt nach dem Ausschalten erhalten.",
      now: "Neu: Die Transponierung bleibt auch nach dem Ausschalten erhalten.",
    },
    {
      was: "USB-Audio vom Computer erklingt, sobald das Kabel eingesteckt ist – ohne eine Einstellung zu ändern.",
      now: "Neu: USB-Audio vom Computer erklingt, sobald das Kabel steckt – ohne dass Sie eine Einstellung ändern müssen.",
    },
    {
      was: "Das Piano behält die Wiedergabelautstärke für USB-Audio auch nach dem Ausschalten.",
      now: "Neu: Das Piano behält die Wiedergabelautstärke für USB-Audio, auch wenn Sie es ausschalten.",
    },
    {
      was: "Registrierungsspeicher lassen sich auf einem USB-Stick sichern.",
      now: "Neu: Sicherung der Registrierungsspeicher auf einem USB-Stick.",
    },
    {
      was: "Jeder Songbook-Eintrag speichert seine eigene Style-Variation und sein Tempo.",
      now: "Neu: Jeder Eintrag im Songbook speichert seine eigene Style-Variation und sein Tempo.",
    },
    {
      was: "Der Touchscreen scrollt lange Klanglisten ohne Ruckeln.",
      now: "Neu: Lange Klanglisten scrollen auf dem Touchscreen ohne Ruckeln.",
    },
    {
      was: "Externe Laufwerke bis 512 GB im exFAT-Format werden erkannt.",
      now: "Neu: Das Instrument erkennt externe Laufwerke bis 512 GB im exFAT-Format.",
    },
    {
      was: "Soundpacks für den Erweiterungsspeicher laden 40 % schneller.",
      now: "Neu: Soundpacks für den Erweiterungsspeicher laden jetzt 40 % schneller.",
    },
    {
      was: "Der Lernmodus bewertet jetzt auch die Rhythmusübung, nicht nur die Töne.",
      now: "Neu: Der Lernmodus bewertet auch die Rhythmusübung, nicht nur die Töne.",
    },
    {
      was: "Für Aufnahmen am Computer sendet das MK200 auf Wunsch auch die Begleitung über USB-MIDI, auf den Kanälen 3 bis 10.",
      now: "Neu: Für Aufnahmen am Computer sendet das MK200 auf Wunsch auch die Begleitung über USB-MIDI (Kanäle 3 bis 10).",
    },
    {
      was: "Dämpferpedale beider Polaritäten werden beim Einschalten erkannt.",
      now: "Neu: Das MK61 erkennt beim Einschalten Dämpferpedale beider Polaritäten.",
    },
    {
      was: "Lernbewertungen bleiben nach dem Ausschalten erhalten.",
      now: "Neu: Lernbewertungen bleiben auch nach dem Ausschalten erhalten.",
    },
    {
      was: "Installiert den neuen Bootloader, den die Firmware 2.0 voraussetzt.",
      now: "Neu: der Bootloader, den die Firmware 2.0 voraussetzt; dieses Update installiert ihn.",
    },
    {
      was: "Bluetooth-MIDI lässt sich mit mehr Tablets und Smartphones koppeln.",
      now: "Neu: Bluetooth-MIDI lässt sich mit weiteren Tablets und Smartphones koppeln.",
    },
    {
      was: "Der Lernmodus kann eine Phrase eines Songs wiederholen, bis sie im Takt gespielt wird.",
      now: "Neu: Der Lernmodus wiederholt auf Wunsch eine Phrase eines Songs, bis sie im Takt gespielt wird.",
    },
    {
      was: "Halbierte Latenz bei Bluetooth-MIDI.",
      now: "Neu: halbierte Latenz bei Bluetooth-MIDI.",
    },
    {
      was: "Version 2.0.0 teilt den Flash-Speicher neu auf, und nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben.",
      now: "Hinweis: Version 2.0.0 teilt den Flash-Speicher neu auf; nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben.",
    },
    {
      was: "MIDI-Clock kann jetzt auch im gestoppten Zustand gesendet werden.",
      now: "Neu: Der MR101S sendet MIDI-Clock auf Wunsch auch im gestoppten Zustand.",
    },
    {
      was: "Die Pads sprechen bei leichtem Anschlag feiner an.",
      now: "Neu: Die Pads sprechen bei leichtem Anschlag feiner an als bisher.",
    },
    // issue 40, fourth reading: the firmware news says how to update without „bebilderte Anleitung“
    {
      was: "Laden Sie sie herunter und folgen Sie der bebilderten Anleitung auf der [Firmware-Seite",
      now: "Laden Sie sie herunter; wie Sie das Update Schritt für Schritt ausführen, zeigt die Anleitung mit Abbildungen auf der [Firmware-Seite",
    },
    // issue 40, fourth reading: one name for the portable lines: Portable-Piano (the SP-C121)
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das SP-C121 ist ein portables Digitalpiano für alle",
      now: "Das SP-C121 ist ein Portable-Piano für alle",
    },
    // issue 40, fourth reading: one name for the portable lines: Portable-Keyboard, Portable-Pianos
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das MK200 ist das portable Keyboard, mit dem",
      now: "Das MK200 ist das Portable-Keyboard, mit dem",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "die portablen und kompakten Pianos, der Arranger",
      now: "die Portable-Pianos und die kompakten Pianos, der Arranger",
    },
    // issue 40, fourth reading: the MK37's demo songs and melody recorder (no play-along mode), the MK200 made 2024–2025 (not the family's first), the SP-C121's 12 cm speakers and 15 W × 2 amplifier, the key action's test per key
    {
      was: "Zehn Demosongs mit einem Mitspielmodus, der auf den richtigen Ton wartet.",
      now: "Zehn Demosongs zum Anhören und eine Melodieaufnahme, die Ihr Spiel wiedergibt.",
    },
    {
      was: "mit dem Mitspielmodus des MK37 fangen schon die Jüngsten an.",
      now: "mit zehn Demosongs und der Melodieaufnahme des MK37 fangen schon die Jüngsten an.",
    },
    {
      was: "Die zehn Demosongs des MK37 haben einen Mitspielmodus, der auf den richtigen Ton wartet.",
      now: "Das MK37 hat zehn Demosongs zum Anhören und eine Melodieaufnahme, die das eigene Spiel wiedergibt.",
    },
    {
      was: "Das MK200 ist das Portable-Keyboard, mit dem die MK-Familie begann:",
      now: "Das MK200 ist ein Portable-Keyboard der MK-Familie, gebaut von 2024 bis Ende 2025:",
    },
    {
      was: "Zwei Lautsprecher mit je 15 W, zum Spieler hin ausgerichtet,",
      now: "Zwei 12-cm-Lautsprecher, zum Spieler hin ausgerichtet und angetrieben von 2 × 15 W,",
    },
    // issue 40, fourth reading: the key action's test, in one wording: ten million strokes per key
    {
      was: "im Labor absolviert jede Tastaturmechanik zehn Millionen Anschläge,",
      now: "im Labor wird jede Tastaturmechanik mit zehn Millionen Anschlägen pro Taste getestet,",
    },
    // issue 40, fourth reading: the spring fair named: SUPERBOOTH25 at the FEZ-Berlin, 8–10 May 2025, Hall A, stand A14
    {
      was: "Treffen Sie Noteva auf der Frühjahrsmesse",
      now: "Treffen Sie Noteva auf der SUPERBOOTH25 in Berlin",
    },
    {
      was: "Spielen Sie das gesamte Sortiment an unserem Stand – mit stündlichen Sessions unserer Sounddesigner.",
      now: "Spielen Sie vom 8. bis 10. Mai das gesamte Sortiment an unserem Stand A14 im FEZ-Berlin – mit stündlichen Sessions unserer Sounddesigner.",
    },
    {
      was: "An unserem Stand kommen alle Instrumente zusammen:",
      now: "Vom 8. bis 10. Mai 2025 sind wir auf der SUPERBOOTH25, der Fachmesse für elektronische Musikinstrumente im FEZ-Berlin in der Wuhlheide. Sie finden uns in Halle A an Stand A14, wo alle Instrumente zusammenkommen:",
    },
    // issue 40, fourth reading: one fact per article (Keyboarder auf Tour, junge Pianistinnen und Pianisten), the chord dictionary's chord-type key
    {
      was: "Drei Tourpianisten haben sich wegen seiner Mechanik",
      now: "Drei Keyboarder auf Tour haben sich wegen seiner Mechanik",
    },
    {
      was: "im Noteva Park für 40 junge Musikerinnen und Musiker.",
      now: "im Noteva Park für 40 junge Pianistinnen und Pianisten.",
    },
    {
      was: "drücken Sie eine Grundton-Taste und einen Akkordtyp: Das Display",
      now: "drücken Sie eine Grundton-Taste und die mit dem Akkordtyp beschriftete Taste der Tastatur: Das Display",
    },
    // issue 40, fourth reading: gender-fair words, counts from 13 as figures, Klänge not Sounds, one wording of the polyphony, connectors as printed
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Das SP201Plus ist das Portable-Piano für Pianisten",
      now: "Das SP201Plus ist das Portable-Piano für Pianistinnen und Pianisten",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Stagepianos, E-Pianos und Streicher sind nur einen Tastendruck entfernt.",
      now: "Flügel-, E-Piano- und Streicherklänge sind nur einen Tastendruck entfernt.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "zeigt Klang, Tempo und Transposition auf einen Blick.",
      now: "zeigt Klang, Tempo und Transponierung auf einen Blick.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Line-Ausgänge (L/MONO, R)",
      whole: true,
      now: "LINE OUT (L/MONO, R)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Expression-Pedal",
      whole: true,
      now: "EXPRESSION (Schwellerpedal)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Mic/Line-Kombieingang",
      whole: true,
      now: "MIC/LINE IN (Kombibuchse für Mikrofon und Line)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Zuweisbares Pedal",
      whole: true,
      now: "ASSIGNABLE (zuweisbares Pedal)",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "1.133 Klänge und eine Klangerzeugung mit 256 Stimmen, dazu",
      now: "1.133 Klänge und 256-stimmige Polyphonie, dazu",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "1.133 Klänge bei 256-stimmiger Polyphonie, dazu 768 MB Erweiterungsspeicher für neue Sounds.",
      now: "1.133 Klänge und 256-stimmige Polyphonie, dazu 768 MB Erweiterungsspeicher für neue Klänge.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Ein Kombi-Eingang mit Vocal Harmony – für Keyboarder, die auch singen.",
      now: "Der Eingang MIC/LINE IN mit Vocal Harmony – für alle, die am Keyboard auch singen.",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Mit den sechzehn Pads setzen Sie",
      now: "Mit den 16 Pads setzen Sie",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Mic/Line-Eingang mit Vocal Harmony",
      now: "Eingang MIC/LINE IN für Mikrofon, mit Vocal Harmony",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Sechzehn anschlagdynamische Pads, 48 Kits",
      now: "16 anschlagdynamische Pads, 48 Kits",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "ein Drumcomputer für Musiker, die lieber",
      now: "ein Drumcomputer für Musikerinnen und Musiker, die lieber",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "spielen Lehrkräfte und Noteva-Kunden neue Instrumente",
      now: "spielen Lehrkräfte, Kundinnen und Kunden neue Instrumente",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "Vierzig junge Pianistinnen und Pianisten verbrachten eine Woche im Noteva Park:",
      now: "Eine Woche lang waren 40 junge Pianistinnen und Pianisten im Noteva Park:",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "das Paket ist für alle AKX10S-Besitzer kostenlos",
      now: "das Paket ist für alle, die ein AKX10S besitzen, kostenlos",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "ist das Update in etwa fünf Minuten erledigt.",
      now: "ist das Update in etwa drei Minuten erledigt.",
    },
    // issue 40, fourth reading: the SP201Plus's carrying case comes in the box (its kit, specification and manual)
    {
      was: "kg, dazu eine passgenaue Tragetasche und ein Notenpult zum Aufstecken.",
      now: "kg, im Lieferumfang eine passgenaue Tragetasche und ein Notenpult zum Aufstecken.",
    },
  ],
  ja: [
    // the MR101S has no step keys: its pads edit a pattern
    {
      was: "16個のステップキーで、パターンを1音ずつ編集。アクセントやフラムも設定できます。",
      now: "16個のパッドで、パターンを1ステップずつ編集。アクセントやフラムも設定できます。",
    },
    // the SP201Plus has no Bluetooth (no row, connector or manual names it): its USB audio
    {
      was: "Bluetoothオーディオに対応。楽曲をピアノ本体のスピーカーで再生しながら、一緒に演奏できます。",
      now: "USBオーディオに対応。コンピューターの楽曲をピアノ本体のスピーカーで再生しながら、一緒に演奏できます。",
    },
    {
      was: "電源を入れると、最後に接続していた機器にBluetoothオーディオが自動で再接続するようになりました。",
      now: "設定を変えなくても、ケーブルを接続するとすぐにコンピューターからのUSBオーディオが鳴るようになりました。",
    },
    {
      was: "Bluetoothオーディオの音量を記憶する機能を追加しました。",
      now: "電源を切っても、USBオーディオの再生音量が保持されるようになりました。",
    },
    // the MR101S's USB TO HOST carries MIDI (its kit and manual), not audio
    {
      was: "MIDIクロックの入出力とUSBオーディオに対応し、小規模スタジオの中核として活躍します。",
      now: "MIDIクロックの入出力とUSB-MIDIに対応し、小規模スタジオの中核として活躍します。",
    },
    { was: "MIDIクロック入出力、USBオーディオ", now: "MIDIクロック入出力、USB-MIDI" },
    // the SP-C121's supplied pedal is a sustain footswitch: no half-damper
    {
      was: "付属ペダルのハーフダンパーの反応を改善しました。",
      now: "サステインペダルを離したときの、ダンパーレゾナンスの減衰を改善しました。",
    },
    {
      was: "ダンパーペダルのハーフダンパーの位置を、USB-MIDIでコントロールチェンジ64の値として送信するようになりました。",
      now: "USB経由でMIDIファイルとして書き出した録音に、サステインペダルの操作（コントロールチェンジ64）が残るようになりました。",
    },
    // the MK61's music library holds 150 songs, not 200
    {
      was: "レッスン曲を50曲追加し、全200曲になりました。",
      now: "レッスンモードで、曲のフレーズをタイミングが合うまで繰り返し練習できるようになりました。",
    },
    // the MK37 (no display, USB or firmware) does not share the MK49's and MK61's lessons
    {
      was: "MKシリーズ共通のレッスンシステムを追加しました。採点結果と進み具合をMK61やMK37に引き継げます。",
      now: "MK61と同じレッスンシステムを追加しました。レッスンのステップと採点方式が共通なので、MK61に移っても慣れたレッスンで練習を続けられます。",
    },
    {
      was: "MK37、MK49、MK61のレッスンシステムを共通化。大きなモデルにステップアップしても、それまでの学習の成果を引き継げます。",
      now: "MK49とMK61のレッスンシステムを共通化。MK37では、いちばん小さなお子さまもプレイアロングモードで始められます。",
    },
    {
      was: "子どもたちは小さく始めて、あっという間に成長します。MK37、MK49、MK61のレッスン曲と採点方式を共通化したので、ひと回り大きなモデルに移っても、前回の続きからそのまま練習を再開できます。",
      now: "お子さまの成長はあっという間です。MK37の10曲のデモ曲には、正しい音を弾くまで待ってくれるプレイアロングモードがあります。MK49とMK61はレッスンのステップと採点方式を共通化したので、MK49からMK61に移っても、慣れたレッスンでそのまま練習を続けられます。",
    },
    // the key action's test is ten million strokes, as the company pages say
    {
      was: "鍵盤アクションに数百万回の打鍵テストを行うラボ",
      now: "すべての鍵盤アクションに1,000万回の打鍵テストを行うラボ",
    },
    // the MR101S keeps 99 pattern chains (songs), as its specification says
    {
      was: "パターンチェーン：最大99のリズムをつないで1曲にまとめ、パッドひとつで再生できます。",
      now: "パターンチェーン：リズムをつないで作った曲を最大99曲保存でき、パッドひとつで再生できます。",
    },
    // issue 40, fourth reading: one form per thing on /ja (Ver.2.0.0, キーオフサンプル, フィルインA／B, the MR101S's TEMPOつまみ)
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "バージョン2.0.0では新しいフラッシュメモリーの構成を使用しており、1.2.0でインストールされるブートローダーでしか書き込めません。",
      now: "Ver.2.0.0では新しいフラッシュメモリーの構成を使用しており、Ver.1.2.0でインストールされるブートローダーでしか書き込めません。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "キーオフサンプリング",
      now: "キーオフサンプル",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "フィルインA/B",
      now: "フィルインA／B",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "テンポダイヤル（5～320BPM）",
      now: "TEMPOつまみ（5～320BPM）",
    },
    // issue 40, fourth reading: the CP203 manual's revision B: the summary says what the article says (no diagram)
    {
      was: "改訂B版では、ハーフダンパーの設定を追加し、ペダルの接続図をよりわかりやすくしました。",
      now: "改訂B版では、ハーフダンパー感度の設定を追加し、ペダルの接続方法をよりわかりやすく記載しました。",
    },
    // issue 40, fourth reading: the MK37's demo songs and melody recorder (no play-along mode), the MK200 made 2024–2025 (not the family's first), the SP-C121's 12 cm speakers and 15 W × 2 amplifier, the key action's test per key
    {
      was: "10曲のデモ曲と、正しい音を弾くまで待ってくれるプレイアロングモードを搭載しています。",
      now: "聴いて楽しめる10曲のデモ曲と、弾いたメロディーを録音して再生できるメロディー録音を搭載しています。",
    },
    {
      was: "MK37では、いちばん小さなお子さまもプレイアロングモードで始められます。",
      now: "MK37では、いちばん小さなお子さまも10曲のデモ曲とメロディー録音で始められます。",
    },
    {
      was: "MK37の10曲のデモ曲には、正しい音を弾くまで待ってくれるプレイアロングモードがあります。",
      now: "MK37には、聴いて楽しめる10曲のデモ曲と、弾いたメロディーを録音して再生できるメロディー録音があります。",
    },
    {
      was: "MK200は、MKシリーズの原点となったポータブルキーボードです。",
      now: "MK200は、2024年から2025年末まで製造されたMKシリーズのポータブルキーボードです。",
    },
    {
      was: "演奏者に向けた15W×2のスピーカーと、周囲を気にせず練習できるヘッドホンモードを搭載しています。",
      now: "演奏者に向けた12cm×2のスピーカーを15W×2のアンプで駆動し、周囲を気にせず練習できるヘッドホンモードも搭載しています。",
    },
    // issue 40, fourth reading: the key action's test, in one wording: ten million strokes per key
    {
      was: "すべての鍵盤アクションに1,000万回の打鍵テストを行うラボ",
      now: "すべての鍵盤アクションに1鍵あたり1,000万回の打鍵テストを行うラボ",
    },
    // issue 40, fourth reading: the spring fair named: SUPERBOOTH25 at the FEZ-Berlin, 8–10 May 2025, Hall A, stand A14
    {
      was: "春の見本市にNotevaが出展します",
      now: "ベルリンのSUPERBOOTH25にNotevaが出展します",
    },
    {
      was: "Notevaブースでは全製品をお試しいただけるほか、",
      now: "5月8日～10日、FEZベルリンのNotevaブース（ホールA、A14）では全製品をお試しいただけるほか、",
    },
    {
      was: "Notevaブースには、ポータブルピアノ",
      now: "2025年5月8日（木）～10日（土）、FEZベルリン（ドイツ・ベルリン）で開催される電子楽器の見本市「SUPERBOOTH25」に出展します。ホールAのNotevaブース（A14）には、ポータブルピアノ",
    },
    // issue 40, fourth reading: one fact per article (キーボーディスト, 若いピアニスト), 機能 once, わずか4.5kg, no 庭先, the chord dictionary's chord-type key; one name for step recording (ステップ録音) and the MR101S's user patterns
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ツアーで活躍する3人のピアニストが、",
      now: "ツアーで活躍する3人のキーボーディストが、",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "40人の若いプレーヤーが、",
      now: "40人の若いピアニストが、",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "採点機能付きのレッスン機能",
      now: "採点付きのレッスン機能",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "500音色を、質量4.5kgのボディに収めた",
      now: "500音色を、わずか4.5kgのボディに収めた",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "単3形電池6本で駆動するので、教室だけでなく庭先でも演奏を楽しめます。",
      now: "単3形電池6本で駆動するので、電源のない屋外でも演奏を楽しめます。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "FUNCTIONボタンを押したままルートの鍵盤とコードの種類を押すと、",
      now: "FUNCTIONボタンを押したまま、ルート音の鍵盤と、コードの種類が表記された鍵盤を押すと、",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "16個のパッドで、パターンを1ステップずつ編集。",
      now: "16個のパッドで、パターンを1ステップずつ入力。",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ステップエディット",
      now: "ステップ録音",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ユーザー100リズム",
      now: "ユーザーパターン100",
    },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "プリセット100リズム",
      now: "プリセットリズム100",
    },
    // issue 40, fourth reading: connectors as printed on the panel; the update takes the steps' three minutes
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "ライン出力（L/MONO、R）",
      whole: true,
      now: "LINE OUT（L/MONO、R）",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "エクスプレッションペダル端子",
      whole: true,
      now: "EXPRESSION端子",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "マイク／ライン・コンボ入力",
      whole: true,
      now: "MIC/LINE IN端子（マイク／ライン兼用）",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "アサイナブルペダル端子",
      whole: true,
      now: "ASSIGNABLE端子",
    },
    {
      // l10n-lint-allow: the seed's earlier words, as a data set made before holds them
      was: "、約5分でアップデートできます。",
      now: "、約3分でアップデートできます。",
    },
    // issue 40, fourth reading: the SP201Plus's carrying case comes in the box (its kit, specification and manual)
    {
      was: "ぴったり収まる専用キャリングケースと、クリップで取り付ける譜面立ても用意しています。",
      now: "ぴったり収まる専用キャリングケースと、クリップで取り付ける譜面立てが付属しています。",
    },
    // issue 40, fourth reading: a version as the formatter writes it
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "ファームウェア2.0に必要な新しいブートローダーをインストールします。",
      now: "Ver.2.0.0に必要な新しいブートローダーをインストールします。",
    },
    // issue 40, fourth reading: the AKX10S reads drives formatted FAT32 or exFAT (firmware 1.2.0, its update steps)
    { was: "最大512GBの外部ドライブに対応）", now: "最大512GBの外部ドライブに対応、FAT32またはexFAT）" },
  ],
};

/**
 * The legal pages' words as a data set seeded before has them, per language: each `was` lies in one
 * block of a page (a paragraph, a list item, a table cell), as an editor types it (Markdown links
 * kept). The seed set `fact-corrections` puts each `now` in (./index.ts); the seed set
 * `revised-words` takes them out again to find a page the first seed wrote (./revised-words-load.ts).
 */
export const legalCorrections: Record<Locale, readonly Correction[]> = {
  en: [
    // issue 40, fourth reading: the privacy policy lists what the contact form stores: no store of purchase (the form has none), the store of a reported change, when it was sent, the browser's identification
    {
      was: "and, if you give them, the product, its serial number and the store you bought it from. We also keep when you confirmed that you had read this policy, your browser's name and version, and a keyed hash",
      now: "and, if you give them, the product and its serial number; when you report a change to a store's details from Find a Store, we also keep which store it is. We also keep when you sent your message and confirmed that you had read this policy, the identification your browser sends (its name and version, and your operating system), and a keyed hash",
    },
  ],
  de: [
    // issue 40, fourth reading: the terms of use grant a right of use, as a German lawyer writes it
    {
      was: "Bedienungsanleitungen, Datenlisten und Kurzanleitungen dürfen Sie für private Zwecke und für den Unterricht ausdrucken und weitergeben, unverändert und mit Angabe der Quelle. Software und Firmware sind ausschließlich für die Verwendung mit Instrumenten der {company.name} lizenziert; es gilt die Lizenz, die bei der Installation angezeigt wird.",
      now: "An Bedienungsanleitungen, Datenlisten und Kurzanleitungen räumen wir Ihnen ein einfaches, nicht übertragbares und unentgeltliches Recht ein, sie zu privaten Zwecken und im Unterricht zu nutzen. Dieses Nutzungsrecht umfasst, die Dokumente auszudrucken und unverändert unter Angabe der Quelle weiterzugeben. An Software und Firmware erhalten Sie ein einfaches, nicht übertragbares Recht, sie ausschließlich mit Instrumenten der {company.name} zu nutzen; im Übrigen gelten die Lizenzbedingungen, die bei der Installation angezeigt werden.",
    },
    // issue 40, fourth reading: the privacy policy lists what the contact form stores: no store of purchase (the form has none), the store of a reported change, when it was sent, the browser's identification
    {
      was: "sowie, falls angegeben, das Produkt, seine Seriennummer und den Händler, bei dem Sie es gekauft haben. Außerdem speichern wir, wann Sie bestätigt haben, diese Datenschutzerklärung gelesen zu haben, Name und Version Ihres Browsers und einen",
      now: "sowie, falls angegeben, das Produkt und seine Seriennummer; melden Sie über die Händlersuche eine Änderung an den Angaben eines Händlers, speichern wir auch, um welchen Händler es geht. Außerdem speichern wir, wann Sie Ihre Nachricht gesendet und bestätigt haben, diese Datenschutzerklärung gelesen zu haben, die Kennung, die Ihr Browser sendet (Name und Version des Browsers und Ihr Betriebssystem), und einen",
    },
  ],
  ja: [
    // issue 40, fourth reading: ご連絡 where the company contacts the visitor; the form named, not 「こちら」
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "2営業日以内に担当者よりご回答いたします。", now: "2営業日以内に担当者よりご連絡いたします。" },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "ご回答のために保存し", now: "ご連絡のために保存し" },
    {
      // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
      was: "お問い合わせへのご回答と対応のためにのみ利用します。",
      now: "お問い合わせへの対応とご連絡のためにのみ利用します。",
    },
    // l10n-lint-allow: the earlier words, kept to find them in a data set seeded before
    { was: "お問い合わせへのご回答と対応", now: "お問い合わせへの対応とご連絡" },
    {
      was: "お問い合わせは[こちら](/contactus)から。",
      now: "お問い合わせは[お問い合わせフォーム](/contactus)からお送りください。",
    },
    // issue 40, fourth reading: the privacy policy lists what the contact form stores: no store of purchase (the form has none), the store of a reported change, when it was sent, the browser's identification
    {
      was: "さらにご記入いただいた場合は型番、シリアル番号、ご購入の販売店を保存します。あわせて、本ポリシーをご確認いただいた日時、ブラウザーの名称とバージョン、大量送信を防ぐための",
      now: "さらにご記入いただいた場合は型番とシリアル番号を保存します。販売店検索から販売店情報の訂正をご連絡いただいた場合は、その販売店も保存します。あわせて、お問い合わせを送信し本ポリシーをご確認いただいた日時、ブラウザーが送信する識別情報（ブラウザーの名称とバージョン、OS）、大量送信を防ぐための",
    },
  ],
};

/** A text with the corrections taken out again, the last first: the words a data set seeded before them holds. */
export const uncorrected = (text: string, corrections: readonly Correction[]) =>
  corrections.toReversed().reduce((t, { was, now }) => t.replaceAll(now, was), text);

/** A stored value (text, a list, a JSON block) with every correction made in its texts; the same value when none applies. */
export function corrected<T>(value: T, corrections: readonly Correction[]): T {
  if (typeof value === "string") {
    let text: string = value;
    for (const { was, now, whole } of corrections)
      if (!whole) text = text.includes(was) ? text.split(was).join(now) : text;
      // a whole item, also as a line of a list a translation's source keeps as lines
      else if (text.split("\n").includes(was))
        text = text
          .split("\n")
          .map((line) => (line === was ? now : line))
          .join("\n");
    return text as T;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => corrected(item, corrections));
    return items.some((item, i) => item !== value[i]) ? (items as T) : value;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => [k, corrected(v, corrections)] as const);
    return entries.some(([k, v]) => v !== (value as Record<string, unknown>)[k])
      ? (Object.fromEntries(entries) as T)
      : value;
  }
  return value;
}
