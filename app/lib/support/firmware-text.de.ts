/** The firmware update instructions in German (the shape and the English: `firmware-text.ts`). */
import { byGender } from "../i18n/gender.ts";
import {
  type ChecksumWhere,
  type DriveRule,
  driveOf,
  driveOptions,
  errorCodeOf,
  type FirmwareText,
  largestDrive,
  singleOption,
  type UpdateHow,
  unreadFormat,
  unreadFormats,
  updateMinutesIn,
} from "./firmware-text.ts";

/** "das SP-C121", "die MR101S", "den …" (accusative). */
const the = { n: "das", f: "die", m: "den" } as const;
/** "seinen/ihren Anschluss" (accusative, masculine noun). */
const its = { n: "seinen", f: "ihren", m: "seinen" } as const;
/** "Es/Sie/Er erscheint". */
const it = { n: "Es", f: "Sie", m: "Er" } as const;

const enter = (how: UpdateHow) =>
  how.pads ? "Halten Sie die Pads 1 und 16 gedrückt" : "Halten Sie die tiefste und die höchste Taste gedrückt";
const version = (how: UpdateHow) =>
  how.version === "function"
    ? "Prüfen Sie die Version: Halten Sie FUNCTION gedrückt und drücken Sie die mit VERSION beschriftete Taste der Tastatur."
    : how.version === "shift"
      ? "Prüfen Sie die Version: Halten Sie SHIFT gedrückt und drücken Sie START/STOP; das Display zeigt sie an."
      : // no display: it has already restarted by itself (step 5); the instrument checker reads its version
        `Prüfen Sie die Version: ${how.from === "computer" ? "Lassen Sie das Instrument angeschlossen" : "Verbinden Sie seinen Anschluss USB TO HOST mit einem Computer"} und öffnen Sie auf der Noteva-Website „Instrument prüfen“ (/de/support/check): Dort sehen Sie die installierte Firmware.`;

/** A write error, where the model shows it: on its display, or by its buttons' lights. */
const writeError = (how: UpdateHow) =>
  how.display
    ? `Das Display zeigt einen Schreibfehler an (${errorCodeOf(how)})`
    : "Die Leuchten der Taster blinken und das Update bricht ab (Schreibfehler)";

/** „, wenn auf dem Instrument bereits Firmware 1.2.0 oder neuer installiert ist,“: a format read from a version on. */
const ifFrom = (version: string | undefined) =>
  version ? `, wenn auf dem Instrument bereits Firmware ${version} oder neuer installiert ist,` : "";

/** Step 1: the plain sentence for one format, else each format with its own largest size. */
const formatDriveDe = (drive: DriveRule) => {
  const one = singleOption(drive);
  if (one)
    return `Formatieren Sie am Computer einen USB-Stick (bis ${one.maxGB}\u00a0GB) mit dem Dateisystem ${one.format}. Größere USB-Sticks und solche im Format ${unreadFormat(drive)} erkennt das Update-Programm nicht.`;
  const options = driveOptions(drive)
    .map(
      (o, i) =>
        `${i ? `oder${ifFrom(o.from)} ` : "mit dem Dateisystem "}${i ? "mit " : ""}${o.format} (bis ${o.maxGB}\u00a0GB)`,
    )
    .join(" ");
  return `Formatieren Sie am Computer einen USB-Stick ${options}. USB-Sticks über ${largestDrive(drive)}\u00a0GB und solche im Format ${unreadFormats(drive).join(" oder ")} erkennt das Update-Programm nicht.`;
};

/** The troubleshooting's drive: „mit höchstens 32 GB im Format FAT32 (nicht exFAT oder NTFS)“, or each format with its size. */
const usableDriveDe = (drive: DriveRule) => {
  const one = singleOption(drive);
  if (one)
    return `mit höchstens ${one.maxGB}\u00a0GB im Format ${one.format} (nicht ${unreadFormats(drive).join(" oder ")})`;
  return `${driveOptions(drive)
    .map((o, i) => `${i ? `oder${ifFrom(o.from)} ` : ""}im Format ${o.format} mit höchstens ${o.maxGB}\u00a0GB`)
    .join(" ")} (nicht ${unreadFormats(drive).join(" oder ")})`;
};

/** After an interrupted update: the archive ends with contacting support, the page says it once below (`stillStuck`). */
const recovered = (where: ChecksumWhere) =>
  `Die bisherige Firmware bleibt in einem geschützten Speicherbereich erhalten. Beginnen Sie das Update erneut ab Schritt 3: Das Instrument stellt sich wieder her und installiert die neue Firmware.${where === "page" ? "" : " Startet es überhaupt nicht mehr, wenden Sie sich unter Angabe der Seriennummer an den Support."}`;

export const firmwareTextDe: FirmwareText = {
  fromDrive: (title, gender, how) => [
    formatDriveDe(driveOf(how)),
    "Entpacken Sie die heruntergeladene Datei und kopieren Sie die .BIN-Datei in das Hauptverzeichnis des USB-Sticks, nicht in einen Unterordner.",
    `Schalten Sie ${byGender(the, gender)} ${title} aus. Stecken Sie den USB-Stick in den Anschluss USB TO DEVICE.`,
    `${enter(how)} und schalten Sie das Instrument ein. ${how.display ? "Das Display zeigt" : "Die Leuchten der Taster zeigen"} den Fortschritt des Updates an.`,
    `Warten Sie, bis das Instrument nach etwa ${updateMinutesIn("de")} Minuten von selbst neu startet. Schalten Sie es während des Updates nicht aus.`,
    version(how),
  ],
  fromComputer: (title, gender, how, where = "page") => [
    `Entpacken Sie die heruntergeladene Datei am Computer (Windows, macOS oder Linux): Sie erhalten die .BIN-Datei, ${where === "page" ? "die" : "diese"} Anleitung (HOW-TO-UPDATE.de.txt) und die Änderungen (RELEASE-NOTES.de.txt).`,
    `Schalten Sie ${byGender(the, gender)} ${title} aus und verbinden Sie ${byGender(its, gender)} Anschluss USB TO HOST über ein datenfähiges USB-Kabel mit dem Computer.`,
    `${enter(how)} und schalten Sie ${byGender(the, gender)} ${title} ein: ${byGender(it, gender)} erscheint am Computer als Laufwerk „NOTEVA-UPD“.`,
    "Kopieren Sie die .BIN-Datei auf das Laufwerk „NOTEVA-UPD“. Sobald der Kopiervorgang abgeschlossen ist, installiert das Instrument das Update selbstständig.",
    `Warten Sie, bis das Instrument nach etwa ${updateMinutesIn("de")} Minuten von selbst neu startet. Trennen Sie während des Updates nicht die Verbindung und schalten Sie das Instrument nicht aus.`,
    version(how),
  ],
  troubleshooting: (how, where = "page") =>
    how.from === "drive"
      ? [
          [
            "Das Instrument erkennt den USB-Stick nicht",
            `Verwenden Sie einen USB-Stick ${usableDriveDe(driveOf(how))} und stecken Sie ihn direkt in den Anschluss USB TO DEVICE (ohne Hub oder Verlängerungskabel); manche USB-Sticks mit Sicherheitssoftware werden nicht erkannt.`,
          ],
          [
            writeError(how),
            `Kopieren Sie die .BIN-Datei erneut auf den USB-Stick. Weicht die Prüfsumme (SHA-256) der heruntergeladenen ZIP-Datei von der ${where === "page" ? "auf dieser Seite" : "auf der Firmware-Seite"} angegebenen ab, laden Sie die Datei zuvor erneut herunter. Tritt der Fehler weiterhin auf, versuchen Sie es mit einem anderen USB-Stick.`,
          ],
          ["Das Update wurde unterbrochen (Stromausfall, USB-Stick entfernt)", recovered(where)],
        ]
      : [
          [
            "Der Computer zeigt „NOTEVA-UPD“ nicht an",
            "Verwenden Sie ein datenfähiges Kabel (viele Ladekabel übertragen keine Daten) und einen Anschluss direkt am Computer, keinen Hub, und prüfen Sie, ob das Instrument für das Update bereit ist (Schritt 3).",
          ],
          [
            writeError(how),
            `Kopieren Sie die .BIN-Datei erneut auf „NOTEVA-UPD“. Weicht die Prüfsumme (SHA-256) der heruntergeladenen ZIP-Datei von der ${where === "page" ? "auf dieser Seite" : "auf der Firmware-Seite"} angegebenen ab, laden Sie die Datei zuvor erneut herunter. Tritt der Fehler weiterhin auf, versuchen Sie es mit einem anderen USB-Kabel oder Anschluss.`,
          ],
          ["Das Update wurde unterbrochen (Stromausfall, Kabel gezogen)", recovered(where)],
        ],
  steppingStone: (minimum) =>
    `Setzt die Firmware ${minimum} oder neuer voraus: Aktualisieren Sie zuerst auf ${minimum}.`,
  troubleHeading: "Wenn das Update nicht funktioniert",
};
