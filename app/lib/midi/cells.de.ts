/**
 * The German of the MIDI implementation's normative tables, by their English
 * (app/lib/midi/protocol-tables*.ts), as a German instrument manual's MIDI-Implementierung writes
 * them: hex bytes, panel-style message names (STATUS REQUEST, ACK) and the MIDI standard's names
 * (Identity Request, Identity Reply, Universal Non-Realtime) as they are, the rest in German.
 * ./cells.ts looks a cell up here; its test checks every cell has its German and keeps every
 * number. States: idle Ruhezustand, receiving Empfang, verifying Prüfung, installing Installation,
 * restarting Neustart, recovery Wiederherstellung.
 */
import type { CellWords } from "./cell-words.ts";

export const cellsDe: CellWords = {
  exact: {
    // the byte tables' common rows
    "Exclusive status": "Exklusiv-Status",
    "End of exclusive": "EOX (Ende der SysEx-Nachricht)",
    "Universal non-real-time": "Universal Non-Realtime",
    "General information": "Allgemeine Information",
    "Manufacturer ID": "Hersteller-ID",
    "Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use (Noteva has no registered ID)":
      "Hersteller-ID 7D: die ID, die der MIDI-Standard für nichtkommerzielle Zwecke reserviert (Noteva hat keine registrierte ID)",
    'Signature "NV"': "Signatur „NV“",
    'Signature "NV": a Noteva message': "Signatur „NV“: eine Noteva-Nachricht",
    "Device ID: the instrument's own": "Geräte-ID: die eigene des Instruments",
    "Device ID: the instrument's own (10 at the factory)": "Geräte-ID: die eigene des Instruments (ab Werk 10)",
    "Device ID: the instrument's own (10 at the factory), as its Identity Reply gave it":
      "Geräte-ID: die eigene des Instruments (ab Werk 10), wie die Identity Reply sie nennt",
    "Device ID: 7F (all devices) to pair ports, with a tag; else the instrument's own":
      "Geräte-ID: 7F (alle Geräte) zum Zuordnen der Ports, mit Kennung; sonst die eigene des Instruments",
    "Device ID: 7F = all devices (or the instrument's own ID)":
      "Geräte-ID: 7F = alle Geräte (oder die eigene ID des Instruments)",
    "Device ID of the instrument (factory setting 10)": "Geräte-ID des Instruments (Werkseinstellung 10)",
    host: "Host",
    instrument: "Instrument",

    // identity
    "MIDI Universal Device Inquiry: asks every device to identify itself. Answered by the Identity Reply within 250 ms, within 3 s right after power-up.":
      "MIDI Universal Device Inquiry: fragt jedes Gerät, wer es ist. Antwort: die Identity Reply innerhalb von 250 ms, direkt nach dem Einschalten innerhalb von 3 s.",
    "The instrument's answer: who made it, which product line and model it is, and its installed firmware.":
      "Die Antwort des Instruments: Hersteller, Produktlinie, Modell und installierte Firmware.",
    "Family code: the product line, 14-bit, low 7 bits first":
      "Familiencode: Produktlinie, 14 Bit, untere 7 Bit zuerst",
    "Member code: the model, 14-bit, low 7 bits first": "Modellcode: Modell, 14 Bit, untere 7 Bit zuerst",
    "Installed firmware: major, minor, patch, build (1.2.0 = 01 02 00 00); 00 00 00 00 in recovery with no runnable firmware":
      "Installierte Firmware: Haupt-, Neben-, Patch- und Build-Nummer (1.2.0 = 01 02 00 00); 00 00 00 00 in der Wiederherstellung ohne lauffähige Firmware",

    // the device-ID rule and pairing
    "Identity Request (host)": "Identity Request (Host)",
    "7F (all devices), or the instrument's own ID": "7F (alle Geräte) oder die eigene ID des Instruments",
    "STATUS REQUEST with a tag, to pair ports (host)": "STATUS REQUEST mit Kennung zum Zuordnen der Ports (Host)",
    "7F, on every output at once": "7F, auf allen Ausgängen zugleich",
    "Every other host message, on a paired port": "Jede andere Nachricht des Hosts auf einem zugeordneten Port",
    "The instrument's own ID, as its Identity Reply gave it (10 at the factory)":
      "Die eigene ID des Instruments, wie die Identity Reply sie nennt (ab Werk 10)",
    "Every instrument message": "Jede Nachricht des Instruments",
    "The instrument's own ID (10 at the factory)": "Die eigene ID des Instruments (ab Werk 10)",
    "A message to any other ID": "Eine Nachricht an eine andere ID",
    "Ignored by the instrument: no answer": "Vom Instrument ignoriert: keine Antwort",
    "The host sends, on each output at once, STATUS REQUEST to 7F with a tag unique to that output (14-bit, 1–16383). Tag 1: F0 7D 4E 56 7F 01 01 00 F7.":
      "Der Host sendet auf allen Ausgängen zugleich STATUS REQUEST an 7F, mit einer Kennung je Ausgang (14 Bit, 1–16.383). Kennung 1: F0 7D 4E 56 7F 01 01 00 F7.",
    "Each instrument answers on its own input: STATUS with its own device ID, echoing the tag (g1 g2).":
      "Jedes Instrument antwortet auf seinem eigenen Eingang: STATUS mit seiner eigenen Geräte-ID und der zurückgegebenen Kennung (g1 g2).",
    "A STATUS carrying tag t on input i proves that output t reaches the instrument heard on input i: they are a pair. Two identical instruments answer on different inputs, each with the tag of its own output.":
      "Ein STATUS mit Kennung t auf Eingang i beweist, dass Ausgang t das Instrument erreicht, das auf Eingang i antwortet: Beide bilden ein Paar. Zwei gleiche Instrumente antworten auf verschiedenen Eingängen, jedes mit der Kennung seines eigenen Ausgangs.",
    "On a paired port, the host addresses the instrument's own device ID.":
      "Auf einem zugeordneten Port spricht der Host die eigene Geräte-ID des Instruments an.",
    Note: "Hinweis",
    "Port names are never used to pair: identical instruments have identical names.":
      "Portnamen werden nie zum Zuordnen verwendet: Gleiche Instrumente haben gleiche Namen.",

    // the messages and their bytes
    "0 (no tag) or 2 (with a tag)": "0 (ohne Kennung) oder 2 (mit Kennung)",
    "10 + the packed chunk (303 for 256 raw bytes)": "10 + der gepackte Block (303 bei 256 Rohbytes)",
    "ACK; REFUSED 04, 05, 07, 08; nothing within a gap": "ACK; REFUSED 04, 05, 07, 08; innerhalb einer Lücke keine",
    "2 + the detail": "2 + das Detail",
    "Asks for the instrument's state. Answered by STATUS, which echoes the tag.":
      "Fragt den Zustand des Instruments ab. Antwort: STATUS mit der zurückgegebenen Kennung.",
    "Optional: a tag (14-bit, 1–16383) to be echoed in STATUS. Without it: no tag.":
      "Optional: eine Kennung (14 Bit, 1–16.383), die STATUS zurückgibt. Ohne sie: keine Kennung.",
    "The instrument's model, firmware, state, link, pending image, power, progress and last result; it echoes the request's tag.":
      "Modell, Firmware, Zustand, Verbindung, ausstehendes Image, Stromversorgung, Fortschritt und letztes Ergebnis des Instruments; gibt die Kennung der Anfrage zurück.",
    "Family code of the product line (14-bit)": "Familiencode: die Produktlinie (14 Bit)",
    "Member code of the model (14-bit)": "Modellcode: das Modell (14 Bit)",
    "Installed firmware: major, minor, patch, build": "Installierte Firmware: Haupt-, Neben-, Patch- und Build-Nummer",
    "State (table: states)": "Zustand (Tabelle: Zustände)",
    "Link: 00 USB, 01 Bluetooth": "Verbindung: 00 USB, 01 Bluetooth",
    "Version of the pending image (00 00 00 00: none)": "Version des ausstehenden Images (00 00 00 00: keines)",
    "Next chunk expected (21-bit; 0 when idle)": "Nächster erwarteter Block (21 Bit; 0 im Ruhezustand)",
    "Chunks of the pending image (21-bit)": "Blöcke des ausstehenden Images (21 Bit)",
    "Power: 00 external, 01 battery": "Stromversorgung: 00 extern, 01 Batterie",
    "Battery percent, 0–100 (7F: no battery)": "Batterieladung in Prozent, 0–100 (7F: keine Batterie)",
    // a model's data list without Bluetooth or batteries (model-cells.ts)
    "Link: 00 USB": "Verbindung: 00 USB",
    "Power: 00 external": "Stromversorgung: 00 extern",
    "Battery: 7F (no battery)": "Batterie: 7F (keine Batterie)",
    // the recovery mode in a model's data list, by its own way in: keys, or pads (model-cells.ts)
    "The boot loader runs (switched on with the lowest and highest keys held, or no bank starts); it accepts an update like idle":
      "Der Bootloader läuft (mit gedrückter tiefster und höchster Taste eingeschaltet, oder keine Bank startet); er nimmt ein Update an wie der Ruhezustand",
    "The boot loader runs (switched on with pads 1 and 16 held, or no bank starts); it accepts an update like idle":
      "Der Bootloader läuft (mit gedrückten Pads 1 und 16 eingeschaltet, oder keine Bank startet); er nimmt ein Update an wie der Ruhezustand",
    "Power-up with the lowest and highest keys held, or no bank starts":
      "Einschalten mit gedrückter tiefster und höchster Taste, oder keine Bank startet",
    "Power-up with pads 1 and 16 held, or no bank starts":
      "Einschalten mit gedrückten Pads 1 und 16, oder keine Bank startet",
    "Every chunk is held: verify and install. Answered by STATUS (state verifying), or REFUSED 07 (chunks missing, or nothing pending). In verifying, installing or restarting it is answered by STATUS again: COMMIT is idempotent.":
      "Alle Blöcke liegen vor: prüfen und installieren. Antwort: STATUS (Zustand Prüfung) oder REFUSED 07 (Blöcke fehlen oder nichts steht aus). Während Prüfung, Installation oder Neustart antwortet erneut STATUS: COMMIT ist idempotent.",
    "Every chunk held: STATUS (verifying). Chunks missing: REFUSED 07":
      "Alle Blöcke liegen vor: STATUS (Prüfung). Blöcke fehlen: REFUSED 07",
    "Progress of the current phase, 0–100 (verifying, installing; else 0)":
      "Fortschritt der laufenden Phase, 0–100 (Prüfung, Installation; sonst 0)",
    "Last result: 00 none, 01 installed, 02 failed (old firmware kept)":
      "Letztes Ergebnis: 00 keines, 01 installiert, 02 fehlgeschlagen (alte Firmware bleibt)",
    "The failure's reason (table: reasons; 00 when none)": "Grund des Fehlschlags (Tabelle: Gründe; 00, wenn keiner)",
    "The request's tag (00 00 when none)": "Kennung der Anfrage (00 00, wenn keine)",
    "Announces an image by its signed header. Answered by BEGIN ACCEPTED, or REFUSED after the checks in order (table: UPDATE BEGIN checks).":
      "Kündigt ein Image mit seinem signierten Kopf an. Antwort: BEGIN ACCEPTED oder REFUSED nach den Prüfungen in ihrer Reihenfolge (Tabelle: Prüfungen bei UPDATE BEGIN).",
    "Chunk size in raw bytes (14-bit, 1–256; 256 = 00 02)": "Blockgröße in Rohbytes (14 Bit, 1–256; 256 = 00 02)",
    "The image's 160-byte signed header (table: signed image header), 7-bit packed into 183 bytes":
      "Der 160 Byte lange signierte Kopf des Images (Tabelle: signierter Kopf), in 7 Bit gepackt zu 183 Bytes",
    "The instrument takes the image. The next chunk is 0 for a new image; when the same signed header (all 160 bytes) is pending, it is that image's next chunk: the transfer resumes there.":
      "Das Instrument nimmt das Image an. Der nächste Block ist 0 bei einem neuen Image; steht derselbe signierte Kopf (alle 160 Bytes) aus, ist es der nächste Block dieses Images: Die Übertragung wird dort fortgesetzt.",
    "Next chunk to send (21-bit)": "Nächster zu sendender Block (21 Bit)",
    "Window: DATA the host may send beyond the last acknowledged chunk (08)":
      "Fenster: DATA, die der Host über den zuletzt bestätigten Block hinaus senden darf (08)",
    "Longest install of this model in seconds (14-bit, at most 240)":
      "Längste Installationsdauer dieses Modells in Sekunden (14 Bit, höchstens 240)",
    "Longest restart of this model in seconds (at most 60)":
      "Längste Neustartdauer dieses Modells in Sekunden (höchstens 60)",
    "One chunk of the image; chunk 0 starts with the signed header. Answered by ACK, REFUSED 04 (damaged) or 05 (out of sequence), or nothing (a later chunk of a gap).":
      "Ein Block des Images; Block 0 beginnt mit dem signierten Kopf. Antwort: ACK, REFUSED 04 (beschädigt) oder 05 (außer der Reihe) oder keine (ein späterer Block einer Lücke).",
    "Sequence (21-bit, from 0)": "Folgenummer (21 Bit, ab 0)",
    "Raw length (14-bit): the chunk size; the last chunk may be shorter":
      "Rohlänge (14 Bit): die Blockgröße; der letzte Block darf kürzer sein",
    "The chunk, 7-bit packed (256 raw bytes = 293 bytes)": "Der Block, in 7 Bit gepackt (256 Rohbytes = 293 Bytes)",
    "CRC-32 of the raw (unpacked) chunk, as five 7-bit groups, low first (section: CRC-32)":
      "CRC-32 des ungepackten Blocks, als fünf 7-Bit-Gruppen, die niedrigste zuerst (Abschnitt: CRC-32)",
    "Cumulative: sent only once the chunk is written to the staging area, where it survives power loss.":
      "Kumulativ: erst gesendet, wenn der Block im Zwischenspeicher steht, wo er einen Stromausfall übersteht.",
    "The last chunk stored (21-bit): it and every chunk before it are in the staging area":
      "Der zuletzt gespeicherte Block (21 Bit): Er und alle Blöcke davor stehen im Zwischenspeicher",
    "Every chunk is held: verify and install. Answered by STATUS (state verifying), or REFUSED 07 (chunks missing, or nothing pending) or 0B (battery below 30 %). In verifying, installing or restarting it is answered by STATUS again: COMMIT is idempotent.":
      "Alle Blöcke liegen vor: prüfen und installieren. Antwort: STATUS (Zustand Prüfung) oder REFUSED 07 (Blöcke fehlen oder nichts steht aus) oder 0B (Batterie unter 30 %). Während Prüfung, Installation oder Neustart antwortet erneut STATUS: COMMIT ist idempotent.",
    "Sent once, unsolicited, by the new firmware after its restart. It can be missed: a host relies on STATUS.":
      "Von der neuen Firmware nach ihrem Neustart einmal unaufgefordert gesendet. Sie kann verloren gehen: Ein Host verlässt sich auf STATUS.",
    "The new installed firmware: major, minor, patch, build":
      "Die neu installierte Firmware: Haupt-, Neben-, Patch- und Build-Nummer",
    "Discards the pending image; the installed firmware stays. Answered by STATUS (idle). Refused 07 in verifying, installing and restarting: too late to cancel.":
      "Verwirft das ausstehende Image; die installierte Firmware bleibt. Antwort: STATUS (Ruhezustand). Während Prüfung, Installation und Neustart abgelehnt mit 07: zu spät zum Abbrechen.",
    "The instrument refuses a message; the reason says why, the detail what to do.":
      "Das Instrument lehnt eine Nachricht ab; der Grund sagt, warum, das Detail, was zu tun ist.",
    "The command refused": "Der abgelehnte Befehl",
    "Reason (table: reasons)": "Grund (Tabelle: Gründe)",
    "Detail, by reason (table: reasons)": "Detail, je nach Grund (Tabelle: Gründe)",

    // STATUS values and reasons
    "USB (updates run over USB only)": "USB (Updates nur über USB)",
    "Bluetooth MIDI": "Bluetooth-MIDI",
    "External power": "Externe Stromversorgung",
    Battery: "Batterie",
    "Battery level, 0–100 %": "Batterieladung, 0–100 %",
    "No battery": "Keine Batterie",
    "Progress of verifying or installing, 0–100 %; 0 in other states":
      "Fortschritt von Prüfung oder Installation, 0–100 %; in anderen Zuständen 0",
    "None: no update since the last accepted UPDATE BEGIN of a new image":
      "Keines: kein Update seit dem letzten angenommenen UPDATE BEGIN eines neuen Images",
    "Installed: the new firmware runs": "Installiert: Die neue Firmware läuft",
    "Failed: the old firmware is kept; rd gives the reason":
      "Fehlgeschlagen: Die alte Firmware bleibt; rd nennt den Grund",
    "No failure": "Kein Fehler",
    "The failure's reason (table: reasons)": "Grund des Fehlschlags (Tabelle: Gründe)",
    "0001–3FFF hex": "0001–3FFF hexadezimal",
    "The tag of the STATUS REQUEST answered; 00 00: none": "Kennung des beantworteten STATUS REQUEST; 00 00: keine",
    "Another model's image": "Image eines anderen Modells",
    "The instrument's f1 f2 m1 m2 (4 bytes)": "f1 f2 m1 m2 des Instruments (4 Bytes)",
    "Installed firmware older than the image's minimum: install the stepping stone first":
      "Installierte Firmware älter als die erforderliche Firmware-Version des Images: zuerst die Zwischenversion installieren",
    "The minimum v1 v2 v3 v4 (4 bytes)": "Erforderliche Firmware-Version v1 v2 v3 v4 (4 Bytes)",
    "Not over USB: updates run over USB only": "Nicht über USB: Updates nur über USB",
    None: "Keines",
    "Chunk damaged (CRC-32 or length)": "Block beschädigt (CRC-32 oder Länge)",
    "Its sequence (3 bytes): send again from it": "Seine Folgenummer (3 Bytes): ab dort erneut senden",
    "Chunk out of sequence": "Block außer der Reihe",
    "The sequence expected (3 bytes): send again from it": "Die erwartete Folgenummer (3 Bytes): ab dort erneut senden",
    "The body's SHA-256 differs from the signed header's (at COMMIT): the image is discarded, the installed firmware stays":
      "SHA-256 des Inhalts weicht vom signierten Kopf ab (bei COMMIT): Das Image wird verworfen, die installierte Firmware bleibt",
    "Not ready: no transfer, chunks missing, or busy":
      "Nicht bereit: keine Übertragung, fehlende Blöcke oder beschäftigt",
    "The state ss (1 byte)": "Der Zustand ss (1 Byte)",
    "Malformed message (a length other than the message's)":
      "Fehlerhafte Nachricht (eine andere Länge als die der Nachricht)",
    "Signature not valid, or the image is not signed (header format not 02)":
      "Signatur ungültig oder Image nicht signiert (Kopfformat nicht 02)",
    "Downgrade: the image is older than the installed firmware":
      "Downgrade: Das Image ist älter als die installierte Firmware",
    "The installed v1 v2 v3 v4 (4 bytes)": "Die installierte v1 v2 v3 v4 (4 Bytes)",
    "Battery below 30 %": "Batterie unter 30 %",
    "The level, then the minimum (30 % = 1E): 2 bytes": "Die Ladung, dann das Minimum (30 % = 1E): 2 Bytes",
    "The key the header names is not one the instrument was built with":
      "Der im Kopf genannte Schlüssel gehört nicht zu denen, mit denen das Instrument gebaut wurde",
    "STATUS rd only: the new firmware did not start; the boot loader switched back to the old one":
      "Nur STATUS rd: Die neue Firmware ist nicht gestartet; der Bootloader hat auf die alte zurückgeschaltet",

    // states and transitions
    idle: "Ruhezustand",
    receiving: "Empfang",
    verifying: "Prüfung",
    installing: "Installation",
    restarting: "Neustart",
    recovery: "Wiederherstellung",
    "No image pending": "Kein Image steht aus",
    'An image is pending: receiving, or waiting for the rest, or for COMMIT when next = total ("every chunk held")':
      "Ein Image steht aus: Empfang, Warten auf den Rest oder auf COMMIT, wenn der nächste Block die Blockanzahl erreicht („alle Blöcke liegen vor“)",
    "None: it waits": "Keine: Es wartet",
    "Checking the body's SHA-256 against the signed header": "Prüft SHA-256 des Inhalts gegen den signierten Kopf",
    "Writing the new image into the inactive bank and reading it back":
      "Schreibt das neue Image in die inaktive Bank und liest es zurück",
    "The install time BEGIN ACCEPTED announced (at most 240 s)":
      "Die in BEGIN ACCEPTED angekündigte Installationsdauer (höchstens 240 s)",
    "The boot record points at the new bank; the instrument restarts and its USB port goes away":
      "Der Boot-Eintrag zeigt auf die neue Bank; das Instrument startet neu, sein USB-Port verschwindet",
    "The restart time BEGIN ACCEPTED announced (at most 60 s)":
      "Die in BEGIN ACCEPTED angekündigte Neustartdauer (höchstens 60 s)",
    "The boot loader runs (switched on with the lowest and highest keys held, pads 1 and 16 on a pad instrument, or no bank starts); it accepts an update like idle":
      "Der Bootloader läuft (mit gedrückter tiefster und höchster Taste eingeschaltet, bei einem Pad-Instrument mit den Pads 1 und 16, oder keine Bank startet); er nimmt ein Update an wie der Ruhezustand",
    "idle (00) or recovery (05)": "Ruhezustand (00) oder Wiederherstellung (05)",
    "UPDATE BEGIN accepted": "UPDATE BEGIN angenommen",
    "receiving (01): a new pending image, next chunk 0, result cleared to none":
      "Empfang (01): ein neues ausstehendes Image, nächster Block 0, Ergebnis auf keines zurückgesetzt",
    "receiving (01)": "Empfang (01)",
    "UPDATE BEGIN accepted, the same signed header (all 160 bytes) pending":
      "UPDATE BEGIN angenommen, derselbe signierte Kopf (alle 160 Bytes) steht aus",
    "receiving (01): resumes at the pending image's next chunk":
      "Empfang (01): weiter beim nächsten Block des ausstehenden Images",
    "UPDATE BEGIN accepted, another header": "UPDATE BEGIN angenommen, ein anderer Kopf",
    "receiving (01): a new pending image replaces the old one, next chunk 0, result none":
      "Empfang (01): Ein neues ausstehendes Image ersetzt das alte, nächster Block 0, Ergebnis keines",
    "DATA for the next chunk, intact": "DATA für den nächsten Block, unversehrt",
    "receiving (01): the chunk is stored, ACK, next chunk + 1":
      "Empfang (01): Der Block wird gespeichert, ACK, nächster Block + 1",
    "idle (00): the pending image is discarded, the installed firmware stays":
      "Ruhezustand (00): Das ausstehende Image wird verworfen, die installierte Firmware bleibt",
    "COMMIT with every chunk held (next = total)": "COMMIT, wenn alle Blöcke vorliegen (nächster Block = Blockanzahl)",
    "verifying (02), answered by STATUS": "Prüfung (02), beantwortet mit STATUS",
    "verifying (02)": "Prüfung (02)",
    "The body's SHA-256 differs from the signed header's, or chunk 0 is not the header accepted":
      "SHA-256 des Inhalts weicht vom signierten Kopf ab, oder Block 0 ist nicht der angenommene Kopf",
    "idle (00): the image is discarded; result failed, rd 06":
      "Ruhezustand (00): Das Image wird verworfen; Ergebnis fehlgeschlagen, rd 06",
    "The SHA-256 matches": "SHA-256 stimmt überein",
    "installing (03)": "Installation (03)",
    "The image is written into the inactive bank and read back":
      "Das Image ist in die inaktive Bank geschrieben und zurückgelesen",
    "restarting (04): the boot record points at the new bank":
      "Neustart (04): Der Boot-Eintrag zeigt auf die neue Bank",
    "restarting (04)": "Neustart (04)",
    "The new firmware starts": "Die neue Firmware startet",
    "idle (00) on the new firmware: result installed, the new version installed; COMMITTED sent once":
      "Ruhezustand (00) mit der neuen Firmware: Ergebnis installiert, die neue Version installiert; COMMITTED einmal gesendet",
    "The new firmware fails its first start": "Die neue Firmware scheitert beim ersten Start",
    "idle (00) on the old firmware (the boot loader switched back): result failed, rd 0D":
      "Ruhezustand (00) mit der alten Firmware (der Bootloader hat zurückgeschaltet): Ergebnis fehlgeschlagen, rd 0D",
    "receiving (01), verifying (02), installing (03)": "Empfang (01), Prüfung (02), Installation (03)",
    "Power lost": "Stromausfall",
    "After power returns: receiving (01) on the old firmware, every acknowledged chunk kept (table: power loss)":
      "Wenn der Strom zurückkehrt: Empfang (01) mit der alten Firmware, alle bestätigten Blöcke bleiben erhalten (Tabelle: Stromausfall)",
    Any: "Jeder Zustand",
    "Power-up with the lowest and highest keys held (pads 1 and 16 on a pad instrument), or no bank starts":
      "Einschalten mit gedrückter tiefster und höchster Taste (bei einem Pad-Instrument: Pads 1 und 16), oder keine Bank startet",
    "recovery (05)": "Wiederherstellung (05)",

    // what each command gets in each state
    "STATUS (while its port is there)": "STATUS (solange sein Port besteht)",
    "After the checks (table: UPDATE BEGIN checks): BEGIN ACCEPTED, next chunk 0":
      "Nach den Prüfungen (Tabelle: Prüfungen bei UPDATE BEGIN): BEGIN ACCEPTED, nächster Block 0",
    "After the checks (table: UPDATE BEGIN checks): BEGIN ACCEPTED; the same header resumes, another starts again from chunk 0":
      "Nach den Prüfungen (Tabelle: Prüfungen bei UPDATE BEGIN): BEGIN ACCEPTED; derselbe Kopf setzt fort, ein anderer beginnt wieder bei Block 0",
    "REFUSED 07 (no transfer)": "REFUSED 07 (keine Übertragung)",
    "ACK, REFUSED 04 or 05, or nothing (table: transfer)": "ACK, REFUSED 04 oder 05 oder keine (Tabelle: Übertragung)",
    "REFUSED 07 (busy)": "REFUSED 07 (beschäftigt)",
    "REFUSED 07 (nothing pending)": "REFUSED 07 (nichts steht aus)",
    "Every chunk held: STATUS (verifying), or REFUSED 0B on battery below 30 %. Chunks missing: REFUSED 07":
      "Alle Blöcke liegen vor: STATUS (Prüfung), oder REFUSED 0B im Batteriebetrieb unter 30 %. Blöcke fehlen: REFUSED 07",
    "STATUS (COMMIT is idempotent)": "STATUS (COMMIT ist idempotent)",
    "STATUS (idle)": "STATUS (Ruhezustand)",
    "The pending image is discarded: STATUS (idle)": "Das ausstehende Image wird verworfen: STATUS (Ruhezustand)",
    "REFUSED 07: too late to cancel": "REFUSED 07: zu spät zum Abbrechen",

    // UPDATE BEGIN checks
    "The data is not 185 bytes, the chunk size not 1–256, or the header does not unpack to 160 bytes":
      "Die Daten sind nicht 185 Bytes lang, die Blockgröße liegt nicht bei 1–256, oder der Kopf ergibt entpackt nicht 160 Bytes",
    "The state is verifying, installing or restarting": "Der Zustand ist Prüfung, Installation oder Neustart",
    "The link is Bluetooth": "Die Verbindung ist Bluetooth",
    "On battery below 30 %": "Im Batteriebetrieb unter 30 %",
    'The magic is not "NVFW" or the format not 02 (not signed)':
      "Die Kennzeichnung ist nicht „NVFW“ oder das Format nicht 02 (nicht signiert)",
    "The key id is not in the instrument's built-in key list":
      "Die Schlüssel-ID steht nicht in der eingebauten Schlüsselliste des Instruments",
    "The Ed25519 signature over bytes 0–95, with that key, is not valid":
      "Die Ed25519-Signatur über die Bytes 0–95 ist mit diesem Schlüssel nicht gültig",
    "The family or member code is not the instrument's": "Familien- oder Modellcode passt nicht zum Instrument",
    "The image's version is older than the installed firmware":
      "Die Version des Images ist älter als die installierte Firmware",
    "The installed firmware is older than the image's minimum":
      "Die installierte Firmware ist älter als die Version, die das Image mindestens erfordert",
    Accepted: "Angenommen",
    "The same signed header (all 160 bytes) pending: resume at its next chunk. Otherwise: a new pending image, next chunk 0, result cleared to none. State receiving.":
      "Derselbe signierte Kopf (alle 160 Bytes) steht aus: weiter bei seinem nächsten Block. Sonst: ein neues ausstehendes Image, nächster Block 0, Ergebnis auf keines zurückgesetzt. Zustand Empfang.",

    // transfer
    "DATA for the next chunk expected, intact": "DATA für den nächsten erwarteten Block, unversehrt",
    "Writes it to the staging area, then ACK (cumulative), within 250 ms":
      "Schreibt ihn in den Zwischenspeicher, dann ACK (kumulativ), innerhalb von 250 ms",
    "Sends on, at most 8 DATA beyond the last acknowledged chunk":
      "Sendet weiter, höchstens 8 DATA über den zuletzt bestätigten Block hinaus",
    "DATA below the next expected (a duplicate)": "DATA unterhalb des nächsten erwarteten (ein Duplikat)",
    "ACK of the last stored chunk; nothing is written again":
      "ACK des zuletzt gespeicherten Blocks; nichts wird erneut geschrieben",
    "Goes on from that ACK": "Macht ab diesem ACK weiter",
    "DATA above the next expected (a gap)": "DATA oberhalb des nächsten erwarteten (eine Lücke)",
    "One REFUSED 05 per gap, with the sequence expected; further chunks of the same gap are ignored silently until the expected one arrives":
      "Ein REFUSED 05 je Lücke, mit der erwarteten Folgenummer; weitere Blöcke derselben Lücke werden stillschweigend ignoriert, bis der erwartete eintrifft",
    "Goes back to the sequence in the detail": "Kehrt zur Folgenummer im Detail zurück",
    "DATA for the expected sequence, damaged: CRC-32 wrong, or the raw length not the chunk size (the last chunk: the rest of the image) or not what the data unpacks to":
      "DATA mit der erwarteten Folgenummer, beschädigt: CRC-32 falsch, oder die Rohlänge entspricht nicht der Blockgröße (beim letzten Block: dem Rest des Images) oder nicht den entpackten Daten",
    "REFUSED 04 with its sequence; the chunks after it are then a gap, ignored silently":
      "REFUSED 04 mit seiner Folgenummer; die Blöcke danach sind dann eine Lücke und werden stillschweigend ignoriert",
    "No answer for 5 s": "5 s keine Antwort",
    "Sends the window again from the first unacknowledged chunk; after 4 silent resends it stops and reports a timeout":
      "Sendet das Fenster ab dem ersten unbestätigten Block erneut; nach 4 unbeantworteten Wiederholungen bricht er ab und meldet eine Zeitüberschreitung",
    "Chunk 0 is not exactly the header accepted at UPDATE BEGIN":
      "Block 0 ist nicht genau der bei UPDATE BEGIN angenommene Kopf",
    "Found while verifying after COMMIT: result failed, rd 06, the image is discarded":
      "Bei der Prüfung nach COMMIT erkannt: Ergebnis fehlgeschlagen, rd 06, das Image wird verworfen",
    "DATA while not receiving": "DATA außerhalb des Empfangs",
    "REFUSED 07 with the state": "REFUSED 07 mit dem Zustand",

    // timing
    "Every answer of the instrument to a request": "Jede Antwort des Instruments auf eine Anfrage",
    "Within 250 ms": "Innerhalb von 250 ms",
    "The Identity Reply right after power-up": "Die Identity Reply direkt nach dem Einschalten",
    "Within 3 s": "Innerhalb von 3 s",
    "Identity Request": "Identity Request",
    "Identity Reply": "Identity Reply",
    "3 times, 1.5 s apart": "3-mal, im Abstand von 1,5 s",
    "The host listens throughout (a late answer to an earlier request counts), then concludes no instrument is there":
      "Der Host hört die ganze Zeit zu (eine späte Antwort auf eine frühere Anfrage zählt) und schließt dann, dass kein Instrument angeschlossen ist",
    "Silence after DATA": "Keine Antwort nach DATA",
    "The window again from the first unacknowledged chunk; after 4 silent resends: stop, timeout":
      "Das Fenster erneut ab dem ersten unbestätigten Block; nach 4 unbeantworteten Wiederholungen: Abbruch, Zeitüberschreitung",
    "Silence after COMMIT (or any other request)": "Keine Antwort nach COMMIT (oder einer anderen Anfrage)",
    "The same message again, at most 4 times; then: stop, timeout":
      "Dieselbe Nachricht erneut, höchstens 4-mal; danach: Abbruch, Zeitüberschreitung",
    "STATUS REQUEST while verifying, installing, restarting": "STATUS REQUEST während Prüfung, Installation, Neustart",
    "Every 1 s": "Im Abstand von 1 s",
    "At most 15 s": "Höchstens 15 s",
    "The host waits 15 s + 15 s grace": "Der Host wartet 15 s + 15 s Toleranz",
    "The install time in BEGIN ACCEPTED, at most 240 s": "Die Installationsdauer aus BEGIN ACCEPTED, höchstens 240 s",
    'The host waits it + 15 s grace, then says "not yet"':
      "Der Host wartet sie + 15 s Toleranz ab und meldet dann „noch nicht“",
    "restarting, or the ports gone after COMMIT": "Neustart, oder die Ports nach COMMIT verschwunden",
    "The restart time in BEGIN ACCEPTED, at most 60 s": "Die Neustartdauer aus BEGIN ACCEPTED, höchstens 60 s",
    'The host waits it + 15 s grace for the instrument to answer again, then says "not yet"':
      "Der Host wartet sie + 15 s Toleranz ab, bis das Instrument wieder antwortet, und meldet dann „noch nicht“",

    // the end of an update
    "STATUS verifying or installing, with progress pp": "STATUS Prüfung oder Installation, mit Fortschritt pp",
    "Asks STATUS every 1 s: verifying for at most 15 s, installing for at most the announced install time, each + 15 s":
      "Fragt STATUS im Abstand von 1 s ab: die Prüfung höchstens 15 s lang, die Installation höchstens die angekündigte Installationsdauer, jeweils + 15 s",
    "STATUS restarting, or its ports gone while verifying, installing or restarting":
      "STATUS Neustart, oder seine Ports während Prüfung, Installation oder Neustart verschwunden",
    "Waits for it to answer again (Identity Request on every port, pairing by round trip) for at most the announced restart time + 15 s":
      "Wartet, bis es wieder antwortet (Identity Request auf jedem Port, Zuordnung über Hin- und Rückweg), höchstens die angekündigte Neustartdauer + 15 s",
    "STATUS idle, result installed, and the Identity Reply's version is the new one":
      "STATUS Ruhezustand, Ergebnis installiert, und die Identity Reply nennt die neue Version",
    Done: "Fertig",
    "STATUS idle, result failed": "STATUS Ruhezustand, Ergebnis fehlgeschlagen",
    "Failed, the old firmware kept: the reason is rd":
      "Fehlgeschlagen, die alte Firmware bleibt: Der Grund steht in rd",
    "STATUS receiving with every chunk held (next = total)":
      "STATUS Empfang, alle Blöcke liegen vor (nächster Block = Blockanzahl)",
    "Power was lost, or COMMIT was not heard: COMMIT again":
      "Der Strom war weg, oder COMMIT kam nicht an: COMMIT erneut senden",
    "A deadline passed while installing, or the instrument not back":
      "Eine Frist ist während der Installation abgelaufen, oder das Instrument meldet sich nicht zurück",
    '"Not yet": still installing. Leave it connected and switched on, and search again':
      "„Noch nicht“: Die Installation läuft noch. Lassen Sie das Instrument verbunden und eingeschaltet, und suchen Sie erneut",
    "COMMITTED (once, unsolicited, from the new firmware)":
      "COMMITTED (einmal, unaufgefordert, von der neuen Firmware)",
    "May be missed: the host relies on STATUS": "Kann verloren gehen: Der Host verlässt sich auf STATUS",

    // power loss
    "Nothing changed": "Nichts hat sich geändert",
    "Old firmware; receiving with every acknowledged chunk kept: UPDATE BEGIN with the same header resumes":
      "Alte Firmware; Empfang, alle bestätigten Blöcke bleiben erhalten: UPDATE BEGIN mit demselben Kopf setzt fort",
    "Old firmware; receiving with every chunk held: the host sends COMMIT again":
      "Alte Firmware; Empfang, alle Blöcke liegen vor: Der Host sendet COMMIT erneut",
    "Old firmware (the boot record still points at it); receiving with every chunk held: the host sends COMMIT again":
      "Alte Firmware (der Boot-Eintrag zeigt noch auf sie); Empfang, alle Blöcke liegen vor: Der Host sendet COMMIT erneut",
    "The switch is done: the new firmware starts; idle, result installed":
      "Die Umschaltung ist erfolgt: Die neue Firmware startet; Ruhezustand, Ergebnis installiert",
    "A cable pulled (power kept), any phase": "Kabel gezogen (Strom bleibt), in jeder Phase",
    "Nothing changes on the instrument: it goes on through its phases unheard":
      "Am Instrument ändert sich nichts: Es durchläuft seine Phasen ungehört weiter",

    // rules
    "USB only": "Nur USB",
    "UPDATE BEGIN over Bluetooth: REFUSED 03": "UPDATE BEGIN über Bluetooth: REFUSED 03",
    "STATUS reports pw and bb. On battery below 30 %, UPDATE BEGIN and COMMIT are refused 0B":
      "STATUS meldet pw und bb. Im Batteriebetrieb unter 30 % werden UPDATE BEGIN und COMMIT mit 0B abgelehnt",
    Downgrades: "Downgrades",
    "An image older than the installed firmware is refused 0A: an old signed release cannot be put back. The same version installs again (a repair)":
      "Ein Image, das älter ist als die installierte Firmware, wird mit 0A abgelehnt: Eine alte signierte Version lässt sich nicht zurückspielen. Dieselbe Version lässt sich erneut installieren (als Reparatur)",
    "Stepping stones": "Zwischenversionen",
    "Installed firmware older than the image's minimum: REFUSED 02 with the minimum":
      "Installierte Firmware älter als die erforderliche Firmware-Version des Images: REFUSED 02 mit dieser Version",
    "Another model": "Ein anderes Modell",
    "REFUSED 01 with the instrument's family and member codes":
      "REFUSED 01 mit Familien- und Modellcode des Instruments",
    Signature: "Signatur",
    'Not signed (no "NVFW" format 02) or a wrong signature: 09; a key id not built in: 0C':
      "Nicht signiert (kein „NVFW“ im Format 02) oder falsche Signatur: 09; eine nicht eingebaute Schlüssel-ID: 0C",
    Cancel: "Abbrechen",
    "ABORT until COMMIT; afterwards the instrument finishes by itself":
      "ABORT bis COMMIT; danach bringt das Instrument das Update selbst zu Ende",
    "Power loss": "Stromausfall",
    "Handled in every phase (table: power loss)": "In jeder Phase abgesichert (Tabelle: Stromausfall)",

    // the image header and keys
    'ASCII "NVFW"': "ASCII „NVFW“",
    "Header format 02": "Kopfformat 02",
    "Family code (14-bit, low 7 bits first)": "Familiencode (14 Bit, die unteren 7 Bit zuerst)",
    "Member code (14-bit, low 7 bits first)": "Modellcode (14 Bit, die unteren 7 Bit zuerst)",
    "Version: major, minor, patch, build": "Version: Haupt-, Neben-, Patch- und Build-Nummer",
    "Minimum installed version (00 00 00 00: any)": "Mindestens erforderliche Firmware-Version (00 00 00 00: keine)",
    "Body length, unsigned 32-bit little-endian (image = 160 + body)":
      "Länge des Inhalts, vorzeichenlos 32 Bit, Little Endian (Image = 160 + Inhalt)",
    "Product id, ASCII, padded with 00": "Produkt-ID, ASCII, mit 00 aufgefüllt",
    "Key id: the first 8 bytes of SHA-256 of the signing key's 32-byte Ed25519 public key":
      "Schlüssel-ID: die ersten 8 Bytes von SHA-256 über den 32 Byte langen öffentlichen Ed25519-Schlüssel des Signaturschlüssels",
    "SHA-256 of the body": "SHA-256 des Inhalts",
    "Ed25519 signature (RFC 8032) over bytes 0–95": "Ed25519-Signatur (RFC 8032) über die Bytes 0–95",
    "Noteva firmware key 1": "Noteva-Firmwareschlüssel 1",
    "Noteva firmware updates": "Firmware-Updates von Noteva",
    "A firmware signed with a key instruments already trust carries a built-in key list holding the new key.":
      "Eine Firmware, signiert mit einem Schlüssel, dem die Instrumente bereits vertrauen, bringt eine eingebaute Schlüsselliste mit dem neuen Schlüssel mit.",
    "Once that firmware is installed widely, releases are signed with the new key.":
      "Sobald diese Firmware weit verbreitet ist, werden Veröffentlichungen mit dem neuen Schlüssel signiert.",
    "A later firmware drops the old key from its list.":
      "Eine spätere Firmware streicht den alten Schlüssel aus ihrer Liste.",
    Always: "Immer",
    "The key id in the header selects the key: an unknown id is refused 0C, a wrong signature 09.":
      "Die Schlüssel-ID im Kopf wählt den Schlüssel: Eine unbekannte ID wird mit 0C abgelehnt, eine falsche Signatur mit 09.",

    // CRC-32 and the worked examples
    Width: "Breite",
    "32 bits": "32 Bit",
    Polynomial: "Polynom",
    "04C11DB7, processed reflected (EDB88320), least significant bit first":
      "04C11DB7, gespiegelt verarbeitet (EDB88320), niedrigstwertiges Bit zuerst (LSB zuerst)",
    "Initial value": "Startwert",
    "Final XOR": "Abschließendes XOR",
    Check: "Prüfwert",
    'CRC-32 of ASCII "123456789" = CBF43926': "CRC-32 von ASCII „123456789“ = CBF43926",
    "On the wire": "Auf der Leitung",
    "Five 7-bit groups, least significant first (k1 = bits 0–6 … k5 = bits 28–31)":
      "Fünf 7-Bit-Gruppen, die niedrigstwertige zuerst (LSB zuerst) (k1 = Bit 0–6 … k5 = Bit 28–31)",
    'ASCII "123456789": 31 32 33 34 35 36 37 38 39': "ASCII „123456789“: 31 32 33 34 35 36 37 38 39",
    "Sequence 1 (21-bit)": "Folgenummer 1 (21 Bit)",
    "Raw length 2 (14-bit)": "Rohlänge 2 (14 Bit)",
    "FF 00 packed: the high bits (only FF's: 01), then the low 7 bits of each byte":
      "FF 00 gepackt: die obersten Bits (nur das von FF: 01), dann die unteren 7 Bit jedes Bytes",
    "CRC-32 of FF 00 = D2FDEF8D, five 7-bit groups, low first":
      "CRC-32 von FF 00 = D2FDEF8D, fünf 7-Bit-Gruppen, die niedrigste zuerst",
  },
  patterns: [
    [/^Command: (.+)$/, "Befehl: $1"],
    // the Identity Reply's codes, with a model's code and line or model name ("Family code 0002 (Keyboards): …")
    [
      /^Family code (.+): the product line, 14-bit, low 7 bits first$/,
      "Familiencode $1: Produktlinie, 14 Bit, untere 7 Bit zuerst",
    ],
    [/^Member code (.+): the model, 14-bit, low 7 bits first$/, "Modellcode $1: Modell, 14 Bit, untere 7 Bit zuerst"],
  ],
};
