// A text page is one file in content/pages/: its name is its address, and the content, the
// page list and the links to it follow from the file alone.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ContentDocuments, lineOf, textPageFile } from "./files.ts";
import { documentsOf, portfolioFolders } from "./load.ts";
import { addressFormat, pagePaths, textPageNameProblem } from "./pages.ts";
import { checkContent } from "./validate.ts";

const documents = documentsOf();
const folders = portfolioFolders(join(import.meta.dirname, "../content/portfolio"));
const bookingTerms = documents[textPageFile("bokningsvillkor")];

/** The shipped content with one more text page, a copy of the booking terms' file. */
const withPage = (address: string, data: unknown = bookingTerms): ContentDocuments => ({
  ...structuredClone(documents),
  [textPageFile(address)]: structuredClone(data),
});

describe("a text page", () => {
  it("is a page at its file's name, after the start page and the portfolio", () => {
    const checked = checkContent(withPage("om-oss"), folders);
    if (!("content" in checked)) throw new Error(checked.errors.map(lineOf).join("\n"));
    // The shipped pages, by their files' names in content/pages/ (whatever the owner has added),
    // not as the check names them: a page the check made up would be on both sides.
    const shipped = readdirSync(join(import.meta.dirname, "../content/pages"))
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => file.slice(0, -".yaml".length));
    const addresses = Object.keys(checked.content.textPages);
    expect(addresses).toEqual([...shipped, "om-oss"].sort());
    expect(addresses).toEqual(expect.arrayContaining(["bokningsvillkor", "integritetspolicy"]));
    expect(pagePaths(addresses)).toEqual([
      "/",
      "/portfolio",
      ...[...shipped, "om-oss"].sort().map((address) => `/${address}`),
    ]);
  });

  it("can be the target of the photos' licence link, to a section of its own", () => {
    const changed = withPage("bildlicens");
    const site = changed["site.yaml"] as { photoRights: { licenseUrl: string } };
    site.photoRights.licenseUrl = "/bildlicens#anvandning-av-bilderna";
    expect(checkContent(changed, folders).errors.map(lineOf)).toEqual([]);
    site.photoRights.licenseUrl = "/bildlicens#finns-inte";
    expect(checkContent(changed, folders).errors.map(lineOf)[0]).toMatch(
      /^content\/site\.yaml: photoRights\.licenseUrl: #finns-inte finns inte på \/bildlicens; skriv en av /,
    );
  });

  it("is checked as a text page, by its file", () => {
    const errors = checkContent(withPage("om-oss", { title: "Om oss" }), folders).errors.map(
      lineOf,
    );
    expect(errors).toContain("content/pages/om-oss.yaml: description: saknas");
  });

  it("may not take an address of the site's own", () => {
    for (const address of ["portfolio", "redigera", "assets", "404", "index"]) {
      expect(checkContent(withPage(address), folders).errors.map(lineOf)).toEqual([
        `content/pages/${address}.yaml: adressen /${address} är upptagen av sajten själv; byt namn på filen (i redigeraren: ge den nya sidan en annan rubrik)`,
      ]);
    }
  });

  it("has a name that is a whole address: a–z, digits and single dashes", () => {
    expect(textPageNameProblem(textPageFile("om-oss"))).toBeNull();
    expect(textPageNameProblem("home.yaml")).toBeNull();
    for (const name of [
      "",
      ".om-oss",
      "Om oss",
      "om_oss",
      "såhär",
      "-om",
      "om--oss",
      "om-",
      "OM",
    ]) {
      expect(textPageNameProblem(textPageFile(name))?.words, name).toMatch(
        /filens namn blir sidans adress/,
      );
    }
    fc.assert(
      // A file's name has no slash; it may be empty (".yaml") or hidden.
      fc.property(
        fc.string({ maxLength: 12 }).filter((name) => !name.includes("/")),
        (name) => {
          const problem = textPageNameProblem(textPageFile(name));
          // Every name is either taken as it is or refused with a line naming the file.
          if (problem === null) expect(name).toMatch(addressFormat);
          else expect(problem).toMatchObject({ file: `content/pages/${name}.yaml`, path: "" });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
