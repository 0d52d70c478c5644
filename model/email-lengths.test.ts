// The package enquiry at its longest must fit in a mailto link (1800 characters); what makes it
// too long is named where the owner can shorten it. Here a template that, with no package named,
// no price note and no add-on, makes a link of exactly 1800 characters: the e-mail itself fits,
// so only what a package adds can be too long.
import { describe, expect, it } from "vitest";
import { emailLengthErrors } from "./email-lengths.ts";
import type { Content } from "./files.ts";
import { lineOf } from "./files.ts";
import { contentOf } from "./load.ts";

const shipped = contentOf();
const email = "hej@example.com";

// The link of the template below with the package's name and contents empty, the price "1 kr"
// and no price note, and no add-on chosen, encoded as RFC 6068 asks, written out by hand.
const around = `mailto:${email}?subject=&body=1%20kr%20%0D%0A-%20Inga%0D%0A`;
const filler = "x".repeat(1800 - around.length);

/** The shipped content with the template above and one package, as `pkg` says. */
function contentWith(pkg: { title: string; features: string[] }): Content {
  const template = { subject: "{paket}", body: ["{pris}", "{innehåll}", "{tillval}", filler] };
  return {
    ...shipped,
    site: { ...shipped.site, email },
    emails: { ...shipped.emails, packageEnquiry: template },
    packages: [{ ...(shipped.packages[0] as Content["packages"][number]), price: "1 kr", ...pkg }],
    priceNote: "",
    addOns: [],
  };
}

describe("a package enquiry at the limit of a mailto link", () => {
  it("is taken when the package adds nothing to it", () => {
    expect(emailLengthErrors(contentWith({ title: "", features: [] })).map(lineOf)).toEqual([]);
  });

  it("names the package by what its name and contents add", () => {
    // "Bas" in the subject, and the line "1. Ett" encoded: 1.%20Ett%0D%0A.
    const added = "Bas".length + "1.%20Ett%0D%0A".length;
    expect(emailLengthErrors(contentWith({ title: "Bas", features: ["Ett"] })).map(lineOf)).toEqual(
      [
        `content/packages.yaml: packages[0]: gör intresseanmälan ${added} tecken för lång för en e-postlänk med alla tillval valda; korta paketets namn eller innehåll`,
      ],
    );
  });
});
