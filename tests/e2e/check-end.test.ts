/**
 * The instrument checker where updates go wrong in the world (issue 38), in Chromium against the
 * MIDI simulator: every phase of the end of an update (a cable pulled as COMMIT goes out, power lost
 * while verifying, installing or restarting, an install longer than any fixed wait, one longer than
 * the instrument announced, a new firmware that does not start), two identical instruments, port
 * names that differ, a slow identity answer, a host that lies, a low battery, Cancel, and leaving the
 * page during an update. English; check.test.ts says the messages in German and Japanese too.
 */
import { generateKeyPairSync } from "node:crypto";
import { unzipSync } from "fflate";
import { describe, expect, inject, it } from "vitest";
import { IMAGE_HEADER_SIZE, updateBegin } from "../../app/lib/midi/protocol";
import { signImage } from "../../firmware-signing/sign";
import { browserPerFile, eventually, expectNoAxeViolations } from "./browser";
import { card, MK49, MK61, openChecker, plug, progressTexts, simState } from "./support/checker";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();
const done = (product: string, version: string) => `Updated: your ${product} now runs firmware ${version}.`;

async function updateMk49(faults: Record<string, unknown> = {}, more: Record<string, unknown> = {}) {
  const checker = await openChecker(newPage, { instruments: [{ ...MK49, version: "1.0.0", ...more, faults }] });
  const mk49 = card(checker.page, "MK49");
  await mk49.getByRole("button", { name: "Update to 1.1.1" }).click();
  return { ...checker, mk49 };
}

// these wait on the instrument more than they work: they run side by side
describe.concurrent("the end of an update, driven by what the instrument reports", () => {
  it("says the MK49 restarts by itself, reads 1.1.1 back, and moves the focus to the outcome, said once", async () => {
    const { page, mk49 } = await updateMk49();
    await mk49.getByTestId("done").waitFor({ timeout: 40_000 });
    expect(await mk49.getByTestId("done").textContent()).toBe(done("MK49", "1.1.1"));
    const texts = await progressTexts(page);
    expect(texts.some((t) => t.startsWith("Installing 1.1.1: the MK49 restarts by itself when it is done"))).toBe(true);
    expect(texts).toContain("Restarting: the MK49 starts again by itself; leave it connected.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("outcome");
    // said once: the outcome's own live region, nowhere else
    const live = await page.locator('[role="status"], [role="alert"], [aria-live]').allTextContents();
    expect(live.filter((t) => t.includes(done("MK49", "1.1.1")))).toHaveLength(1);
    expect(await simState(page)).toMatchObject({ version: "1.1.1", result: "installed", commits: 1 });
  });

  it("sends COMMIT again when the cable was pulled as COMMIT went out", async () => {
    const { page, mk49 } = await updateMk49({ cableAt: "commit" });
    await eventually(async () => (await simState(page)).plugged, false, 40_000);
    await eventually(
      async () => (await mk49.getByTestId("progress-text").textContent())?.startsWith("The MK49 does not answer"),
      true,
    );
    expect(await simState(page)).toMatchObject({ version: "1.0.0", state: "receiving", pending: "1.1.1" });
    await plug(page);
    await mk49.getByTestId("done").waitFor({ timeout: 30_000 });
    expect(await simState(page)).toMatchObject({ version: "1.1.1", commits: 1 });
  });

  it.each(["verifying", "installing", "restarting"] as const)(
    "ends in the new firmware when the power goes while %s and comes back",
    async (phase) => {
      const { page, mk49 } = await updateMk49({ powerAt: phase, reconnectAfterMs: 1500 });
      await mk49.getByTestId("done").waitFor({ timeout: 60_000 });
      expect(await mk49.getByTestId("done").textContent()).toBe(done("MK49", "1.1.1"));
      expect(await simState(page)).toMatchObject({ version: "1.1.1", result: "installed" });
    },
  );

  it("waits out an install longer than the old fixed 30 s wait, showing its progress", async () => {
    const { page, mk49 } = await updateMk49({}, { installMs: 31_000, installLimitS: 60 });
    await mk49.getByTestId("done").waitFor({ timeout: 90_000 });
    const texts = await progressTexts(page);
    expect(texts.some((t) => /^Installing 1\.1\.1: .+ [1-9]\d?%$/.test(t))).toBe(true);
    expect(await simState(page)).toMatchObject({ version: "1.1.1" });
  }, 120_000);

  it("says not yet, and what to do, when the install outlasts what the instrument announced", async () => {
    const { page, mk49 } = await updateMk49({}, { installMs: 120_000, installLimitS: 1 });
    await mk49.getByTestId("failure").waitFor({ timeout: 40_000 });
    expect(await mk49.getByTestId("failure").textContent()).toMatch(
      /^The MK49 has not finished installing 1\.1\.1 yet, .+ press Search again to read its version\./,
    );
    expect(await simState(page)).toMatchObject({ state: "installing", version: "1.0.0" });
  }, 60_000);

  it("says the old firmware was kept when the new one does not start", async () => {
    const { page, mk49 } = await updateMk49({ startFails: true });
    await mk49.getByTestId("failure").waitFor({ timeout: 40_000 });
    expect(await mk49.getByTestId("failure").textContent()).toMatch(
      /^The new firmware did not start, so the instrument went back to its firmware 1\.0\.0 and works as before\./,
    );
    expect(await mk49.getByTestId("installed").textContent()).toBe("1.0.0");
    expect(await simState(page)).toMatchObject({ version: "1.0.0", result: "failed", resultReason: 0x0d });
  });
});

describe("the right instrument, always", () => {
  it("shows two identical MK49s as two cards, and each updates its own unit", async () => {
    const { page } = await openChecker(newPage, {
      instruments: [
        { ...MK49, version: "1.0.0" },
        { ...MK49, version: "1.0.0" },
      ],
    });
    await eventually(() => page.getByTestId("instrument").count(), 2);
    const second = page.getByTestId("instrument").nth(1);
    await second.getByRole("button", { name: "Update to 1.1.1" }).click();
    await second.getByTestId("done").waitFor({ timeout: 40_000 });
    expect(await simState(page, 1)).toMatchObject({ version: "1.1.1", commits: 1 });
    expect(await simState(page, 0)).toMatchObject({ version: "1.0.0", commits: 0, chunksAccepted: 0 });
    const first = page.getByTestId("instrument").nth(0);
    await first.getByRole("button", { name: "Update to 1.1.1" }).click();
    await first.getByTestId("done").waitFor({ timeout: 40_000 });
    expect(await simState(page, 0)).toMatchObject({ version: "1.1.1", commits: 1 });
    expect(await simState(page, 1)).toMatchObject({ commits: 1 });
  });

  it("pairs an input and an output whose names differ, and updates through them", async () => {
    const { page } = await openChecker(newPage, {
      instruments: [{ ...MK49, version: "1.0.0", portName: "MK49 MIDI IN", outputName: "MIDIOUT2 (MK49)" }],
    });
    const mk49 = card(page, "MK49");
    await mk49.getByRole("button", { name: "Update to 1.1.1" }).click();
    await mk49.getByTestId("done").waitFor({ timeout: 40_000 });
  });

  it("asks again before saying no instrument: one that answers after 2 s is found", async () => {
    const { page } = await openChecker(newPage, {
      instruments: [{ ...MK61, version: "2.0.0", faults: { slowIdentityMs: 2000 } }],
    });
    expect(await card(page, "MK61").getByTestId("installed").textContent()).toBe("2.0.0");
    expect(await page.getByTestId("check-status").textContent()).toBe("");
  });

  it("moves the focus to the first instrument found", async () => {
    const { page } = await openChecker(newPage, { instruments: [{ ...MK61, version: "1.2.0" }] });
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), "Noteva MK61");
  });

  it("tells 'MIDI did not start' apart from 'not allowed', with its remedy", async () => {
    const { page } = await openChecker(newPage, { instruments: [], failStart: "AbortError" });
    await eventually(
      async () =>
        (await page.getByTestId("check-status").textContent())?.startsWith("MIDI did not start in this browser"),
      true,
    );
    expect(await page.getByTestId("check-status").textContent()).toContain("Close other programs that use MIDI");
  });

  it("says a battery below 30 % needs the power adapter, and offers no update", async () => {
    const { page } = await openChecker(newPage, { instruments: [{ ...MK61, version: "1.2.0", battery: 20 }] });
    const mk61 = card(page, "MK61");
    expect(await mk61.getByTestId("blocked").textContent()).toBe(
      "Running on batteries at 20%: an update needs at least 30%. Connect the power adapter and search again.",
    );
    // (firmware news's button, beside the firmware state, aside)
    expect(await mk61.locator("button:not([data-testid=firmware-news] button)").count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe("a host that lies, and a forged image", () => {
  /** UPDATE BEGIN sent by a script of its own in the page, straight to the simulated MK61. */
  const rogueBegin = (page: import("playwright-core").Page, bytes: number[]) =>
    page.evaluate(async (message) => {
      const access = await navigator.requestMIDIAccess({ sysex: true });
      const input = [...access.inputs.values()][0] as MIDIInput;
      const answer = new Promise<number[]>((resolve) => {
        input.onmidimessage = (e) => resolve([...((e as MIDIMessageEvent).data ?? [])]);
      });
      ([...access.outputs.values()][0] as MIDIOutput).send(message);
      return answer;
    }, bytes);

  it("the instrument refuses a skipped stepping stone and a forged image at UPDATE BEGIN, before any chunk", async () => {
    const { page } = await openChecker(newPage, { instruments: [{ ...MK61, version: "1.0.0" }] });
    const zipped = new Uint8Array(
      await (await fetch(`${base}/downloads/firmware/noteva-mk61-firmware-v2.0.0.zip`)).arrayBuffer(),
    );
    const real = Object.entries(unzipSync(zipped)).find(([name]) => name.endsWith(".BIN"))?.[1] as Uint8Array;
    // 2.0.0 needs 1.2.0: its signed minimum speaks, whatever a host says
    const skipped = await rogueBegin(page, [...updateBegin(real.subarray(0, IMAGE_HEADER_SIZE), 0x10)]);
    // REFUSED (7F) the UPDATE BEGIN (10): 02, install 1.2.0 first
    expect(skipped).toEqual([0xf0, 0x7d, 0x4e, 0x56, 0x10, 0x7f, 0x10, 0x02, 0x01, 0x02, 0x00, 0x00, 0xf7]);
    // signed by a key no instrument was built with
    const foreign = generateKeyPairSync("ed25519").privateKey;
    const forged = signImage(
      { family: 2, member: 61, version: "9.9.9", minimumVersion: null, productId: "MK61" },
      new Uint8Array(4096).fill(0xff),
      foreign,
    );
    const refused = await rogueBegin(page, [...updateBegin(forged.subarray(0, IMAGE_HEADER_SIZE), 0x10)]);
    expect(refused.at(-2)).toBe(0x0c);
    expect(await simState(page)).toMatchObject({ version: "1.0.0", chunksAccepted: 0, pending: null });
  });

  it("the page refuses a forged image before sending anything", async () => {
    const { page } = await openChecker(newPage, { instruments: [{ ...MK49, version: "1.0.0" }] });
    const foreign = generateKeyPairSync("ed25519").privateKey;
    const forged = signImage(
      { family: 2, member: 49, version: "1.1.1", minimumVersion: null, productId: "MK49" },
      new Uint8Array(8192).fill(0xff),
      foreign,
    );
    const { zipSync } = await import("fflate");
    await page.route("**/noteva-mk49-firmware-v1.1.1.zip", (route) =>
      route.fulfill({ body: Buffer.from(zipSync({ "NOTEVA_MK49_V111.BIN": forged })), contentType: "application/zip" }),
    );
    const mk49 = card(page, "MK49");
    await mk49.getByRole("button", { name: "Update to 1.1.1" }).click();
    await mk49.getByTestId("failure").waitFor();
    expect(await mk49.getByTestId("failure").textContent()).toMatch(
      /^The downloaded firmware does not carry Noteva's signature, so nothing was sent/,
    );
    expect((await simState(page)).received["10"] ?? 0).toBe(0);
  });
});

describe("cancel and leaving during an update", () => {
  it("Cancel sends ABORT: the instrument keeps its firmware and holds no image", async () => {
    const { page, mk49 } = await updateMk49({ slow: 15 });
    await mk49.getByTestId("progress").waitFor();
    await eventually(async () => (await simState(page)).chunksReceived > 20, true, 20_000);
    await mk49.getByRole("button", { name: "Cancel the update" }).click();
    await mk49.getByTestId("failure").waitFor({ timeout: 15_000 });
    expect(await mk49.getByTestId("failure").textContent()).toBe(
      "Update cancelled. The instrument keeps its firmware 1.0.0.",
    );
    expect(await simState(page)).toMatchObject({ version: "1.0.0", pending: null, state: "idle" });
    expect((await simState(page)).received["16"]).toBe(1);
  });

  it("a link inside the site asks first: Stay keeps the update going; Leave cancels it", async () => {
    const { page, mk49 } = await updateMk49({ slow: 100 });
    await mk49.getByTestId("progress").waitFor();
    await page.getByRole("link", { name: "Contact Us", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "An update is running" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "the update is cancelled and the instrument keeps its current firmware",
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    expect(new URL(page.url()).pathname).toBe("/support/check");
    await eventually(async () => (await simState(page)).chunksReceived > 40, true, 20_000);
    await page.getByRole("link", { name: "Contact Us", exact: true }).first().click();
    const before = await simState(page);
    expect(before.chunksReceived).toBeLessThan(before.totalChunks);
    await page.getByRole("dialog", { name: "An update is running" }).getByRole("button", { name: "Leave" }).click();
    await page.waitForURL("**/contactus");
    await eventually(async () => (await simState(page)).pending, null, 15_000);
    expect(await simState(page)).toMatchObject({ version: "1.0.0", state: "idle", commits: 0 });
  });
});
