/**
 * Firmware news by e-mail, through a real SMTP server: a visitor subscribes in German on a model's
 * firmware page, gets only a confirmation, confirms; a release uploaded in the admin mails each
 * confirmed subscriber once, with RFC 8058's one-click unsubscribe, which a mail provider's POST
 * (no cookie, no Origin) uses; the next release mails that address nothing.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firmwareArchive } from "../../media/firmware";
import { startSmtp } from "../../scripts/lib/smtp";
import { expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress, sleep } from "./support/http";

const MODEL = "MR101S";

describe("firmware news by e-mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());
  const site = backoffice({ env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: "Noteva <noreply@noteva.example>" }) });
  const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  const to = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  /**
   * The mails to this test's readers: staff signing in to publish get mail of their own (a sign-in
   * from a new browser is told by mail), which is not what these tests count.
   */
  const readers = ["fan@example.com", "reader@example.com", "never@example.com"];
  const toReaders = (m: { envelopeTo: string[] }) => m.envelopeTo.some((to) => readers.includes(to));
  const readerMails = () => smtp.received.filter(toReaders);
  const untilReaders = (n: number) => smtp.untilSome(toReaders, n, 30_000);
  /** The raw List-Unsubscribe header line's https address. */
  const unsubscribeHeader = (mail: (typeof smtp.received)[number]) => {
    const line = mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
    return /<(https?:[^>]+)>/.exec(line)?.[1] ?? "(none)";
  };

  /** Subscribes as a browser without JavaScript would: the firmware page's form, posted as it is. */
  async function subscribeWithoutScript(prefix: string, email: string) {
    const html = await (await fetch(`${site.url}${prefix}/support/firmware/${MODEL}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    await sleep(3100);
    const answer = await fetch(`${site.url}${prefix}/firmware-news`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress() },
      body: new URLSearchParams({ product: MODEL, token, website: "", email }).toString(),
    });
    return { status: answer.status, html: (await answer.text()).replaceAll("<!-- -->", "") };
  }

  /** Uploads a release in the admin, as staff do. */
  async function publish(version: string) {
    const page = await newPage();
    await signedIn(page, "/admin/documents");
    await page.getByLabel("Product").selectOption(MODEL);
    await page.getByLabel("What it is").selectOption("firmware");
    await page.getByLabel("Version", { exact: true }).fill(version);
    await page.getByLabel("What changed").fill(`Faster start in ${version}`);
    const zip = firmwareArchive(MODEL, version, "2026-12-01", [`Faster start in ${version}`]);
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: `${MODEL} ${version}.zip`, mimeType: "application/zip", buffer: Buffer.from(zip) });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText(`Uploaded ${MODEL}-${version.replaceAll(".", "-")}.zip.`).waitFor();
    await page.close();
  }

  it("subscribe in German, confirm, a release mails each confirmed subscriber once, one-click unsubscribe ends it", async () => {
    const page = await newPage();
    await page.goto(`/de/support/firmware/${MODEL}`);
    await hydrated(page);
    const form = page.getByRole("region", {
      name: /^Per E-Mail benachrichtigen, wenn neue Firmware für \w+ MR101S erscheint$/,
    });
    await form.waitFor();
    await expectNoAxeViolations(page);
    await sleep(3100);
    // an address that is none: said at the field, announced
    const field = form.getByLabel("Ihre E-Mail-Adresse");
    await field.fill("kein-name");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await form.getByRole("alert").getByText("Bitte geben Sie Ihre E-Mail-Adresse ein").waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    await field.fill("fan@example.com");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await form.getByRole("status").getByText("Fast geschafft").waitFor();
    expect(await form.getByRole("status").textContent()).toContain("fan@example.com");

    // only a confirmation, in German
    const [confirmation] = await untilReaders(1);
    expect(confirmation?.envelopeTo).toEqual(["fan@example.com"]);
    expect(confirmation?.subject).toMatch(/^Bitte bestätigen: Firmware-Neuigkeiten für \w+ MR101S$/);
    expect(confirmation?.headers.get("content-language")).toBe("de");
    const link = /https?:\/\/\S+\/de\/firmware-news\/confirm\/[\w-]+/.exec(confirmation?.text ?? "")?.[0] ?? "(none)";
    expect(link).not.toBe("(none)");

    // asked again, without JavaScript: the same answer, and no second mail
    const again = await subscribeWithoutScript("/de", "fan@example.com");
    expect(again.status).toBe(200);
    expect(again.html).toContain("Fast geschafft");
    // another reader, in English, who confirms by a plain POST; and one who never confirms
    expect((await subscribeWithoutScript("", "reader@example.com")).html).toContain("Almost done");
    expect((await subscribeWithoutScript("", "never@example.com")).status).toBe(200);
    await untilReaders(3);
    await sleep(3000);
    expect(to("fan@example.com")).toHaveLength(1);

    // a mail scanner opening the link confirms nothing; the button does
    const path = new URL(link).pathname;
    expect((await fetch(`${site.url}${path}`)).status).toBe(200);
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" }).waitFor();
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await page.getByRole("status").getByText("Vielen Dank: fan@example.com erhält eine E-Mail").waitFor();
    const readerLink = /https?:\/\/\S+\/firmware-news\/confirm\/[\w-]+/.exec(
      to("reader@example.com")[0]?.text ?? "",
    )?.[0];
    const confirmed = await fetch(`${site.url}${new URL(readerLink ?? "http://x/").pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(await confirmed.text()).toContain("reader@example.com gets an e-mail");

    // a release: one mail to each confirmed subscriber, none to the one who did not confirm
    const before = readerMails().length;
    await publish("1.3.0");
    await untilReaders(before + 2);
    await sleep(3000);
    expect(readerMails()).toHaveLength(before + 2);
    expect(to("never@example.com")).toHaveLength(1);
    const [news] = to("fan@example.com").slice(1);
    expect(news?.subject).toMatch(/^Neue Firmware für \w+ MR101S: Version 1\.3\.0$/);
    expect(news?.text).toContain("Faster start in 1.3.0");
    expect(news?.text).toContain(`/de/support/firmware/${MODEL}`);
    expect(news?.text).toContain("/de/support/check");
    expect(news?.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    const unsubscribeUrl = news ? unsubscribeHeader(news) : "(none)";
    expect(unsubscribeUrl).toMatch(/\/de\/firmware-news\/unsubscribe\/\d+\.[\w-]+$/);
    // and visible in the body
    expect(news?.text).toContain(new URL(unsubscribeUrl).pathname);
    expect(to("reader@example.com").at(-1)?.subject).toBe("New firmware for the MR101S: version 1.3.0");

    // the unsubscribe page asks first (a GET changes nothing)
    const asked = await newPage();
    await asked.goto(new URL(unsubscribeUrl).pathname);
    await asked.getByRole("button", { name: "Abmelden" }).waitFor();
    await hydrated(asked);
    await expectNoAxeViolations(asked);
    // the mail provider's one-click POST: no cookie, no Origin, just the body
    const oneClick = await fetch(`${site.url}${new URL(unsubscribeUrl).pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("Sie sind abgemeldet");

    // the next release: the reader gets it, the address that unsubscribed nothing
    const then = readerMails().length;
    await publish("1.4.0");
    await untilReaders(then + 1);
    await sleep(3000);
    expect(readerMails()).toHaveLength(then + 1);
    expect(to("reader@example.com").at(-1)?.subject).toBe("New firmware for the MR101S: version 1.4.0");
    expect(to("fan@example.com")).toHaveLength(2);
  }, 180_000);

  it("is offered beside the firmware on a model's detail page, by the form's own page", async () => {
    const detail = await (await fetch(`${site.url}/de/product/detail/${MODEL}`)).text();
    expect(detail).toContain(`href="/de/firmware-news?product=${MODEL}"`);
    const page = await newPage();
    await page.goto(`/de/firmware-news?product=${MODEL}`);
    await hydrated(page);
    await page
      .getByRole("region", { name: /^Per E-Mail benachrichtigen/ })
      .getByLabel("Ihre E-Mail-Adresse")
      .waitFor();
    await expectNoAxeViolations(page);
    // a model without firmware (or none at all) is no offer
    const none = await (await fetch(`${site.url}/firmware-news?product=NOPE`)).text();
    expect(none).not.toContain('name="email"');
  });

  it("admins see counts per model, never the addresses, and erase an address on request", async () => {
    const page = await newPage();
    await signedIn(page, "/admin/firmware-news");
    await page.getByRole("heading", { level: 1, name: "Firmware news" }).waitFor();
    expect(await page.getByTestId(`confirmed-${MODEL}`).textContent()).toBe("1");
    expect(await page.getByTestId(`pending-${MODEL}`).textContent()).toBe("1");
    expect(await page.content()).not.toContain("reader@example.com");
    await expectNoAxeViolations(page);
    // nor does the outbox list them: a firmware news mail's address is masked there
    await page.goto("/admin/mail");
    await page.getByRole("link", { name: "New firmware for the MR101S: version 1.4.0" }).waitFor();
    expect(await page.content()).not.toContain("reader@example.com");
    await page.getByRole("cell", { name: "r•••@example.com" }).first().waitFor();
    // … and in the mail as a file
    await page.getByRole("link", { name: "New firmware for the MR101S: version 1.4.0" }).first().click();
    await page.waitForURL(/\/admin\/mail\/\d+$/);
    const id = /\/admin\/mail\/(\d+)/.exec(page.url())?.[1];
    const eml = await (await page.request.get(`/admin/mail/${id}/message.eml`)).body();
    expect((await simpleParser(eml)).to).toMatchObject({ text: "r•••@example.com" });
    expect(eml.toString()).not.toContain("reader@example.com");
    await page.goto("/admin/firmware-news");
    await page.getByLabel("E-mail address").fill("reader@example.com");
    await page.getByRole("button", { name: "Erase" }).click();
    await page.getByText("Done. If the address had subscriptions, they are erased.").waitFor();
    expect(await page.getByTestId(`confirmed-${MODEL}`).textContent()).toBe("0");
  });
});
