/**
 * The instrument checker in a browser test: the page with the MIDI simulator injected in place of
 * navigator.requestMIDIAccess (midi-simulator/simulator.js), every request recorded, every progress
 * text kept, and the simulated instruments' state at hand.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import type { InstrumentState, SimulatorOptions } from "../../../midi-simulator/simulator.js";
import { eventually, hydrated } from "../browser";
import { simulatorInitScript } from "./simulator-script";

export const MK61 = { productId: "MK61", family: 2, member: 61 };
export const MK49 = { productId: "MK49", family: 2, member: 49 };
export const zip = (id: string, version: string) =>
  `/downloads/firmware/noteva-${id.toLowerCase()}-firmware-v${version}.zip`;

type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/** The checker with the simulated instruments, after Connect found them. */
export async function openChecker(
  newPage: NewPage,
  options: SimulatorOptions,
  { prefix = "", connect = "Connect" }: { prefix?: string; connect?: string } = {},
) {
  const page = await newPage();
  await page.addInitScript({
    content: `${simulatorInitScript(options)}
      window.__progress = [];
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="progress-text"]')) {
          const text = el.textContent;
          if (text && !window.__progress.includes(text)) window.__progress.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });`,
  });
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(`${prefix}/support/check`);
  await hydrated(page);
  const button = page.getByRole("button", { name: connect, exact: true });
  await eventually(() => button.isEnabled(), true);
  const from = requests.length;
  await button.click();
  if (options.instruments.length) {
    await page.getByTestId("instrument").or(page.getByTestId("stranger")).first().waitFor({ timeout: 15_000 });
  }
  return { page, requests, afterConnect: () => requests.slice(from) };
}

export const card = (page: Page, title: string) =>
  page.getByTestId("instrument").filter({ hasText: `Noteva ${title}` });

export const simState = (page: Page, which: number | string = 0) =>
  page.evaluate(
    (w) =>
      (
        window as never as { notevaMidiSimulator: { state(w: number | string): InstrumentState } }
      ).notevaMidiSimulator.state(w),
    which,
  );

export const plug = (page: Page, which: number | string = 0) =>
  page.evaluate(
    (w) => (window as never as { notevaMidiSimulator: { plug(w: number | string): void } }).notevaMidiSimulator.plug(w),
    which,
  );

/** Every text the progress line showed, in order. */
export const progressTexts = (page: Page) =>
  page.evaluate(() => (window as never as { __progress: string[] }).__progress);
