/** The German words of /support/check/midi (the English, whose keys it gives: app/lib/midi/implementation-text.ts). */
import type { Strings } from "../i18n/text.ts";
import type { ImplementationText } from "./implementation-text.ts";

export const implementationDe: Strings<ImplementationText> = {
  support: "Support",
  check: "Instrument prüfen",
  title: "MIDI-Implementierung: Identität und Firmware-Update",
  description:
    "Wie sich Noteva-Instrumente über MIDI zu erkennen geben und signierte Firmware-Updates als SysEx-Nachrichten empfangen: jede Nachricht, jeder Zustand, jede Frist und jede Regel, Byte für Byte.",
  intro:
    "Jedes Noteva-Modell mit USB-MIDI oder MIDI-Buchsen beantwortet die MIDI-Geräteabfrage (Universal Device Inquiry) und empfängt Firmware-Updates als SysEx-Nachrichten (Protokollversion {version}). Diese Seite beschreibt beides vollständig: jede Nachricht Byte für Byte, jeden Zustand und seine Übergänge, jede Frist und Wiederholung sowie die Regeln für Signaturen, Schlüssel, Stromausfall, Batterie und Downgrades. Ein Host, der allein nach dieser Seite entwickelt wurde, kann ein Instrument aktualisieren.",
  conventions:
    "Zahlen ohne Einheit sind hexadezimal. Jedes Datenbyte hat 7 Bit (00–7F). Breitere Zahlen werden in 7-Bit-Gruppen gesendet, die niedrigstwertige zuerst (LSB zuerst): 14 Bit sind 2 Bytes, 21 Bit 3, 35 Bit 5. Versionen sind 4 Bytes: Haupt-, Neben-, Patch- und Build-Nummer (1.2.0 ist 01 02 00 00). In den Tabellen stehen Kleinbuchstaben für Werte.",
  contents: "Inhalt",
  manufacturer: {
    heading: "Hersteller-ID",
    text: "Jede SysEx-Nachricht von Noteva beginnt mit F0 7D 4E 56. 7D ist die Hersteller-ID, die der MIDI-Standard für nichtkommerzielle Zwecke reserviert; Noteva-Instrumente verwenden sie anstelle einer registrierten ID. Da auch andere Geräte 7D senden können, kennzeichnet die folgende Signatur 4E 56 („NV“) eine Nachricht als Nachricht von Noteva. Erhält Noteva eine eigene registrierte ID, tritt diese in jeder Nachricht an die Stelle von 7D; die Signatur und der übrige Aufbau der Nachrichten bleiben unverändert.",
  },
  deviceId: {
    heading: "Geräte-ID",
    text: "Jede Nachricht trägt eine Geräte-ID (dd). Die Geräte-ID eines Instruments ist {device} (Werkseinstellung). Es beantwortet Nachrichten an {all} (alle Geräte) und an seine eigene ID, ignoriert jede andere ID und antwortet stets mit seiner eigenen ID. Ein Host sendet {all} nur im Identity Request und im STATUS REQUEST, der Ports einander zuordnet; auf einem zugeordneten Port spricht er das Instrument mit dessen eigener ID an, wie sie die Identity Reply genannt hat.",
  },
  identity: {
    heading: "Identität",
    text: "Mit dem Identity Request fragt der Host jedes Gerät der Verbindung, wer es ist. Ein Noteva-Instrument antwortet mit seinem Familiencode (der Produktlinie), seinem Modellcode (dem Modell) und der installierten Firmware; im Wiederherstellungsmodus ohne lauffähige Firmware lautet die Version 00 00 00 00. Es antwortet innerhalb von {answerMs} ms, direkt nach dem Einschalten innerhalb von {identityS} s. Ein Host fragt {rounds}-mal im Abstand von {waitS} s und hört dabei durchgehend zu – auch eine späte Antwort auf eine frühere Anfrage zählt –, bevor er annimmt, dass kein Instrument angeschlossen ist.",
    codesHeading: "Familien- und Modellcodes",
    codesCaption: "Die Codes jedes Modells und der Anfang seiner Identity Reply",
    codesNone: "Die Datenliste jedes Modells nennt seinen Familien- und Modellcode.",
    columns: { model: "Modell", family: "Familiencode", member: "Modellcode", reply: "Bytes der Identity Reply" },
  },
  pairing: {
    heading: "Ein- und Ausgänge zuordnen",
    text: "Ein Host ordnet einen MIDI-Eingang nie anhand der Namen einem Ausgang zu: Zwei gleiche Instrumente haben gleiche Portnamen. Er ordnet sie über den Weg einer Nachricht hin und zurück zu. Dazu sendet er auf allen Ausgängen zugleich einen STATUS REQUEST an {all}, jeden mit einer eigenen Kennung (1–{maxTag}); der Eingang, auf dem eine Kennung zurückkommt, gehört zu diesem Ausgang.",
  },
  update: {
    heading: "Firmware-Update",
    text: "Ein Firmware-Image besteht aus einem signierten Kopf von {headerSize} Bytes und dem Inhalt. Das Instrument prüft den signierten Kopf, bevor es einen Block annimmt, bewahrt jeden bestätigten Block so auf, dass er einen Stromausfall übersteht, prüft den SHA-256 des Inhalts gegen den Kopf, schreibt das Image in seine inaktive Speicherbank und wechselt mit einem einzigen Schreibvorgang. Bis dahin bleibt die installierte Firmware erhalten, und ein fehlgeschlagenes Update lässt sie unverändert. Updates laufen nur über USB.",
    stepsHeading: "Ein Update Schritt für Schritt",
    steps: [
      "Instrument finden: Identity Request an {all} auf jedem Ausgang, {rounds}-mal im Abstand von {waitS} s. Danach Ein- und Ausgänge über Hin- und Rückweg zuordnen (STATUS REQUEST mit einer Kennung je Ausgang).",
      "STATUS REQUEST an die eigene ID des Instruments: STATUS nennt Modell, Firmware, Zustand, Verbindung, Stromversorgung und Batteriestand, ein ausstehendes Image und das Ergebnis des letzten Updates.",
      "UPDATE BEGIN mit der Blockgröße und dem signierten Kopf des Images. Das Instrument prüft den Kopf, Signatur und Schlüssel, das Modell, die Version und die mindestens erforderliche Firmware-Version. Es antwortet mit BEGIN ACCEPTED (nächster Block, Fenster, längste Installations- und Neustartdauer) oder mit REFUSED und einem Grund.",
      "DATA ab dem nächsten Block, jeder mit seiner CRC-32, höchstens {window} Blöcke über das letzte ACK hinaus. Nach REFUSED 04 oder 05 ab der Folgenummer im Detail erneut senden; nach {silenceS} s ohne Antwort das Fenster erneut senden (höchstens {retries}-mal).",
      "COMMIT nach dem letzten ACK: Das Instrument antwortet mit STATUS (Prüfung) und prüft, installiert und startet dann selbstständig neu.",
      "STATUS REQUEST im Abstand von {pollS} s, bis das Instrument wieder im Ruhezustand ist; nach dem Neustart das Instrument erneut finden und seine Version lesen. Das Update ist dann fertig, fehlgeschlagen (die alte Firmware bleibt) oder noch nicht abgeschlossen.",
      "Nach einem gezogenen Kabel oder einem Stromausfall: UPDATE BEGIN mit demselben Image setzt bei dem Block fort, den BEGIN ACCEPTED nennt; liegen alle Blöcke schon vor, erneut COMMIT senden.",
    ],
  },
  messages: {
    heading: "Nachrichten",
    text: "Eine Noteva-Nachricht besteht aus {head}, der Geräte-ID (dd), dem Befehl (cc), den Daten und F7. Die Übersicht nennt die Datenlänge jeder Nachricht zwischen cc und F7; eine Nachricht mit anderer Länge wird mit 08 (fehlerhaft) abgelehnt. Danach folgen die Bytes jeder Nachricht.",
  },
  values: {
    heading: "Werte von STATUS und REFUSED",
    text: "STATUS beschreibt das Instrument in {statusLength} Bytes. REFUSED nennt den abgelehnten Befehl, einen Grund und ein Detail, das vom Grund abhängt. Dieselben Gründe nennt STATUS als Ursache eines fehlgeschlagenen Updates (rd).",
  },
  states: {
    heading: "Zustände und Übergänge",
    text: "STATUS nennt den Zustand des Instruments (ss). Auf COMMIT antwortet es sofort mit STATUS (Prüfung); danach prüft, installiert und startet es selbstständig neu, und der Host verfolgt das mit STATUS REQUEST. Die letzte Tabelle zeigt, welche Antwort jeder Befehl des Hosts in jedem Zustand erhält.",
  },
  checks: {
    heading: "Prüfungen bei UPDATE BEGIN",
    text: "Das Instrument vertraut keinem Feld des Kopfes, bevor dessen Signatur geprüft ist. Es prüft UPDATE BEGIN in dieser Reihenfolge und antwortet mit der ersten zutreffenden Ablehnung. Modell, Version, mindestens erforderliche Firmware-Version und Länge stammen ausschließlich aus dem signierten Kopf.",
  },
  transfer: {
    heading: "Übertragung: Fenster, Duplikate und Lücken",
    text: "Die Übertragung folgt dem Go-back-N-Verfahren mit einem Fenster von {window}: Der Host sendet bis zu {window} DATA über den letzten bestätigten Block hinaus und wartet dann auf ein ACK. Das Instrument beantwortet jedes DATA innerhalb von {answerMs} ms. Ein ACK bestätigt alle Blöcke bis einschließlich des genannten und wird erst gesendet, wenn der Block im Zwischenspeicher steht. Das Image wird vollständig übertragen: Block 0 beginnt mit dem signierten Kopf.",
  },
  timing: {
    heading: "Zeiten, Zeitüberschreitungen und Wiederholungen",
    text: "Die längste Installations- und Neustartdauer nennt das Instrument in BEGIN ACCEPTED; diese Tabelle begrenzt sie. Ein Host rechnet zu jeder Frist {graceS} s hinzu, bevor er meldet, dass das Update noch nicht abgeschlossen ist.",
  },
  end: {
    heading: "Das Ende eines Updates",
    text: "Nach dem letzten ACK sendet der Host COMMIT und erwartet STATUS innerhalb von {answerMs} ms; nach {silenceS} s ohne Antwort sendet er COMMIT erneut, höchstens {retries}-mal. Danach fragt er im Abstand von {pollS} s nach STATUS und richtet sich nach dem, was das Instrument meldet. Mit ABORT lässt sich ein Update bis zum COMMIT abbrechen; danach bringt das Instrument es selbstständig zu Ende.",
  },
  power: {
    heading: "Atomarer Wechsel und Stromausfall",
    text: "Das Instrument hat zwei Speicherbänke: die laufende und die inaktive. Die Installation schreibt in die inaktive Bank; der Wechsel ist ein einziger Schreibvorgang im Boot-Eintrag. Der Zwischenspeicher behält jeden bestätigten Block. Wann immer der Strom ausfällt, bleibt eine startfähige Firmware erhalten.",
  },
  rules: {
    heading: "Batterie, Downgrades und weitere Regeln",
    headingMains: "Downgrades und weitere Regeln",
    text: "STATUS meldet die Stromversorgung und den Batteriestand; im Batteriebetrieb werden UPDATE BEGIN und COMMIT unter {minBattery} % abgelehnt. Ein Image, das älter ist als die installierte Firmware, wird nie installiert: Eine alte signierte Version lässt sich nicht zurückspielen. Dieselbe Version lässt sich erneut installieren, etwa zur Reparatur.",
  },
  image: {
    heading: "Der signierte Kopf des Images",
    text: "Die Firmware-Datei (die .BIN-Datei im veröffentlichten ZIP-Archiv) besteht aus einem signierten Kopf von {headerSize} Bytes (Format 02) und dem Inhalt. Die Ed25519-Signatur deckt die Bytes 0–{signedEnd} ab. Das Image wird vollständig, Kopf und Inhalt, in Blöcken übertragen.",
  },
  keys: {
    heading: "Signatur und Schlüssel",
    text: "Instrumente tragen eine Liste öffentlicher Ed25519-Schlüssel in ihrer Firmware. Die Schlüssel-ID im Kopf – die ersten 8 Bytes des SHA-256 des 32 Byte langen öffentlichen Schlüssels – wählt den Schlüssel: Eine unbekannte Schlüssel-ID wird mit 0C abgelehnt, eine ungültige Signatur mit 09. Noteva-Instrumente werden mit den unten genannten Schlüsseln gebaut. Ein neuer Schlüssel kommt mit einer Firmware, der die Instrumente bereits vertrauen; so nimmt kein Instrument je ein Image an, das mit einem ihm unbekannten Schlüssel signiert ist.",
  },
  packing: {
    heading: "7-Bit-Packung",
    text: "Image-Bytes haben 8 Bit, Datenbytes in SysEx-Nachrichten 7 Bit. Jede Gruppe von bis zu 7 Bytes wird als ein Byte mit ihren höchsten Bits gesendet (Bit 0 für das erste Byte, Bit 6 für das siebte), gefolgt von den unteren 7 Bits jedes Bytes: Aus 7 Bytes werden 8, aus n Bytes werden n + n/7, aufgerundet.",
    example: "Beispiel: {raw} wird als {packed} gesendet.",
  },
  crc: {
    heading: "CRC-32",
    text: "Jedes DATA trägt die CRC-32 seines Blocks vor der Packung, gesendet als fünf 7-Bit-Gruppen, die niedrigstwertige zuerst (LSB zuerst). Es ist die CRC-32 von IEEE 802.3, zlib und PNG.",
    example:
      "Beispiel: Die CRC-32 des ASCII-Texts „123456789“ ist {crc}, gesendet als {groups}. Darunter folgt eine vollständige DATA-Nachricht Byte für Byte.",
  },
  table: {
    bytes: "Bytes",
    meaning: "Bedeutung",
    fromHost: "Host an Instrument",
    fromInstrument: "Instrument an Host",
  },
  tables: {
    "device-id": { caption: "Geräte-ID (dd) in jeder Nachricht", head: ["Nachricht", "Geräte-ID"] },
    pairing: { caption: "Ein- und Ausgänge über Hin- und Rückweg zuordnen", head: ["Schritt", "Ablauf"] },
    messages: {
      caption: "Noteva-Nachrichten: Datenlänge und Antworten",
      head: ["cc", "Nachricht", "Von", "Datenbytes", "Antwort"],
    },
    "status-values": {
      caption: "Werte von STATUS: Verbindung, Stromversorgung, Batterie, Fortschritt und Ergebnis",
      head: ["Feld", "Wert", "Bedeutung"],
    },
    reasons: { caption: "Gründe (REFUSED rr und STATUS rd)", head: ["rr", "Bedeutung", "Detail"] },
    states: { caption: "Zustände (STATUS ss)", head: ["ss", "Zustand", "Bedeutung", "Höchstdauer"] },
    transitions: { caption: "Zustandsübergänge", head: ["Von", "Ereignis", "Nach"] },
    "commands-by-state": {
      caption: "Die Antwort auf jeden Befehl des Hosts in jedem Zustand",
      head: ["Befehl", "Ruhezustand, Wiederherstellung", "Empfang", "Prüfung, Installation, Neustart"],
    },
    "begin-checks": {
      caption: "Prüfungen bei UPDATE BEGIN in dieser Reihenfolge",
      head: ["Prüfung", "Abgelehnt, wenn", "REFUSED"],
    },
    transfer: { caption: "Übertragung: DATA und die Antworten darauf", head: ["Fall", "Das Instrument", "Der Host"] },
    timing: { caption: "Zeiten, Zeitüberschreitungen und Wiederholungen", head: ["Was", "Zeit", "Danach"] },
    "end-of-update": {
      caption: "Das Ende eines Updates: Was der Host nach COMMIT tut",
      head: ["Das Instrument", "Der Host"],
    },
    "power-loss": {
      caption: "Stromausfall in jeder Phase",
      head: ["Stromausfall während", "Wenn der Strom zurückkehrt"],
    },
    rules: { caption: "Die Regeln eines Updates", head: ["Regel", "Was das Instrument tut"] },
    "image-header": {
      caption: "Der signierte Kopf des Images ({headerSize} Bytes; danach folgt der Inhalt)",
      head: ["Position", "Bytes", "Bedeutung"],
    },
    keys: {
      caption: "Die öffentlichen Ed25519-Schlüssel, mit denen Instrumente gebaut werden",
      head: ["Schlüssel-ID", "Schlüssel", "Signiert", "Öffentlicher Schlüssel (32 Bytes, hexadezimal)"],
    },
    "key-rotation": { caption: "Einen neuen Schlüssel einführen (Schlüsselwechsel)", head: ["Schritt", "Ablauf"] },
    "crc-parameters": { caption: "Parameter der CRC-32", head: ["Parameter", "Wert"] },
    "crc-examples": { caption: "CRC-32, durchgerechnete Beispiele", head: ["Rohbytes", "CRC-32", "k1 k2 k3 k4 k5"] },
    "data-example": {
      caption: "DATA für Block {sequence} mit {chunk} an Geräte-ID {device}, Byte für Byte",
      head: ["Bytes", "Bedeutung"],
    },
  },
};
