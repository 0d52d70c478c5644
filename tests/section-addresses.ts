// The section addresses a built page offers, read from its prerendered HTML so that each can be a
// test of its own: its sections' ids, or a text page's headings'. Every page offers some. Shared by the Chromium and the
// WebKit tests of landing on them.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { JSDOM } from "jsdom";

export function sectionIds(path: string): string[] {
  const html = readFileSync(resolve("build/client", `.${path}`, "index.html"), "utf8");
  const { document } = new JSDOM(html).window;
  const sections = [...document.querySelectorAll("main section[id]")];
  const addressed = sections.length > 0 ? sections : [...document.querySelectorAll("main h2[id]")];
  // Every page offers some: none is the page's fault, said here rather than passing with no test.
  if (addressed.length === 0) throw new Error(`${path} offers no section address`);
  return addressed.map((element) => element.id);
}
