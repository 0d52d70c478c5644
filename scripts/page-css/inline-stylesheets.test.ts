import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

// The shape React Router 8 prerenders (see build/client/portfolio/index.html), shortened.
const page = [
  '<!DOCTYPE html><html lang="sv"><head><link rel="preload" as="image" href="/assets/hero.jpg"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/>',
  '<link rel="stylesheet" href="/assets/portfolio-2.css"/>',
  "</head><body><main>Hej</main></body></html>",
].join("");
const sheets: Record<string, string> = {
  "/assets/root-1.css": "body{color:#111}\n",
  "/assets/portfolio-2.css": ".ph-1{background:#eee}",
};
const read = (href: string) => {
  const css = sheets[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("inlineStylesheets", () => {
  const inlined = inlineStylesheets(page, "portfolio/index.html", read);

  it("puts each sheet's text in a <style> where its link was, in the page's order", () => {
    expect(inlined).toContain(
      '<style>body{color:#111}</style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/>' +
        '<style>.ph-1{background:#eee}</style><link rel="stylesheet" href="/assets/portfolio-2.css" disabled=""/>',
    );
  });

  it("leaves no stylesheet link the browser would fetch or wait for", () => {
    const links = [...inlined.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toContain("disabled");
  });

  it("keeps the rest of the page as it was", () => {
    const withoutStyles = inlined
      .replace(/<style>[^<]*<\/style>/g, "")
      .replaceAll(' disabled=""', "");
    expect(withoutStyles).toBe(page);
  });

  it("reads a sheet that React Router marks with a closing # from its file, keeping the link's href", () => {
    const marked = page.replace("portfolio-2.css", "portfolio-2.css#");
    expect(inlineStylesheets(marked, "portfolio/index.html", read)).toContain(
      '<style>.ph-1{background:#eee}</style><link rel="stylesheet" href="/assets/portfolio-2.css#" disabled=""/>',
    );
  });

  it("stops when React Router's page links no stylesheet", () => {
    expect(() => inlineStylesheets("<html><head></head></html>", "index.html", read)).toThrow(
      /index\.html: expected React Router's <link rel="stylesheet"/,
    );
  });

  it("stops on a sheet whose text would end the <style> element", () => {
    const hostile = () => "a::after{content:'</style><script>alert(1)</script>'}";
    expect(() => inlineStylesheets(page, "portfolio/index.html", hostile)).toThrow(/<\/style/);
  });
});
