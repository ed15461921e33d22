/**
 * "Check my instrument" (/support/check) in Chromium, in English, German and Japanese, against the
 * MIDI instrument simulator (midi-simulator/simulator.js, injected by an init script in place of
 * navigator.requestMIDIAccess: no hardware is here). Identify, update, pull the cable, a damaged
 * chunk, a wrong or damaged file, stepping stones; without Web MIDI and without JavaScript.
 */

import { generateKeyPairSync } from "node:crypto";
import { zipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signImage } from "../../firmware-signing/sign";
import type { SimulatorOptions } from "../../midi-simulator/simulator.js";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";
import { startServer } from "./server";
import { card, MK49, MK61, openChecker, progressTexts, simState, zip } from "./support/checker";
import { simulatorInitScript } from "./support/simulator-script";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

/** The models with a MIDI port: product id, title, family (the line), member. */
const MIDI_MODELS = [
  ["SPC121", "SP-C121", 1, 121, "1.0.0"],
  ["CP203", "CP203", 1, 203, "1.0.0"],
  ["SP201Plus", "SP201Plus", 1, 201, "1.0.0"],
  ["AKX10S", "AKX10S", 2, 10, "1.0.0"],
  ["MK200", "MK200", 2, 200, "1.0.0"],
  ["MK61", "MK61", 2, 61, "1.0.0"],
  ["MK49", "MK49", 2, 49, "1.0.0"],
  ["MR101S", "MR101S", 3, 101, "1.0.0"],
] as const;

const LANGUAGES = [
  {
    prefix: "",
    connect: "Connect",
    title: "Check my instrument",
    installed: "Installed firmware:",
    available: (v: string) => `Firmware ${v} is available.`,
    upToDate: (v: string) => `Up to date: ${v} is the latest firmware.`,
    update: (v: string) => `Update to ${v}`,
    tryAgain: "Try again",
    bluetooth: "Connected over Bluetooth: to update, connect the USB cable and search again.",
    steps: "First 1.2.0, then 2.0.0: 2.0.0 needs 1.2.0 or later installed.",
    done: (p: string, v: string) => `Updated: your ${p} now runs firmware ${v}.`,
    lost: /^The connection was lost at (4\d|50)%\. Connect the cable again/,
    damaged: "The downloaded file does not match its published checksum (SHA-256), so nothing was sent.",
    wrongModel: "The downloaded file is firmware for the MK49, not for your MK61, so nothing was sent.",
    other: "A device that is not a Noteva instrument answered on “USB MIDI Device”: manufacturer ID 41",
    unknown: "A Noteva instrument this site does not know answered on “Noteva instrument”: family 0009, member 0009",
    restarting: "Restarting: the MK61 starts again by itself; leave it connected.",
    unsigned:
      "The downloaded firmware does not carry Noteva's signature, so nothing was sent and your instrument was not changed.",
    midiFailed: "MIDI did not start in this browser (AbortError), so the page cannot reach your instrument.",
    battery: "Running on batteries at 20%: an update needs at least 30%. Connect the power adapter and search again.",
    cancel: "Cancel the update",
    cancelled: "Update cancelled. The instrument keeps its firmware 1.0.0.",
    noMidi: "This browser has no Web MIDI, so the page cannot reach your instrument.",
    refused: "The browser did not allow MIDI access, so the page cannot reach your instrument.",
    noScript: "The checker needs JavaScript, which is off in this browser.",
    manual: "Update by hand",
    manualLink: "MK61 firmware 2.0.0",
  },
  {
    prefix: "/de",
    connect: "Verbinden",
    title: "Instrument prüfen",
    installed: "Installierte Firmware:",
    available: (v: string) => `Firmware ${v} ist verfügbar.`,
    upToDate: (v: string) => `Auf dem neuesten Stand: ${v} ist die aktuelle Firmware.`,
    update: (v: string) => `Auf ${v} aktualisieren`,
    tryAgain: "Erneut versuchen",
    bluetooth: "Über Bluetooth verbunden: Schließen Sie für ein Update das USB-Kabel an und suchen Sie erneut.",
    steps: "Zuerst 1.2.0, danach 2.0.0: Version 2.0.0 setzt Firmware 1.2.0 oder neuer voraus.",
    done: (p: string, v: string) => `Aktualisiert: Auf Ihrem ${p} läuft jetzt Firmware ${v}.`,
    lost: /^Die Verbindung wurde bei (4\d|50)\s% unterbrochen\. Schließen Sie das Kabel wieder an/,
    damaged:
      "Die heruntergeladene Datei passt nicht zu ihrer veröffentlichten Prüfsumme (SHA-256), daher wurde nichts gesendet.",
    wrongModel: "Die heruntergeladene Datei ist Firmware für MK49, nicht für Ihr MK61, daher wurde nichts gesendet.",
    other: "Ein Gerät, das kein Noteva-Instrument ist, hat an „USB MIDI Device“ geantwortet: Hersteller-ID 41",
    unknown:
      "Ein Noteva-Instrument, das diese Website nicht kennt, hat an „Noteva instrument“ geantwortet: Familiencode 0009, Modellcode 0009",
    restarting: "Neustart: Das Instrument (MK61) startet von selbst neu. Lassen Sie es verbunden.",
    unsigned:
      "Die heruntergeladene Firmware trägt nicht die Signatur von Noteva, daher wurde nichts gesendet und Ihr Instrument nicht verändert.",
    midiFailed:
      "MIDI ist in diesem Browser nicht gestartet (AbortError), daher erreicht die Seite Ihr Instrument nicht.",
    battery:
      "Batteriestand 20\u00a0%: Für ein Update braucht das Instrument mindestens 30\u00a0%. Schließen Sie den Netzadapter an und suchen Sie erneut.",
    cancel: "Update abbrechen",
    cancelled: "Update abgebrochen. Das Instrument behält seine Firmware 1.0.0.",
    noMidi: "Dieser Browser unterstützt Web MIDI nicht, daher erreicht die Seite Ihr Instrument nicht.",
    refused: "Der Browser hat den MIDI-Zugriff nicht erlaubt, daher erreicht die Seite Ihr Instrument nicht.",
    noScript: "Die Prüfung braucht JavaScript, das in diesem Browser ausgeschaltet ist.",
    manual: "Update selbst durchführen",
    manualLink: "MK61-Firmware 2.0.0",
  },
  {
    prefix: "/ja",
    connect: "接続",
    title: "楽器の確認",
    installed: "インストール済みのファームウェア：",
    available: (v: string) => `ファームウェアVer.${v}をご利用いただけます。`,
    upToDate: (v: string) => `最新の状態です。Ver.${v}が最新のファームウェアです。`,
    update: (v: string) => `Ver.${v}にアップデート`,
    tryAgain: "もう一度試す",
    bluetooth: "Bluetoothで接続されています。アップデートするには、USBケーブルを接続して再検出してください。",
    steps: "まずVer.1.2.0、次にVer.2.0.0の順にアップデートします。Ver.2.0.0にはVer.1.2.0以降が必要です。",
    done: (p: string, v: string) => `アップデートが完了しました。お使いの${p}のファームウェアはVer.${v}です。`,
    lost: /^(4\d|50)%の時点で接続が切れました。ケーブルをもう一度接続してください。/,
    damaged: "ダウンロードしたファイルが公開しているチェックサム（SHA-256）と一致しないため、送信を中止しました。",
    wrongModel: "ダウンロードしたファイルはMK49用のファームウェアで、お使いのMK61用ではないため、送信を中止しました。",
    other: "Noteva製品ではない機器が「USB MIDI Device」で応答しました：メーカーID 41",
    unknown:
      "このサイトに登録されていないNoteva製品が「Noteva instrument」で応答しました：ファミリー0009、メンバー0009",
    restarting: "再起動中です。MK61の再起動が終わるまで、接続したままにしてください。",
    unsigned: "ダウンロードしたファームウェアにNotevaの署名がないため、送信しておらず、楽器も変更しておりません。",
    midiFailed: "このブラウザーでMIDIを開始できなかったため（AbortError）、楽器に接続できません。",
    battery:
      "電池で動作しています（残量20%）。アップデートには30%以上が必要です。ACアダプターを接続して、再検出してください。",
    cancel: "アップデートを中止",
    cancelled: "アップデートを中止しました。楽器はファームウェアVer.1.0.0を保持しています。",
    noMidi: "このブラウザーはWeb MIDIに対応していないため、楽器に接続できません。",
    refused: "ブラウザーがMIDIへのアクセスを許可しなかったため、楽器に接続できません。",
    noScript: "この確認にはJavaScriptが必要ですが、このブラウザーでは無効になっています。",
    manual: "手動でアップデートする",
    manualLink: "MK61ファームウェアVer.2.0.0",
  },
] as const;

type Lang = (typeof LANGUAGES)[number];

const checker = (lang: Lang, options: SimulatorOptions) =>
  openChecker(newPage, options, { prefix: lang.prefix, connect: lang.connect });
const state = (page: Page) => simState(page);

describe.each(LANGUAGES)("the checker at $prefix/support/check", (lang) => {
  it("identifies each model with a MIDI port (one over Bluetooth, which needs the cable to update), another maker's device and an unknown model, and no address names them", async () => {
    const instruments = [
      ...MIDI_MODELS.map(([productId, , family, member, version]) => ({
        productId,
        family,
        member,
        version,
        link: productId === "MR101S" ? ("bluetooth" as const) : ("usb" as const),
      })),
      { family: 0x19, member: 1, version: "1.0.0", manufacturerId: [0x41] },
      { family: 9, member: 9, version: "1.0.0" },
    ];
    const { page, afterConnect } = await checker(lang, { instruments });
    await eventually(() => page.getByTestId("instrument").count(), MIDI_MODELS.length);
    for (const [, title] of MIDI_MODELS) {
      const found = card(page, title);
      expect(await found.getByTestId("installed").textContent()).toBe("1.0.0");
      expect(await found.getByTestId("verdict").textContent()).toMatch(/\d+\.\d+\.\d+/);
      expect(await found.locator("img").getAttribute("src")).toMatch(/^\/media\/product\/.+-320\.webp$/);
    }
    expect(await card(page, "MK61").getByTestId("verdict").textContent()).toBe(lang.available("2.0.0"));
    expect(await card(page, "MK61").getByTestId("steps").textContent()).toBe(lang.steps);
    expect(await card(page, "MK61").textContent()).toContain(lang.installed);
    // over Bluetooth it is named, but an update needs the cable
    expect(await card(page, "MR101S").textContent()).toContain(lang.bluetooth);
    // (its one button is firmware news's, offered beside the firmware state)
    expect(await card(page, "MR101S").locator("button:not([data-testid=firmware-news] button)").count()).toBe(0);
    expect(await card(page, "MR101S").getByTestId("firmware-news").count()).toBe(1);
    expect(
      await card(page, "MK61")
        .getByRole("button", { name: lang.update("2.0.0") })
        .isVisible(),
    ).toBe(true);
    const strangers = await page.getByTestId("stranger").allTextContents();
    expect(strangers.some((t) => t.startsWith(lang.other))).toBe(true);
    expect(strangers.some((t) => t.startsWith(lang.unknown))).toBe(true);
    // what went out after Connect: every model's picture (so none is singled out), nothing else naming one
    const sent = afterConnect().map((u) => new URL(u).pathname);
    const named = (path: string) =>
      MIDI_MODELS.some(([id]) => path.toLowerCase().includes(id.toLowerCase())) || /\d+\.\d+\.\d+/.test(path);
    const pictures = sent.filter((p) => p.startsWith("/media/"));
    expect(pictures.length).toBeGreaterThanOrEqual(MIDI_MODELS.length);
    expect(sent.filter((p) => !p.startsWith("/media/") && named(p))).toEqual([]);
    expect(await page.locator("script[data-analytics]").count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("updates the MK61 from its oldest release to the latest through the stepping stone, with progress and the version read back", async () => {
    const { page, afterConnect } = await checker(lang, { instruments: [{ ...MK61, version: "1.0.0" }] });
    const mk61 = card(page, "MK61");
    expect(await mk61.getByTestId("steps").textContent()).toBe(lang.steps);
    await mk61.getByRole("button", { name: lang.update("2.0.0") }).click();
    await mk61.getByTestId("done").waitFor({ timeout: 40_000 });
    expect(await mk61.getByTestId("done").textContent()).toBe(lang.done("MK61", "2.0.0"));
    expect(await mk61.getByTestId("installed").textContent()).toBe("2.0.0");
    expect(await mk61.getByTestId("verdict").textContent()).toBe(lang.upToDate("2.0.0"));
    expect(await state(page)).toMatchObject({ version: "2.0.0", commits: 2, pending: null });
    // one bar for the whole path moved through its numbers with the time left, in the language's own
    // punctuation, then said what the instrument did after each step
    const progress = await progressTexts(page);
    const numbers = progress.filter((t) => /^\d+\s?%/.test(t));
    expect(numbers.length).toBeGreaterThan(4);
    expect(numbers.every((t) => /^\d+\s?%( · |・)\S/.test(t))).toBe(true);
    expect(progress).toContain(lang.restarting);
    // the outcome has the focus, in the live region that was there before it
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("outcome");
    // the firmware files, and nothing else that names the model or a version
    const files = afterConnect().filter((u) => u.includes("/downloads/firmware/"));
    expect(files.map((u) => new URL(u).pathname)).toEqual([zip("MK61", "1.2.0"), zip("MK61", "2.0.0")]);
  });

  it("resumes after the cable is pulled at half way and finishes", async () => {
    const { page } = await checker(lang, {
      instruments: [{ ...MK61, version: "1.2.0", faults: { disconnectAt: 0.5 } }],
    });
    const mk61 = card(page, "MK61");
    await mk61.getByRole("button", { name: lang.update("2.0.0") }).click();
    await mk61.getByTestId("lost").waitFor({ timeout: 20_000 });
    expect(await mk61.getByTestId("lost").textContent()).toMatch(lang.lost);
    expect(await state(page)).toMatchObject({ plugged: false, pending: "2.0.0", version: "1.2.0" });
    await page.evaluate(() =>
      (window as never as { notevaMidiSimulator: { plug(): void } }).notevaMidiSimulator.plug(),
    );
    await mk61.getByTestId("done").waitFor({ timeout: 30_000 });
    expect(await mk61.getByTestId("done").textContent()).toBe(lang.done("MK61", "2.0.0"));
    expect(await state(page)).toMatchObject({ version: "2.0.0", commits: 1 });
  });

  it("sends a chunk again that the instrument refused as damaged", async () => {
    const { page } = await checker(lang, {
      instruments: [{ ...MK49, version: "1.0.0", faults: { corruptChunk: 40 } }],
    });
    const mk49 = card(page, "MK49");
    await mk49.getByRole("button", { name: lang.update("1.1.1") }).click();
    await mk49.getByTestId("done").waitFor({ timeout: 30_000 });
    expect(await mk49.getByTestId("done").textContent()).toBe(lang.done("MK49", "1.1.1"));
    expect(await state(page)).toMatchObject({ version: "1.1.1", refusalReasons: [0x04] });
  });

  it("refuses another model's file and a damaged file before sending anything, each with its own reason", async () => {
    const { page } = await checker(lang, { instruments: [{ ...MK61, version: "1.2.0" }] });
    const mk61 = card(page, "MK61");
    const other = Buffer.from(await (await fetch(`${base}${zip("MK49", "1.1.1")}`)).arrayBuffer());
    await page.route(`**${zip("MK61", "2.0.0")}`, (route) =>
      route.fulfill({ body: other, contentType: "application/zip" }),
    );
    await mk61.getByRole("button", { name: lang.update("2.0.0") }).click();
    await mk61.getByTestId("failure").waitFor();
    expect((await mk61.getByTestId("failure").textContent())?.startsWith(lang.wrongModel)).toBe(true);
    expect(await state(page)).toMatchObject({ version: "1.2.0", pending: null, state: "idle", refusals: 0 });

    const own = Buffer.from(await (await fetch(`${base}${zip("MK61", "2.0.0")}`)).arrayBuffer());
    const middle = Math.floor(own.length / 2);
    own.writeUInt8(own.readUInt8(middle) ^ 0xff, middle);
    await page.unroute(`**${zip("MK61", "2.0.0")}`);
    await page.route(`**${zip("MK61", "2.0.0")}`, (route) =>
      route.fulfill({ body: own, contentType: "application/zip" }),
    );
    await mk61.getByRole("button", { name: lang.tryAgain }).click();
    await eventually(async () => (await mk61.getByTestId("failure").textContent())?.startsWith(lang.damaged), true);
    expect(await state(page)).toMatchObject({ version: "1.2.0", pending: null, refusals: 0 });

    // an image the firmware team did not sign: the page refuses it as the instrument would
    const forged = signImage(
      { family: 2, member: 61, version: "2.0.0", minimumVersion: null, productId: "MK61" },
      new Uint8Array(4096).fill(0xff),
      generateKeyPairSync("ed25519").privateKey,
    );
    await page.unroute(`**${zip("MK61", "2.0.0")}`);
    await page.route(`**${zip("MK61", "2.0.0")}`, (route) =>
      route.fulfill({ body: Buffer.from(zipSync({ "NOTEVA_MK61_V200.BIN": forged })), contentType: "application/zip" }),
    );
    await mk61.getByRole("button", { name: lang.tryAgain }).click();
    await eventually(async () => (await mk61.getByTestId("failure").textContent())?.startsWith(lang.unsigned), true);
    expect(await state(page)).toMatchObject({ version: "1.2.0", pending: null, refusals: 0, chunksAccepted: 0 });
    expect((await state(page)).received["10"] ?? 0).toBe(0);
  });

  it("says a low battery needs the power adapter, and Cancel keeps the firmware", async () => {
    const { page } = await checker(lang, {
      instruments: [
        { ...MK61, version: "1.2.0", battery: 20 },
        { ...MK49, version: "1.0.0", faults: { slow: 40 } },
      ],
    });
    expect(await card(page, "MK61").getByTestId("blocked").textContent()).toBe(lang.battery);
    const mk49 = card(page, "MK49");
    await mk49.getByRole("button", { name: lang.update("1.1.1") }).click();
    await mk49.getByTestId("progress").waitFor();
    await mk49.getByRole("button", { name: lang.cancel }).click();
    await eventually(async () => await mk49.getByTestId("failure").textContent(), lang.cancelled, 15_000);
    expect(await simState(page, 1)).toMatchObject({ version: "1.0.0", pending: null, state: "idle" });
  });

  it("tells MIDI that did not start apart from MIDI not allowed", async () => {
    const { page } = await checker(lang, { instruments: [], failStart: "AbortError" });
    await eventually(
      async () => (await page.getByTestId("check-status").textContent())?.startsWith(lang.midiFailed),
      true,
    );
    expect(await page.getByTestId("check-status").getByRole("link", { name: lang.manual }).getAttribute("href")).toBe(
      "#manual",
    );
  });

  it("without Web MIDI says so plainly and gives the manual route", async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      delete (Navigator.prototype as { requestMIDIAccess?: unknown }).requestMIDIAccess;
      delete (navigator as { requestMIDIAccess?: unknown }).requestMIDIAccess;
    });
    await page.goto(`${lang.prefix}/support/check`);
    await hydrated(page);
    await eventually(async () => (await page.getByTestId("check-status").textContent())?.startsWith(lang.noMidi), true);
    expect(await page.getByRole("button", { name: lang.connect, exact: true }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: lang.manual }).isVisible()).toBe(true);
    const link = page.getByTestId("manual-route").getByRole("link", { name: lang.manualLink });
    expect(await link.getAttribute("href")).toBe(`${lang.prefix}/support/firmware/MK61`);
    await expectNoAxeViolations(page);
  });

  it("when MIDI access is refused says so plainly and points to the manual route", async () => {
    const page = await newPage();
    await page.addInitScript({
      content: simulatorInitScript({ instruments: [], refuse: true }),
    });
    await page.goto(`${lang.prefix}/support/check`);
    await hydrated(page);
    await eventually(() => page.getByRole("button", { name: lang.connect, exact: true }).isEnabled(), true);
    await page.getByRole("button", { name: lang.connect, exact: true }).click();
    await eventually(
      async () => (await page.getByTestId("check-status").textContent())?.startsWith(lang.refused),
      true,
    );
    expect(await page.getByTestId("check-status").getByRole("link", { name: lang.manual }).getAttribute("href")).toBe(
      "#manual",
    );
  });

  it("without JavaScript explains what it needs and gives the manual route", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${lang.prefix}/support/check`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(lang.title);
    expect(await page.getByTestId("no-script").textContent()).toBe(
      `${lang.noScript}${{ "": " You can update by hand as described below.", "/de": " Sie können das Update wie unten beschrieben auch selbst durchführen.", "/ja": "下記の手順でアップデートすることもできます。" }[lang.prefix]}`,
    );
    expect(await page.getByRole("heading", { name: lang.manual }).isVisible()).toBe(true);
    const links = page.getByTestId("manual-route").getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(MIDI_MODELS.length);
    expect(
      await page.getByTestId("manual-route").getByRole("link", { name: lang.manualLink }).getAttribute("href"),
    ).toBe(`${lang.prefix}/support/firmware/MK61`);
  });
});

describe("while an update runs", () => {
  it("keeps the screen awake and asks before the page is left, then lets go", async () => {
    const page = await newPage();
    // headless Chromium has no screen wake lock: a stand-in records what the page asks of it
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as never as { wakeLog: string[] }).wakeLog = log;
      Object.defineProperty(navigator, "wakeLock", {
        configurable: true,
        value: {
          request: async (type: string) => {
            log.push(`request ${type}`);
            return { release: async () => void log.push("release") };
          },
        },
      });
    });
    await page.addInitScript({
      content: simulatorInitScript({ instruments: [{ ...MK49, version: "1.0.0", faults: { slow: 15 } }] }),
    });
    await page.goto("/support/check");
    await hydrated(page);
    await eventually(() => page.getByRole("button", { name: "Connect", exact: true }).isEnabled(), true);
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    const mk49 = card(page, "MK49");
    await mk49.getByRole("button", { name: "Update to 1.1.1" }).click();
    await mk49.getByTestId("progress").waitFor();
    expect(await page.evaluate(() => (window as never as { wakeLog: string[] }).wakeLog)).toEqual(["request screen"]);
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
    await mk49.getByTestId("done").waitFor({ timeout: 30_000 });
    await eventually(
      () => page.evaluate(() => (window as never as { wakeLog: string[] }).wakeLog),
      ["request screen", "release"],
    );
  });
});

describe("the optional analytics script", () => {
  it("loads on other pages but never on the checker, also when the visitor comes from one", async () => {
    const site = await startServer({ ANALYTICS_SCRIPT_URL: "/analytics-probe.js" });
    try {
      const page = await newPage({ baseURL: site.url });
      await page.route("**/analytics-probe.js", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
      await page.goto("/support");
      await hydrated(page);
      // only after the visitor agrees (tests/e2e/consent.test.ts)
      await page.getByRole("button", { name: "Allow analytics" }).click();
      await page.locator("script[data-analytics]").waitFor({ state: "attached" });
      await page
        .getByRole("link", { name: /Check my instrument/ })
        .first()
        .click();
      await page.waitForURL("**/support/check");
      await hydrated(page);
      await page.waitForTimeout(200);
      expect(await page.locator("script[data-analytics]").count()).toBe(0);
      await page.goto("/de/support/check");
      await hydrated(page);
      await page.waitForTimeout(200);
      expect(await page.locator("script[data-analytics]").count()).toBe(0);
    } finally {
      await site.stop();
    }
  }, 150_000);
});

describe("the links to the checker over HTTP", () => {
  const html = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  it.each([
    ["", "Check my instrument", "Check my MK61", "Check my MR101S"],
    ["/de", "Instrument prüfen", "Ihr MK61 prüfen", "Ihren MR101S prüfen"],
    ["/ja", "楽器の確認", "お使いのMK61のファームウェアを確認", "お使いのMR101Sのファームウェアを確認"],
  ])(
    "lead to %s/support/check from the support hub, each firmware page and each MIDI model's support links",
    async (prefix, hub, mk61, mr101s) => {
      const link = `href="${prefix}/support/check"`;
      expect(await html(`${prefix}/support`)).toMatch(new RegExp(`${link}[^>]*>.*?${hub}`));
      expect(await html(`${prefix}/support/firmware/MK61`)).toMatch(new RegExp(`${link}[^>]*>${mk61}<`));
      expect(await html(`${prefix}/support/firmware/MR101S`)).toMatch(new RegExp(`${link}[^>]*>${mr101s}<`));
      expect(await html(`${prefix}/product/detail/MK61`)).toMatch(new RegExp(`${link}[^>]*>${mk61}<`));
      // the MK37 has no MIDI port: nothing to check
      expect(await html(`${prefix}/product/detail/MK37`)).not.toContain(link);
      const page = await html(`${prefix}/support/check`);
      expect(page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(page).not.toContain("data-analytics");
    },
  );
});
