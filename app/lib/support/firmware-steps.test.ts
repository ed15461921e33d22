import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { steppingStoneFor, updateHowOf, updateSteps, updateTroubleshootingFor } from "./firmware-steps";
import { type FirmwareText, firmwareTextEn, type UpdateHow } from "./firmware-text";
import { firmwareTextDe } from "./firmware-text.de";
import { firmwareTextJa } from "./firmware-text.ja";

/** A keyboard with a display and FUNCTION, from a USB flash drive; a rhythm machine with pads and SHIFT, from a computer. */
const KEYS: UpdateHow = { from: "drive", pads: false, display: true, version: "function" };
const PADS: UpdateHow = { from: "computer", pads: true, display: true, version: "shift" };
/** The same keyboard updated from a computer. */
const KEYS_COMPUTER: UpdateHow = { ...KEYS, from: "computer" };

const expectedFromDrive = [
  "Format a USB flash drive (up to 32 GB) as FAT32 on your computer. Larger or exFAT drives are not seen by the updater.",
  "Unzip the download and copy the .BIN file to the top folder of the drive, not into a subfolder.",
  "Turn the SP-C121 off. Insert the drive into the USB TO DEVICE port.",
  "Hold the lowest and the highest key together and turn the power on. The display shows the update's progress.",
  "Wait until the instrument restarts by itself, about three minutes. Do not turn the power off while it updates.",
  "Check the version: hold FUNCTION and press the key marked VERSION.",
];

const expectedFromComputer = [
  "Unzip the download on your computer (Windows, macOS or Linux): you get the .BIN file, the instructions (HOW-TO-UPDATE.txt) and the release notes (RELEASE-NOTES.txt).",
  "Turn the MR101S off and connect its USB TO HOST port to the computer with a USB cable that carries data.",
  "Hold pads 1 and 16 and turn the MR101S on: it appears on the computer as a drive named NOTEVA-UPD.",
  "Copy the .BIN file onto the NOTEVA-UPD drive. When the copy ends, the instrument installs the update by itself.",
  "Wait until the instrument restarts by itself, about three minutes. Do not disconnect it or turn the power off while it updates.",
  "Check the version: hold SHIFT and press START/STOP: the display shows it.",
];

const expectedTroubleshooting = [
  [
    "The instrument does not see the USB drive",
    "Use a drive formatted FAT32 (not exFAT or NTFS), of 32 GB or less, inserted directly into the USB TO DEVICE port (no hub or extension cable); some drives with security software are not seen.",
  ],
  [
    "The display shows a write error (E21)",
    "Copy the .BIN file to the drive again. If the downloaded ZIP file's checksum (SHA-256) differs from the one on this page, download it again first. If it still fails, try another drive.",
  ],
  [
    "The update was interrupted (power cut, drive removed)",
    // the firmware page says "contact support with your serial number" once, below (support-firmware.tsx `stillStuck`)
    "The previous firmware is kept in a safe area. Start the update again from step 3: the instrument recovers and installs the new firmware.",
  ],
];

/** Every string of a language's table, with the steps for the product "X". */
const strings = (t: FirmwareText): string[] => [
  ...t.fromDrive("X", "n", KEYS),
  ...t.fromComputer("X", "n", PADS),
  ...t.troubleshooting(KEYS).flat(),
  ...t.troubleshooting(PADS).flat(),
  t.steppingStone("1.2.0"),
];

describe("firmware update steps in English", () => {
  it("are the steps of a keyboard with a USB TO DEVICE port, and of the MR101S from a computer", () => {
    expect(updateSteps("SP-C121", KEYS)).toEqual(expectedFromDrive);
    expect(updateSteps("MR101S", PADS)).toEqual(expectedFromComputer);
    expect(updateSteps("SP-C121", KEYS, "en")).toEqual(expectedFromDrive);
    expect(updateTroubleshootingFor("en", KEYS)).toEqual(expectedTroubleshooting);
  });

  it("hands out copies, so a caller cannot change the next one's text", () => {
    updateSteps("SP-C121", KEYS).push("extra");
    updateTroubleshootingFor("en", KEYS)[0]?.splice(0, 1, "changed");
    expect(updateSteps("SP-C121", KEYS)).toEqual(expectedFromDrive);
    expect(updateTroubleshootingFor("en", KEYS)).toEqual(expectedTroubleshooting);
  });
});

describe.each(["de", "ja"] as const)("firmware update steps in %s", (locale) => {
  const own = locale === "de" ? firmwareTextDe : firmwareTextJa;

  it("has as many steps and problems as the English, in its own words", () => {
    for (const how of [KEYS, KEYS_COMPUTER, PADS, { ...KEYS, display: false }]) {
      const steps = updateSteps("SP-C121", how, locale);
      const english = updateSteps("SP-C121", how);
      expect(steps).toHaveLength(english.length);
      for (const [i, step] of steps.entries()) expect(step).not.toBe(english[i]);
      const trouble = updateTroubleshootingFor(locale, how);
      const englishTrouble = updateTroubleshootingFor("en", how);
      expect(trouble).toHaveLength(englishTrouble.length);
      for (const [i, text] of trouble.flat().entries()) expect(text).not.toBe(englishTrouble.flat()[i]);
    }
  });

  it("names the product and keeps what is printed on the instrument or the drive", () => {
    expect(updateSteps("SP-C121", KEYS, locale)[2]).toContain("SP-C121");
    expect(updateSteps("SP-C121", KEYS, locale)[2]).toContain("USB TO DEVICE");
    expect(updateSteps("MR101S", PADS, locale)[1]).toContain("USB TO HOST");
    const all = strings(own).join("\n");
    for (const kept of ["NOTEVA-UPD", ".BIN", "FUNCTION", "VERSION", "SHIFT", "START/STOP", "FAT32", "SHA-256", "E21"])
      expect(all).toContain(kept);
  });

  it("leaves no English and writes as the language does", () => {
    for (const text of strings(own)) {
      expect(text).not.toMatch(/\b(the|and|with|your|turn|press|drive|until|hold)\b/i);
      if (locale === "de") {
        expect(text).not.toContain('"');
        expect(text.split("„").length).toBe(text.split("“").length);
      } else {
        expect(text).toMatch(/[\u3001-\u30ff\u4e00-\u9fff]/);
        expect(text).not.toMatch(/[,:;()"]|\.(\s|$)/);
      }
    }
  });

  it("is the English shape, so the pictures beside steps 3 and 4 still fit", () => {
    expect(strings(own)).toHaveLength(strings(firmwareTextEn).length);
  });
});

describe("German steps agree with the product's gender", () => {
  it("das SP-C121 … seinen Anschluss; die MR101S … ihren Anschluss; der … seinen", () => {
    expect(updateSteps("SP-C121", KEYS, "de", "n")[2]).toMatch(/^Schalten Sie das SP-C121 aus\./);
    const mr = updateSteps("MR101S", PADS, "de", "f");
    expect(mr[1]).toMatch(/^Schalten Sie die MR101S aus und verbinden Sie ihren Anschluss/);
    expect(mr[2]).toContain("schalten Sie die MR101S ein: Sie erscheint");
    const synth = updateSteps("SY1", KEYS_COMPUTER, "de", "m");
    expect(synth[1]).toMatch(/^Schalten Sie den SY1 aus und verbinden Sie seinen Anschluss/);
    expect(synth[2]).toContain("schalten Sie den SY1 ein: Er erscheint");
    expect(updateSteps("SP-C121", KEYS_COMPUTER, "de")[2]).toContain("das SP-C121 ein: Es erscheint");
  });
});

describe("a release that needs a stepping stone", () => {
  it("names the version to install first, in each language", () => {
    expect(steppingStoneFor("1.2.0")).toBe("Requires firmware 1.2.0 or later: update to 1.2.0 first.");
    expect(steppingStoneFor("1.2.0", "de")).toBe(
      "Setzt die Firmware 1.2.0 oder neuer voraus: Aktualisieren Sie zuerst auf 1.2.0.",
    );
    expect(steppingStoneFor("1.2.0", "ja")).toBe(
      "ファームウェアVer.1.2.0以降が必要です。先にVer.1.2.0にアップデートしてください。",
    );
  });
});

describe("the drive an update is read from, by the firmware already installed", () => {
  /** A drive model that reads exFAT only from firmware 1.2.0 (the AKX10S's USB row). */
  const LATER: UpdateHow = {
    ...KEYS,
    drive: { maxGB: 512, formats: ["FAT32"], from: { format: "exFAT", version: "1.2.0" } },
  };
  const text = (how: UpdateHow, locale: "en" | "de" | "ja") =>
    [...updateSteps("AKX10S", how, locale), ...updateTroubleshootingFor(locale, how, "archive").flat()].join("\n");

  it.each(["en", "de", "ja"] as const)("offers a later format on the page only with its version (%s)", (locale) => {
    const page = updateSteps("AKX10S", LATER, locale)[0] ?? "";
    expect(page).toMatch(/FAT32/);
    expect(page).toMatch(/1\.2\.0/);
    expect(page).not.toMatch(/FAT32 (?:or|oder) exFAT|FAT32またはexFAT/);
  });

  it.each(["en", "de", "ja"] as const)(
    "names FAT32 alone in the archive of a release up to that version (%s)",
    (locale) => {
      for (const release of ["1.0.0", "1.1.0", "1.2.0"]) {
        const archive = text({ ...LATER, release }, locale);
        expect(archive, release).not.toMatch(/1\.2\.0|exFAT (?:only|nur)|exFATも/);
        // it warns of exFAT, which that firmware does not read
        expect(archive, release).toMatch(/Larger or exFAT|im Format exFAT|exFATでフォーマットされたもの/);
      }
      expect(text({ ...LATER, release: "1.3.0" }, locale)).toMatch(/1\.2\.0/);
    },
  );
});

describe("a drive the reader can make", () => {
  /** Every size a text pairs with a format: "FAT32 (up to 32 GB)", „FAT32 mit höchstens 32 GB“, 「FAT32（32GB以下）」. */
  const sizes = (text: string) => [
    ...[
      ...text.matchAll(
        /(FAT32|exFAT)(?: \(up to | of | \(bis | mit höchstens |（|でフォーマットされた)(\d+)(?:\u00a0| )?GB/g,
      ),
    ].map((m) => ({ format: m[1], gb: Number(m[2]) })),
    // the plain sentence names the size first: "(up to 32 GB) as FAT32", „(bis 32 GB) mit dem Dateisystem FAT32“
    ...[
      ...text.matchAll(/(\d+)(?:\u00a0| )?GB(?:\) as |\) mit dem Dateisystem | im Format |以下）を)(FAT32|exFAT)/g),
    ].map((m) => ({ format: m[2], gb: Number(m[1]) })),
  ];

  it.each(["en", "de", "ja"] as const)(
    "never asks for a FAT32 drive larger than a computer formats FAT32 (32 GB), on any model or release (%s)",
    (locale) => {
      for (const seed of productSeeds) {
        const base = updateHowOf(seed.params, seed.kit);
        if (base.from !== "drive") continue;
        for (const release of [undefined, "1.0.0", "1.2.0", "1.3.0", "2.0.0"]) {
          const how = { ...base, ...(release ? { release } : {}) };
          const text = [...updateSteps(seed.id, how, locale), ...updateTroubleshootingFor(locale, how).flat()].join(
            "\n",
          );
          const found = sizes(text);
          expect(found.length, `${seed.id} ${release} ${locale}`).toBeGreaterThan(0);
          for (const { format, gb } of found)
            if (format === "FAT32") expect(gb, `${seed.id} ${release} ${locale}`).toBeLessThanOrEqual(32);
        }
      }
      // the drive larger than 32 GB an AKX10S reads is exFAT, with the firmware that reads it
      const akx = productSeeds.find((p) => p.id === "AKX10S");
      const page = updateSteps("AKX10S", updateHowOf(akx?.params ?? [], akx?.kit), locale)[0] ?? "";
      expect(sizes(page)).toEqual([
        { format: "FAT32", gb: 32 },
        { format: "exFAT", gb: 512 },
      ]);
      // and a model that reads only FAT32 is asked for 32 GB
      expect(
        sizes(updateSteps("X", { from: "drive", pads: false, display: true, version: null }, locale)[0] ?? ""),
      ).toEqual([{ format: "FAT32", gb: 32 }]);
    },
  );
});

describe("the contact to support and the archive's instructions, each said once and rightly", () => {
  it.each(["en", "de", "ja"] as const)(
    "the page's remedies leave the serial number to the page's last line (%s)",
    (locale) => {
      for (const how of [KEYS, PADS]) {
        const page = updateTroubleshootingFor(locale, how).flat().join("\n");
        expect(page).not.toMatch(/serial number|Seriennummer|シリアル番号/);
        const archive = updateTroubleshootingFor(locale, how, "archive").flat().join("\n");
        expect(archive.match(/serial number|Seriennummer|シリアル番号/g)).toHaveLength(1);
      }
    },
  );

  it.each(["en", "de", "ja"] as const)(
    'names the archive\'s instructions "these" only inside the archive (%s)',
    (locale) => {
      const page = updateSteps("MR101S", PADS, locale)[0] ?? "";
      const archive = updateSteps("MR101S", PADS, locale, "f", "archive")[0] ?? "";
      expect(page).not.toMatch(/these instructions|diese Anleitung|この手順書/);
      expect(page).toMatch(/the instructions|die Anleitung|、手順書/);
      expect(archive).toMatch(/these instructions|diese Anleitung|この手順書/);
    },
  );
});

describe("each model's own update route", () => {
  const how = (id: string) => {
    const seed = productSeeds.find((p) => p.id === id);
    return updateHowOf(seed?.params ?? [], seed?.kit);
  };

  it("is read from the model's data: keys and FUNCTION on a keyboard, pads and SHIFT on the MR101S", () => {
    const screen = { errorCode: "E21" };
    expect(how("MK61")).toEqual({ from: "computer", pads: false, display: true, version: "function", ...screen });
    // its display is an LED of three digits: the write error is E21, as on every model
    expect(how("CP203")).toEqual({
      from: "drive",
      pads: false,
      display: true,
      version: "function",
      errorCode: "E21",
      drive: { maxGB: 32, formats: ["FAT32"] },
    });
    // no display to show a version on: the instrument checker reads it, and its lights show an error
    expect(how("SPC121")).toEqual({ from: "computer", pads: false, display: false, version: null });
    expect(how("MR101S")).toEqual({ from: "computer", pads: true, display: true, version: "shift", ...screen });
  });

  it("shows each model's error code as its display can, and asks for the drive its data says it reads", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const cp = updateTroubleshootingFor(locale, how("CP203")).flat().join("\n");
      expect(cp, locale).toContain("E21");
      expect(cp, locale).not.toContain("E-21");
      // one form from one fact: the MK61's display writes it as the CP203's LED does
      expect(updateTroubleshootingFor(locale, how("MK61")).flat().join("\n"), locale).toContain("E21");
      expect(updateTroubleshootingFor(locale, how("MK61")).flat().join("\n"), locale).not.toContain("E-21");
      expect(updateTroubleshootingFor(locale, how("SPC121")).flat().join("\n"), locale).not.toMatch(/E-?21/);
      // the AKX10S reads external drives up to 512 GB (its USB row): FAT32, which a computer formats up
      // to 32 GB, and exFAT from firmware 1.2.0, which the larger ones are
      const akx = [
        ...updateSteps("AKX10S", how("AKX10S"), locale),
        ...updateTroubleshootingFor(locale, how("AKX10S")).flat(),
      ].join("\n");
      expect(akx, locale).toMatch(/FAT32 \(up to 32 GB\)|FAT32 \(bis 32\u00a0GB\)|FAT32（32GB以下）/);
      expect(akx, locale).toMatch(
        /exFAT \(up to 512 GB\) if the instrument already runs firmware 1\.2\.0|wenn auf dem Instrument bereits Firmware 1\.2\.0 oder neuer installiert ist, mit exFAT \(bis 512\u00a0GB\)|Ver\.1\.2\.0以降の場合は、exFAT（512GB以下）/,
      );
      expect(akx, locale).not.toMatch(/not exFAT|nicht exFAT|exFATや|Larger or exFAT|Format exFAT erkennt/);
      expect(akx, locale).not.toMatch(/FAT32 (?:or|oder) exFAT|FAT32またはexFAT/);
    }
  });

  it("never names another model's keys, pads or buttons", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const mk61 = updateSteps("MK61", how("MK61"), locale).join("\n");
      expect(mk61).not.toMatch(/MR101S|pads?\b|Pads|パッド|SHIFT/);
      const mr = updateSteps("MR101S", how("MR101S"), locale).join("\n");
      expect(mr).not.toMatch(/\bkeys?\b|Taste|鍵盤|FUNCTION/);
      // a piano without a display shows the progress with its buttons' lights
      const spc = [
        ...updateSteps("SP-C121", how("SPC121"), locale),
        ...updateTroubleshootingFor(locale, how("SPC121")).flat(),
      ];
      expect(spc.join("\n")).not.toMatch(/display|Display|ディスプレイ|VERSION/);
    }
  });
});

describe("what to do when an update fails, by the way the model updates", () => {
  it.each(["en", "de", "ja"] as const)("names no USB drive for a model updated from a computer (%s)", (locale) => {
    const fromComputer = updateTroubleshootingFor(locale, KEYS_COMPUTER).flat().join(" ");
    expect(fromComputer).not.toMatch(/USB drive|drive formatted|USB-Stick|USBフラッシュメモリー|USB TO DEVICE/);
    expect(fromComputer).toContain("NOTEVA-UPD");
  });

  it.each(["en", "de", "ja"] as const)("names no computer for a model updated from a USB drive (%s)", (locale) => {
    const fromDrive = updateTroubleshootingFor(locale, KEYS).flat().join(" ");
    expect(fromDrive).toMatch(/USB drive|USB-Stick|USBフラッシュメモリー/);
    expect(fromDrive).not.toMatch(/NOTEVA-UPD|computer|Computer|コンピューター/);
  });

  it("follows each model's own route, as its firmware page, the checker and its archive read it", () => {
    for (const seed of productSeeds) {
      const how = updateHowOf(seed.params, seed.kit);
      const usb = JSON.stringify(seed.params.find((p) => p.label === "USB")?.value ?? "");
      expect(how.from, seed.id).toBe(/USB to Device/i.test(usb) ? "drive" : "computer");
      for (const locale of ["en", "de", "ja"] as const) {
        const text = [...updateSteps(seed.title, how, locale), ...updateTroubleshootingFor(locale, how).flat()].join(
          " ",
        );
        if (how.from === "computer")
          expect(text, `${seed.id} ${locale}`).not.toMatch(/USB-Stick|USBフラッシュメモリー|USB drive|USB TO DEVICE/);
        else expect(text, `${seed.id} ${locale}`).not.toMatch(/NOTEVA-UPD/);
      }
    }
  });
});
