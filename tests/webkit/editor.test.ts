// The owner's editor in Safari's engine, at an iPhone's size, on her computer's backend
// (global-setup.ts): what she does on her phone, from the list to a published change. The rest
// of the editor's promises are tests/editor's, in Chromium.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parse } from "yaml";
import { fieldsOfFile } from "../../editor/fields/schema-fields.ts";
import { fileEntry, labelOf } from "../editor-actions.ts";
import { type Browser, load, openWebKit, phone } from "./webkit-visitor.ts";

const terms = fileEntry("foretaget", "terms");
const termsFile = () => join(inject("editorFolder"), terms.file);
const readTerms = async () =>
  parse(await readFile(termsFile(), "utf8")) as Record<string, number | undefined>;

describe(`at ${phone.width} × ${phone.height}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openWebKit(phone);
  });
  afterAll(() => browser?.deleteSession());

  it("she opens a form from the list, changes a value, publishes it, and the file holds it with its comments", async () => {
    const before = await readFile(termsFile(), "utf8");
    const hours = ((await readTerms()).deliveryHours ?? 0) + 12;
    await load(browser, "/redigera/");
    await browser.$(`a=${terms.label}`).click();
    await browser.$("h1").waitUntil(async function (this: WebdriverIO.Element) {
      return (await this.getText()) === terms.label;
    });
    const field = browser.$(`aria/${labelOf(fieldsOfFile(terms.file), "deliveryHours")}`);
    await field.clearValue();
    await field.addValue(String(hours));
    const publish = browser.$("button=Publicera");
    await publish.waitForEnabled();
    await publish.click();
    // The save runs the build's check of content/: seconds, room for a machine twice as slow.
    await browser
      .$('//*[@role="status"][contains(., "Ändringen är sparad.")]')
      .waitForDisplayed({ timeout: 30_000 });
    expect((await readTerms()).deliveryHours).toBe(hours);
    const comments = (text: string) =>
      text.split("\n").filter((line) => line.trimStart().startsWith("#"));
    expect(comments(await readFile(termsFile(), "utf8"))).toEqual(comments(before));
  });

  it("a value the build refuses is said under its field and beside the button, and nothing is written", async () => {
    const before = await readFile(termsFile(), "utf8");
    const label = labelOf(fieldsOfFile(terms.file), "deliveryHours");
    await load(browser, "/redigera/#/foretaget/terms");
    const field = browser.$(`aria/${label}`);
    await browser.$("button=Publicera").waitForEnabled();
    await field.waitForDisplayed();
    // WebDriver hands the element to the page's script as the element itself.
    const input = (await field) as unknown as HTMLElement;
    const description = () =>
      browser.execute(
        (element: HTMLElement) =>
          (element.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
            .trim(),
        input,
      );
    const hint = await description();
    await field.clearValue();
    await field.addValue("-5");
    // The build's check runs as she types: its words join the field's description.
    await browser.waitUntil(async () => (await description()).includes("ska vara större än 0"), {
      timeoutMsg: "no line under the field",
    });
    expect(await description()).toContain(hint);
    // Beside the button, what stands between her and publishing.
    await browser
      .$('//*[contains(text(), "behöver rättas innan du kan publicera")]')
      .waitForDisplayed();
    await browser.$("button=Publicera").click();
    expect(await readFile(termsFile(), "utf8")).toBe(before);
  });

  it("Back from a form brings the list back where she left it, its heading focused", async () => {
    const heading = (text: string) =>
      browser.$("h1").waitUntil(async function (this: WebdriverIO.Element) {
        return (await this.getText()) === text;
      });
    await load(browser, "/redigera/");
    await heading("Vad vill du ändra?");
    const last = browser.$("(//main//li)[last()]//a");
    await last.scrollIntoView();
    const left = await browser.execute(() => window.scrollY);
    expect(left, "the list scrolled down to its last entry").toBeGreaterThan(0);
    const label = await last.getText();
    await last.click();
    await heading(label);
    await browser.back();
    await heading("Vad vill du ändra?");
    await browser.waitUntil(async () => (await browser.execute(() => window.scrollY)) === left, {
      timeoutMsg: `the list not back at ${left} px`,
    });
    expect(await browser.execute(() => document.activeElement?.tagName)).toBe("H1");
  });
});
