/**
 * The seed's words as a data set made before issue 40 holds them, for the seed set `revised-words`
 * (./index.ts): German that keeps a number and its unit apart, words the glossary now names one
 * way, and the privacy policy's old words for the contact form's box and the analytics choice.
 * A row gets the new words only where it still holds these (an editor's own wording is kept).
 *
 * Each pair is [before, after], as the seed wrote it then and writes it now: a string, or a list of
 * strings (a specification value, a release's notes). German no-break spaces are not listed: before
 * them, the seed had normal spaces (U+0020) everywhere (`revisedWords` puts them back).
 */
export const translationsBefore: [before: string | string[], after: string | string[]][] = [
  [
    ["PHONES × 2", "Sustain-Pedal", "DC IN 12 V"],
    ["PHONES × 2", "SUSTAIN", "DC IN 12 V"],
  ],
  ["Sustain-Pedal im Lieferumfang", "Dämpferpedal im Lieferumfang"],
  [
    ["PHONES × 2", "Line-Ausgänge (L/MONO, R)", "Sustain", "Expression-Pedal", "DC IN 12 V"],
    ["PHONES × 2", "Line-Ausgänge (L/MONO, R)", "SUSTAIN", "Expression-Pedal", "DC IN 12 V"],
  ],
  ["16 Spuren, Schnellaufnahme und Step-Editierung", "16 Spuren, Schnellaufnahme und Step-Eingabe"],
  [
    ["PHONES", "Line-Ausgänge (L/MONO, R)", "Mic/Line-Kombieingang", "Sustain", "Zuweisbares Pedal", "DC IN"],
    ["PHONES", "Line-Ausgänge (L/MONO, R)", "Mic/Line-Kombieingang", "SUSTAIN", "Zuweisbares Pedal", "DC IN"],
  ],
  [
    "Sustain-Pedal im Lieferumfang; Eingang für zuweisbares Pedal",
    "Dämpferpedal im Lieferumfang; Eingang für zuweisbares Pedal",
  ],
  ["Sustain-Pedal (optional)", "Dämpferpedal (optional)"],
  [
    "Bluetooth-MIDI und USB: mit Apps lernen, in den Computer aufnehmen – kein Kabel nötig.",
    "Bluetooth-MIDI ohne Kabel, dazu USB: mit Apps auf dem Tablet lernen, am Computer aufnehmen.",
  ],
  [
    "Der MR101S ist ein Drumcomputer, den Sie mit den Händen spielen: 16 anschlagdynamische Pads, 48 Kits von akustisch bis elektronisch, 100 Preset-Rhythmen und Platz für 100 eigene Patterns. Tippen Sie einen Groove ein, lassen Sie ihn loopen und steuern Sie den Rest Ihres Setups über MIDI.",
    "Der MR101S ist ein Drumcomputer, den Sie mit den Händen spielen: 16 anschlagdynamische Pads, 48 Kits von akustisch bis elektronisch (52 ab Firmware 1.2.0), 100 Preset-Patterns und Platz für 100 User-Patterns. Spielen Sie einen Groove ein, lassen Sie ihn loopen und steuern Sie den Rest Ihres Setups über MIDI.",
  ],
  [
    "48 Kits, 100 Preset- und 100 User-Rhythmen, live oder Schritt für Schritt eingespielt.",
    "48 Kits (52 ab Firmware 1.2.0), 100 Preset- und 100 User-Patterns, live oder per Step-Eingabe eingespielt.",
  ],
  [
    "Pattern-Ketten: Verketten Sie bis zu 99 Rhythmen zu einem Song und starten Sie ihn mit einem einzigen Pad.",
    "Pattern-Ketten: Verketten Sie Patterns zu Songs, speichern Sie bis zu 99 davon und rufen Sie sie jederzeit wieder auf.",
  ],
  ["Step-Edit", "Step-Eingabe"],
  [
    "Sechzehn Step-Tasten bearbeiten das Pattern Note für Note, mit Akzent und Flam.",
    "Mit den sechzehn Pads setzen Sie das Pattern Schritt für Schritt, mit Akzent und Flam.",
  ],
  [
    ["100 Preset-Rhythmen", "100 User-Rhythmen"],
    ["100 Preset-Patterns", "100 User-Patterns"],
  ],
  [
    ["Live-Aufnahme mit Quantisierung", "Step-Aufnahme"],
    ["Live-Aufnahme mit Quantisierung", "Step-Eingabe"],
  ],
  [
    "Das AKX10S ist der Arranger, den sich unsere Bühnenmusiker gewünscht haben. Es folgt Ihrer linken Hand durch 300 Styles mit jeweils vier Variationen und hält 1.000 Ihrer eigenen Styles im Speicher bereit.",
    "Das AKX10S ist der Arranger, den sich unsere Bühnenmusikerinnen und -musiker gewünscht haben. Seine 300 Styles mit je vier Variationen folgen Ihrer linken Hand, und im Speicher ist Platz für 1.000 User-Styles.",
  ],
  [
    "1.133 Klänge laufen auf einer Klangerzeugung mit 256 Stimmen – lange Flächen und ausklingende Pianos brechen nie ab. 768 MB Erweiterungsspeicher nehmen neue Sound-Packs und Ihre eigenen Samples auf.",
    "Die Klangerzeugung spielt 1.133 Klänge mit 256 Stimmen – lange Flächen und ausklingende Pianotöne reißen nie ab. In 768 MB Erweiterungsspeicher finden neue Soundpacks und Ihre eigenen Samples Platz.",
  ],
  [
    "Sechzehn anschlagdynamische Pads, 48 Kits und 100 Preset-Rhythmen in einem Gerät, das in jeden Rucksack passt.",
    "Sechzehn anschlagdynamische Pads, 48 Kits und 100 Preset-Patterns in einem Gerät, das in jeden Rucksack passt.",
  ],
  [
    [
      "48 Kits, von akustisch bis elektronisch",
      "100 Preset-Rhythmen und 100 User-Rhythmen",
      "MIDI-Clock-Ein- und -Ausgang, USB-Audio",
    ],
    [
      "48 Kits, von akustisch bis elektronisch",
      "100 Preset-Patterns und 100 User-Patterns",
      "MIDI-Clock-Ein- und -Ausgang, USB-MIDI",
    ],
  ],
  [
    "Alle Details finden Sie auf der [Seite der MR101S](/product/MR101S).",
    "Alle Details finden Sie auf der [Produktseite des MR101S](/product/MR101S).",
  ],
  ["CP203 gewinnt Designpreis für kleine Wohnzimmer", "Designpreis für das CP203, das Piano für kleine Wohnzimmer"],
  [
    "Unser neuer Campus vereint Design, Intonation und Tests unter einem Dach – mit einem Saal für Besucher.",
    "Entwicklung, Intonation und Prüflabor unter einem Dach – und ein Saal, der Besuchern offensteht.",
  ],
  [
    "Der Noteva Park ist unser neues Zuhause: Hörräume, in denen Pianos intoniert werden, ein Labor, in dem Tastaturmechaniken millionenfach angeschlagen werden, und ein Saal, in dem Lehrkräfte und Noteva-Besitzer Instrumente spielen können, bevor sie ausgeliefert werden.",
    "Der Noteva Park ist unser neues Zuhause. In den Hörräumen intonieren wir unsere Pianoklänge, im Labor absolviert jede Tastaturmechanik zehn Millionen Anschläge, und im Saal spielen Lehrkräfte und Noteva-Kunden neue Instrumente schon vor ihrer Auslieferung.",
  ],
  ["Noteva jetzt an mehr Orten anspielen", "Noteva anspielen: jetzt bei Händlern in zwölf Ländern"],
  [
    "Sie sollten ein Instrument spielen können, bevor Sie es kaufen. Unser Händlernetz reicht jetzt in zwölf Länder, und in ausgewählten Fachgeschäften gibt es eine Noteva-Ecke, in der jedes Modell spielbereit aufgebaut ist.",
    "Ein Instrument will gespielt werden, bevor man es kauft. Unser Händlernetz reicht jetzt in zwölf Länder, und ausgewählte Fachgeschäfte haben eine Noteva-Ecke, in der jedes Modell spielbereit aufgebaut ist.",
  ],
  [
    "[Finden Sie einen Händler](/dealer/distributor) in Ihrer Nähe.",
    "Hier finden Sie [einen Händler in Ihrer Nähe](/dealer/distributor).",
  ],
  [
    "Neu: Option für eine brillantere Intonation des Pianoklangs (FUNCTION + Taste C7).",
    "Neu: eine brillantere Intonation des Pianoklangs (FUNCTION + Taste C7).",
  ],
  [
    [
      "Neu: Option für eine brillantere Intonation des Pianoklangs (FUNCTION + Taste C7).",
      "Verbessert das Halbdämpfer-Verhalten des mitgelieferten Pedals.",
      "Behebt ein Klicken beim Umschalten der Klänge, während Tasten gehalten werden.",
    ],
    [
      "Neu: eine brillantere Intonation des Pianoklangs (FUNCTION + Taste C7).",
      "Die Dämpferresonanz klingt natürlicher aus, wenn Sie das Dämpferpedal loslassen.",
      "Behoben: Beim Umschalten der Klänge mit gehaltenen Tasten war ein Klicken zu hören.",
    ],
  ],
  [
    "Neu: Local Control ein/aus (FUNCTION + Taste A6), damit in einen Computer aufgenommene Noten nicht doppelt erklingen.",
    "Neu: Local Control lässt sich ausschalten (FUNCTION + Taste A6), damit bei Aufnahmen am Computer keine Note doppelt erklingt.",
  ],
  [
    [
      "Neu: Local Control ein/aus (FUNCTION + Taste A6), damit in einen Computer aufgenommene Noten nicht doppelt erklingen.",
      "Über USB-MIDI werden die Halbdämpfer-Stellungen des Dämpferpedals als Werte von Controller 64 gesendet.",
      "Behoben: Die Lautstärke des Metronoms fiel nach dem Ausschalten auf den Standardwert zurück.",
    ],
    [
      "Neu: Local Control lässt sich ausschalten (FUNCTION + Taste A6), damit bei Aufnahmen am Computer keine Note doppelt erklingt.",
      "Aufnahmen, die über USB als MIDI-Datei exportiert werden, behalten das Dämpferpedal (Controller 64).",
      "Behoben: Die Lautstärke des Metronoms fiel nach dem Ausschalten auf den Standardwert zurück.",
    ],
  ],
  [
    "Behebt hängende Töne, wenn das USB-Kabel bei gehaltenen Tasten eingesteckt wurde.",
    "Behoben: Töne blieben hängen, wenn das USB-Kabel bei gehaltenen Tasten eingesteckt wurde.",
  ],
  [
    [
      "Behebt hängende Töne, wenn das USB-Kabel bei gehaltenen Tasten eingesteckt wurde.",
      "Behoben: Die zweite Spur des Recorders setzte bei Tempi über 200 einen Schlag zu spät ein.",
    ],
    [
      "Behoben: Töne blieben hängen, wenn das USB-Kabel bei gehaltenen Tasten eingesteckt wurde.",
      "Behoben: Die zweite Spur des Recorders setzte bei Tempi über 200 BPM einen Schlag zu spät ein.",
    ],
  ],
  [
    [
      "Die 60 Stücke der Musikbibliothek lassen sich zum langsamen Üben mit 50 bis 100 % ihres Tempos abspielen.",
      "Verbessert die Saitenresonanz der tiefsten Oktave.",
      "Behebt einen kurzen Lautstärkesprung beim Abziehen des Kopfhörers.",
    ],
    [
      "Die 60 Stücke der Musikbibliothek lassen sich zum langsamen Üben mit 50 bis 100 % ihres Tempos abspielen.",
      "Verbesserte Saitenresonanz in der tiefsten Oktave.",
      "Behoben: Beim Abziehen des Kopfhörers wurde es kurz lauter.",
    ],
  ],
  [
    [
      "Die Transponierung bleibt nach dem Ausschalten erhalten.",
      "Bluetooth-Audio verbindet sich beim Einschalten wieder mit dem zuletzt genutzten Gerät.",
      "Behebt ein seltenes Knistern an den Line-Ausgängen, wenn mehr als 200 Noten gleichzeitig erklingen.",
    ],
    [
      "Die Transponierung bleibt nach dem Ausschalten erhalten.",
      "USB-Audio vom Computer erklingt, sobald das Kabel eingesteckt ist – ohne eine Einstellung zu ändern.",
      "Behoben: An den Line-Ausgängen knisterte es gelegentlich, wenn mehr als 200 Noten gleichzeitig erklangen.",
    ],
  ],
  [
    [
      "Neu: Die Lautstärke für Bluetooth-Audio wird gespeichert.",
      "Registrierungsspeicher lassen sich auf einem USB-Stick sichern.",
      "Behebt einen Fehler beim Geschwindigkeitsumschalter des Rotary-Speaker-Effekts.",
    ],
    [
      "Das Piano behält die Wiedergabelautstärke für USB-Audio auch nach dem Ausschalten.",
      "Registrierungsspeicher lassen sich auf einem USB-Stick sichern.",
      "Behoben: Der Geschwindigkeitsumschalter des Rotary-Speaker-Effekts reagierte nicht zuverlässig.",
    ],
  ],
  [
    [
      "Neu: 40 Styles in der Browser-Ansicht des User-Style-Speichers.",
      "Externe Laufwerke bis 512 GB im exFAT-Format werden erkannt.",
      "Behebt einen Fehler, durch den die Songbook-Suche Buchstaben mit Akzent ignorierte.",
    ],
    [
      "Neu: 40 Styles in der Browser-Ansicht des User-Style-Speichers.",
      "Externe Laufwerke bis 512 GB im exFAT-Format werden erkannt.",
      "Behoben: Die Songbook-Suche übersah Buchstaben mit Akzent.",
    ],
  ],
  [
    [
      "Neu: Export des Akkord-Sequenzers als Standard-MIDI-Datei.",
      "Erweiterungs-Soundpacks werden 40 % schneller geladen.",
      "Behebt ein seltenes Einfrieren, wenn ein USB-Laufwerk bei geöffnetem Songbook entfernt wird.",
    ],
    [
      "Neu: Export des Akkord-Sequenzers als Standard-MIDI-Datei.",
      "Soundpacks für den Erweiterungsspeicher laden 40 % schneller.",
      "Behoben: In seltenen Fällen fror das Instrument ein, wenn ein USB-Laufwerk bei geöffnetem Songbook entfernt wurde.",
    ],
  ],
  [
    "Behoben: Die Batterieanzeige zeigte bei frisch geladenen Akkus einen niedrigen Ladestand.",
    "Behoben: Mit frisch geladenen Akkus zeigte die Batterieanzeige einen niedrigen Ladestand.",
  ],
  [
    [
      "Behoben: Die Batterieanzeige zeigte bei frisch geladenen Akkus einen niedrigen Ladestand.",
      "Behoben: SYNC START leuchtete nach dem Stoppen eines Styles weiter.",
    ],
    [
      "Behoben: Mit frisch geladenen Akkus zeigte die Batterieanzeige einen niedrigen Ladestand.",
      "Behoben: Die Anzeige SYNC START leuchtete nach dem Ende eines Styles weiter.",
    ],
  ],
  [
    "Der Lernmodus bewertet neben den Noten auch den Rhythmusschritt.",
    "Der Lernmodus bewertet jetzt auch die Rhythmusübung, nicht nur die Töne.",
  ],
  [
    [
      "Der Lernmodus bewertet neben den Noten auch den Rhythmusschritt.",
      "Zur Aufnahme in einen Computer kann USB-MIDI die Begleitung auf den Kanälen 3 bis 10 senden.",
      "Behoben: Der One-Touch-Recorder schnitt die letzte Note eines Songs ab.",
    ],
    [
      "Der Lernmodus bewertet jetzt auch die Rhythmusübung, nicht nur die Töne.",
      "Für Aufnahmen am Computer sendet das MK200 auf Wunsch auch die Begleitung über USB-MIDI, auf den Kanälen 3 bis 10.",
      "Behoben: Der One-Touch-Recorder schnitt die letzte Note eines Songs ab.",
    ],
  ],
  [
    "Sustain-Pedale beider Polaritäten werden beim Einschalten erkannt.",
    "Dämpferpedale beider Polaritäten werden beim Einschalten erkannt.",
  ],
  [
    [
      "Sustain-Pedale beider Polaritäten werden beim Einschalten erkannt.",
      "Behoben: Fill-ins setzten bei Tempi unter 60 einen halben Schlag zu früh ein.",
    ],
    [
      "Dämpferpedale beider Polaritäten werden beim Einschalten erkannt.",
      "Behoben: Fill-ins setzten bei Tempi unter 60 BPM einen halben Schlag zu früh ein.",
    ],
  ],
  [
    "Behebt Notenaussetzer bei Bluetooth-MIDI mit einigen Tablets.",
    "Behoben: Mit einigen Tablets setzten bei Bluetooth-MIDI Noten aus.",
  ],
  [
    [
      "Behebt Notenaussetzer bei Bluetooth-MIDI mit einigen Tablets.",
      "Lernbewertungen bleiben nach dem Ausschalten erhalten.",
    ],
    [
      "Behoben: Mit einigen Tablets setzten bei Bluetooth-MIDI Noten aus.",
      "Lernbewertungen bleiben nach dem Ausschalten erhalten.",
    ],
  ],
  [
    [
      "Neu: 50 weitere Songs in der Lernbibliothek, insgesamt 200.",
      "Neu: ein Akkordlexikon. Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und einen Akkordtyp: Das Display zeigt die Tasten des Akkords.",
      "Halbiert die Latenz von Bluetooth-MIDI.",
      "Setzt die Firmware 1.2.0 oder neuer voraus: Version 2.0.0 teilt den Flash-Speicher neu auf, und nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben. Aktualisieren Sie zuerst auf 1.2.0.",
    ],
    [
      "Der Lernmodus kann eine Phrase eines Songs wiederholen, bis sie im Takt gespielt wird.",
      "Neu: ein Akkordlexikon. Halten Sie FUNCTION gedrückt und drücken Sie eine Grundton-Taste und einen Akkordtyp: Das Display zeigt die Tasten des Akkords.",
      "Halbierte Latenz bei Bluetooth-MIDI.",
      "Version 2.0.0 teilt den Flash-Speicher neu auf, und nur der mit 1.2.0 installierte Bootloader kann ihn so beschreiben.",
    ],
  ],
  [
    [
      "Neu: Swing-Werte bis 75 %.",
      "MIDI-Clock kann jetzt auch im gestoppten Zustand gesendet werden.",
      "Behebt eine falsch gemeldete Anschlagkurve bei Pad 16.",
    ],
    [
      "Neu: Swing-Werte bis 75 %.",
      "MIDI-Clock kann jetzt auch im gestoppten Zustand gesendet werden.",
      "Behoben: Pad 16 meldete eine falsche Anschlagkurve.",
    ],
  ],
  [
    "Behebt ein Wegdriften des Tempos beim Folgen der MIDI-Clock über 180 BPM.",
    "Behoben: Das Tempo driftete weg, wenn der MR101S einer MIDI-Clock über 180 BPM folgte.",
  ],
  [
    [
      "Behebt ein Wegdriften des Tempos beim Folgen der MIDI-Clock über 180 BPM.",
      "Behoben: Die User-Patterns 91 bis 100 gingen verloren, wenn während der Wiedergabe ausgeschaltet wurde.",
    ],
    [
      "Behoben: Das Tempo driftete weg, wenn der MR101S einer MIDI-Clock über 180 BPM folgte.",
      "Behoben: Die User-Patterns 91 bis 100 gingen verloren, wenn während der Wiedergabe ausgeschaltet wurde.",
    ],
  ],
  [
    [
      "Neu: Export von Pattern-Ketten über USB.",
      "Neu: vier elektronische Kits als Alternativen in der Bank mit 48 Kits.",
      "Verbessert die Empfindlichkeit der Pads bei geringer Anschlagstärke.",
    ],
    [
      "Neu: Export von Pattern-Ketten über USB.",
      "Neu: vier elektronische Kits als Alternativen zu den 48 Kits der Kit-Bank.",
      "Die Pads sprechen bei leichtem Anschlag feiner an.",
    ],
  ],
  // issue 40, second round: a native reader's words
  [
    "AKX10S Artist Series: Styles von Bands aus der Praxis",
    "AKX10S Artist Series: Styles, eingespielt von gefragten Eventbands",
  ],
  [
    "Laden Sie es im [Downloadbereich](/support) herunter.",
    "Alles über das AKX10S finden Sie auf seiner [Produktseite](/product/AKX10S).",
  ],
  ["[ダウンロードページ](/support)から入手できます。", "AKX10Sの詳細は[製品ページ](/product/AKX10S)をご覧ください。"],
  [
    [
      "レッスン曲を50曲追加し、全200曲になりました。",
      "コード辞典を追加しました。FUNCTIONボタンを押したままルートの鍵盤とコードの種類を押すと、構成音の鍵盤がディスプレイに表示されます。",
      "Bluetooth MIDIの遅延を半分にしました。",
      "ファームウェア1.2.0以降が必要です。バージョン2.0.0では新しいフラッシュメモリーの構成を使用しており、1.2.0でインストールされるブートローダーでしか書き込めません。先に1.2.0にアップデートしてください。",
    ],
    [
      "レッスン曲を50曲追加し、全200曲になりました。",
      "コード辞典を追加しました。FUNCTIONボタンを押したままルートの鍵盤とコードの種類を押すと、構成音の鍵盤がディスプレイに表示されます。",
      "Bluetooth MIDIの遅延を半分にしました。",
      "バージョン2.0.0では新しいフラッシュメモリーの構成を使用しており、1.2.0でインストールされるブートローダーでしか書き込めません。",
    ],
  ],
  [
    "Der MR101S ist ein Drumcomputer für Musiker, die lieber spielen als programmieren: Tippen Sie einen Beat auf 16 druckempfindlichen Pads ein, und er spielt ihn als Loop, während Sie den nächsten Part aufbauen.",
    "Der MR101S ist ein Drumcomputer für Musikerinnen und Musiker, die lieber spielen als programmieren: Spielen Sie einen Beat auf 16 druckempfindlichen Pads ein, und er spielt ihn als Loop, während Sie den nächsten Part aufbauen.",
  ],
  [
    "Ein Möbelgehäuse, drei Pedale und ein Tastendeckel: das Klavier für zu Hause, bemessen für ein echtes Wohnzimmer.",
    "Ein Möbelgehäuse, drei Pedale und ein Tastendeckel: das Klavier für zu Hause, gebaut für ganz normale Wohnzimmer.",
  ],
  [
    "88 Tasten mit vollwertiger Hammermechanik in einem schlanken Gehäuse, das Sie zur Probe mitnehmen können – Lautsprecher eingebaut.",
    "88 Tasten mit vollwertiger Hammermechanik in einem schlanken Gehäuse, das Sie zur Bandprobe mitnehmen können – Lautsprecher eingebaut.",
  ],
  [
    "1.133 Klänge auf einer Klangerzeugung mit 256-stimmiger Polyphonie, dazu 768 MB Erweiterungsspeicher für neue Sounds.",
    "1.133 Klänge bei 256-stimmiger Polyphonie, dazu 768 MB Erweiterungsspeicher für neue Sounds.",
  ],
  [
    ["Saitenresonanz", "Dämpferresonanz", "Key-Off-Sampling"],
    ["Saitenresonanz", "Dämpferresonanz", "Key-Off-Samples"],
  ],
  ["Ein Möbelstück", "Schön wie ein Möbelstück"],
  [
    "Bluetooth MIDIとUSBに対応。アプリでのレッスンもコンピューターへの録音も、ケーブルなしで行えます。",
    "Bluetooth MIDIとUSBに対応。アプリでのレッスンはBluetooth MIDIでケーブルなしで、コンピューターへの録音はUSBで行えます。",
  ],
];

/** The legal pages' paragraphs (a body split at its blank lines), by page id (`privacy-de`). */
export const legalBefore: Record<string, [before: string, after: string][]> = {
  "privacy-en": [
    [
      "- Browsing this site sets no cookies and loads nothing from other companies: fonts, pictures, videos and documents come from our own servers.\n- We keep what you send us through the contact form, to answer you, and delete it {contact.retentionMonths} months after your enquiry is closed.\n- Measuring how the site is used happens only if you allow it, and you can change your choice at any time.",
      "- Browsing this site sets no cookies unless you allow analytics, and loads nothing from other companies: fonts, pictures, videos and documents come from our own servers.\n- We keep what you send us through the contact form, to answer you, and delete it {contact.retentionMonths} months after your enquiry is closed.\n- Measuring how the site is used happens only if you allow it, and you can change your choice at any time.",
    ],
    [
      "When you write to us we keep your name, e-mail address, country, topic and message, and, if you give them, the product, its serial number and the store you bought it from. We also keep when you agreed to this policy, your browser's name and version, and a keyed hash (HMAC) of your IP address that cannot be turned back into the address, so that we can stop floods of messages.",
      "When you write to us we keep your name, e-mail address, country, topic and message, and, if you give them, the product, its serial number and the store you bought it from. We also keep when you confirmed that you had read this policy, your browser's name and version, and a keyed hash (HMAC) of your IP address that cannot be turned back into the address, so that we can stop floods of messages.",
    ],
    [
      'If an analytics service is set up, we ask you first, in your language, and load nothing until you say yes. With your consent we measure which pages are visited, to improve the site. Legal basis: Art. 6(1)(a) GDPR and § 25 (1) TDDDG. You can withdraw your consent at any time under "Cookie settings" at the foot of every page; this does not affect what was lawful before.',
      'If an analytics service is set up, we ask you first, in your language, and load nothing until you say yes. With your consent we measure which pages are visited, to improve the site; only then may the analytics service keep cookies of its own in your browser. Legal basis: Art. 6(1)(a) GDPR and § 25 (1) TDDDG. You can withdraw your consent at any time under "Privacy settings" at the foot of every page; this does not affect what was lawful before.',
    ],
  ],
  "privacy-de": [
    [
      "- {storage.language}: die Sprache, die Sie gewählt haben, damit die Website beim nächsten Besuch in ihr öffnet;\n- {storage.consent}: Ihre Antwort auf die Frage nach der Statistik, falls wir sie gestellt haben.",
      "- {storage.language}: die Sprache, die Sie gewählt haben, damit sich die Website beim nächsten Besuch in dieser Sprache öffnet;\n- {storage.consent}: Ihre Antwort auf die Frage nach der Statistik, falls wir sie gestellt haben.",
    ],
    [
      "Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der für uns zuständigen Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.",
      "Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa beim für uns zuständigen Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.",
    ],
    [
      "- Beim Besuch dieser Website werden keine Cookies gesetzt und keine Inhalte anderer Unternehmen geladen: Schriften, Bilder, Videos und Dokumente kommen von unseren eigenen Servern.\n- Was Sie uns über das Kontaktformular schicken, speichern wir, um Ihnen zu antworten, und löschen es {contact.retentionMonths} Monate nach Abschluss Ihrer Anfrage.\n- Die Nutzung der Website messen wir nur, wenn Sie es erlauben; Ihre Wahl können Sie jederzeit ändern.",
      "- Beim Besuch dieser Website werden keine Cookies gesetzt, sofern Sie nicht der Statistik zustimmen, und keine Inhalte anderer Unternehmen geladen: Schriften, Bilder, Videos und Dokumente kommen von unseren eigenen Servern.\n- Was Sie uns über das Kontaktformular schicken, speichern wir, um Ihnen zu antworten, und löschen es {contact.retentionMonths} Monate nach Abschluss Ihrer Anfrage.\n- Die Nutzung der Website messen wir nur, wenn Sie es erlauben; Ihre Wahl können Sie jederzeit ändern.",
    ],
    [
      "Wenn Sie uns schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihr Land, das Thema und Ihre Nachricht sowie, falls angegeben, das Produkt, seine Seriennummer und den Händler, bei dem Sie es gekauft haben. Außerdem speichern wir, wann Sie dieser Datenschutzerklärung zugestimmt haben, Name und Version Ihres Browsers und einen mit geheimem Schlüssel gebildeten Hashwert (HMAC) Ihrer IP-Adresse, aus dem sich die Adresse nicht zurückgewinnen lässt; damit halten wir massenhaft versandte Nachrichten ab.",
      "Wenn Sie uns schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihr Land, das Thema und Ihre Nachricht sowie, falls angegeben, das Produkt, seine Seriennummer und den Händler, bei dem Sie es gekauft haben. Außerdem speichern wir, wann Sie bestätigt haben, diese Datenschutzerklärung gelesen zu haben, Name und Version Ihres Browsers und einen mit geheimem Schlüssel gebildeten Hashwert (HMAC) Ihrer IP-Adresse, aus dem sich die Adresse nicht zurückgewinnen lässt; damit halten wir massenhaft versandte Nachrichten ab.",
    ],
    [
      "Ist ein Statistikdienst eingerichtet, fragen wir Sie zuerst in Ihrer Sprache und laden nichts, bevor Sie zustimmen. Mit Ihrer Einwilligung messen wir, welche Seiten besucht werden, um die Website zu verbessern. Rechtsgrundlage sind Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Ihre Einwilligung können Sie jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.",
      "Ist ein Statistikdienst eingerichtet, fragen wir Sie zuerst in Ihrer Sprache und laden nichts, bevor Sie zustimmen. Mit Ihrer Einwilligung messen wir, welche Seiten besucht werden, um die Website zu verbessern; nur dann kann der Statistikdienst eigene Cookies in Ihrem Browser setzen. Rechtsgrundlage sind Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Ihre Einwilligung können Sie jederzeit unter „Datenschutz-Einstellungen“ am Ende jeder Seite widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.",
    ],
  ],
  "profile-de": [
    [
      "| Unternehmen | {japan.name} |\n| Gegründet | {japan.founded} |\n| Representative Director | {japan.representative} |\n| Anschrift | {japan.address} |\n| Telefon | {japan.phone} |\n| Mitarbeitende | {japan.employees} |\n| Tätigkeit | Vertrieb und Kundendienst für Instrumente der {company.name} in Japan |",
      "| Unternehmen | {japan.name} |\n| Gegründet | {japan.founded} |\n| Vertretungsberechtigter Direktor | {japan.representative} |\n| Anschrift | {japan.address} |\n| Telefon | {japan.phone} |\n| Mitarbeitende | {japan.employees} |\n| Tätigkeit | Vertrieb und Kundendienst für Instrumente der {company.name} in Japan |",
    ],
  ],
  "privacy-ja": [
    [
      "お名前、メールアドレス、国・地域、お問い合わせの種類と内容、さらにご記入いただいた場合は製品名、シリアル番号、ご購入の販売店を保存します。あわせて、本ポリシーにご同意いただいた日時、ブラウザーの名称とバージョン、大量送信を防ぐためのIPアドレスの鍵付きハッシュ値（元のアドレスには戻せません）を保存します。",
      "お名前、メールアドレス、国・地域、お問い合わせの種類と内容、さらにご記入いただいた場合は製品名、シリアル番号、ご購入の販売店を保存します。あわせて、本ポリシーをご確認いただいた日時、ブラウザーの名称とバージョン、大量送信を防ぐためのIPアドレスの鍵付きハッシュ値（元のアドレスには戻せません）を保存します。",
    ],
    [
      "アクセス解析サービスを導入している場合は、事前に皆さまの言語で同意を確認し、ご同意いただくまで何も読み込みません。ご同意いただいた場合に限り、サイト改善のために閲覧されたページを計測します（このときに限りCookieを使用します）。同意は、その場合に各ページ下部に表示される「Cookie設定」からいつでも撤回できます。",
      "アクセス解析サービスを導入している場合は、事前に皆さまの言語で同意を確認し、ご同意いただくまで何も読み込みません。ご同意いただいた場合に限り、サイト改善のために閲覧されたページを計測します（このときに限り、解析サービスがCookieを使用する場合があります）。同意は、その場合に各ページ下部に表示される「プライバシー設定」からいつでも撤回できます。",
    ],
  ],
};

/**
 * The products' specification values (English, the seed's products) as the seed wrote them before
 * issue 40: panel labels now in capitals as printed on the instrument (PHONES × 2, USB TO HOST),
 * which the German and Japanese pages show where they have no words of their own.
 */
export const productParamsBefore: [before: string | string[], after: string | string[]][] = [
  ["USB to Host (USB-MIDI)", "USB TO HOST (USB-MIDI)"],
  [
    ["Phones × 2", "Sustain pedal", "DC IN 12 V"],
    ["PHONES × 2", "SUSTAIN", "DC IN 12 V"],
  ],
  // the SP-C121's since model-specs@3 (its PHONES on its front): a data set made before issue 40 had the same words
  [
    ["Phones × 2", "Sustain pedal", "DC IN 12 V"],
    ["PHONES × 2 (front)", "SUSTAIN", "DC IN 12 V"],
  ],
  [
    ["USB to Host (USB-MIDI)", "USB to Device (flash drive)"],
    ["USB TO HOST (USB-MIDI)", "USB TO DEVICE (flash drive)"],
  ],
  [
    ["Phones × 2", "AUX IN", "AUX OUT (L/MONO, R)", "DC IN 24 V"],
    ["PHONES × 2", "AUX IN", "AUX OUT (L/MONO, R)", "DC IN 24 V"],
  ],
  [
    ["USB to Host (USB-MIDI, USB audio)", "USB to Device (flash drive)"],
    ["USB TO HOST (USB-MIDI, USB audio)", "USB TO DEVICE (flash drive)"],
  ],
  [
    ["Phones × 2", "Line out (L/MONO, R)", "Sustain", "Expression pedal", "DC IN 12 V"],
    ["PHONES × 2", "LINE OUT (L/MONO, R)", "SUSTAIN", "Expression pedal", "DC IN 12 V"],
  ],
  [
    ["USB to Host (USB-MIDI, USB audio)", "USB to Device, external drives up to 512GB"],
    ["USB TO HOST (USB-MIDI, USB audio)", "USB TO DEVICE, external drives up to 512GB"],
  ],
  [
    ["Phones", "Line out (L/MONO, R)", "Mic/Line combo in", "Sustain", "Assignable pedal", "DC IN"],
    ["PHONES", "LINE OUT (L/MONO, R)", "Mic/Line combo in", "SUSTAIN", "Assignable pedal", "DC IN"],
  ],
  [
    ["Phones/Output", "Sustain", "DC IN 12 V"],
    ["PHONES/OUTPUT", "SUSTAIN", "DC IN 12 V"],
  ],
  [
    ["Phones/Output", "Sustain", "AUX IN", "DC IN 12 V"],
    ["PHONES/OUTPUT", "SUSTAIN", "AUX IN", "DC IN 12 V"],
  ],
  [
    ["Phones", "DC IN 9 V"],
    ["PHONES", "DC IN 9 V"],
  ],
  [
    ["Phones/Output", "DC IN 9 V"],
    ["PHONES/OUTPUT", "DC IN 9 V"],
  ],
];

/**
 * English sentences of the seed's products, articles and release notes as the seed wrote them
 * before issue 40: a contradiction (Bluetooth MIDI and USB, "no cable needed"), a download that is
 * not there, and a release note that said again the stepping stone its page states.
 */
export const englishBefore: [before: string, after: string][] = [
  [
    "Bluetooth MIDI and USB: learn with apps, record into a computer, no cable needed.",
    "Bluetooth MIDI without a cable, plus USB: learn with apps on a tablet, record into a computer.",
  ],
  ["Get it from the [downloads](/support).", "All about the AKX10S: [its product page](/product/AKX10S)."],
  [
    "Requires firmware 1.2.0 or later: version 2.0.0 uses a new flash layout that only the boot loader installed by 1.2.0 can write. Update to 1.2.0 first.",
    "Version 2.0.0 uses a new flash layout that only the boot loader installed by 1.2.0 can write.",
  ],
];
