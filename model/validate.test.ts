import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  addressOfTextPageFile,
  type ContentFile,
  contentFiles,
  formatFieldPath,
  keyOfSectionFile,
  lineOf,
} from "./files.ts";
import { documentsOf, portfolioFolders } from "./load.ts";
import { facts } from "./placeholders.ts";
import { termsSchema } from "./schema.ts";
import { checkContent, contentErrors as errorsWith } from "./validate.ts";

type Documents = Record<ContentFile, Mutable>;

const documents = documentsOf() as Documents;
const folders = portfolioFolders(join(import.meta.dirname, "../content/portfolio"));
/** The check's problems as the build prints them. */
const contentErrors = (changed: Documents) => errorsWith(changed, folders).map(lineOf);

/** The real content with one value replaced, so each test shows exactly one mistake. */
function withChange(change: (documents: Documents) => void): Documents {
  const copy = structuredClone(documents);
  change(copy);
  return copy;
}

type Mutable = Record<string, unknown>;
const siteOf = (m: Documents) => m["site.yaml"] as Mutable;
const packagesOf = (m: Documents) => m["packages.yaml"].packages as Mutable[];

describe("contentErrors", () => {
  it("accepts the shipped content", () => {
    expect(contentErrors(documents)).toEqual([]);
  });

  it("takes an optional field the editor left blank ('' or null) as not given", () => {
    const changed = withChange((m) => {
      const address = siteOf(m).address as Mutable;
      address.street = "";
      address.postalCode = null;
      ((m["services.yaml"].services as Mutable[])[0] as Mutable).portfolio = "";
    });
    const checked = checkContent(changed, folders);
    // No content, even with no errors, would leave the fields below unread: that must fail.
    if (!("content" in checked)) {
      throw new Error(
        `the check gave no content; its errors: [${checked.errors.map(lineOf).join("; ")}]`,
      );
    }
    expect(checked.content.site.address.street).toBeUndefined();
    expect(checked.content.site.address.postalCode).toBeUndefined();
    expect(checked.content.services[0]?.portfolio).toBeUndefined();
  });

  it("names an empty package title", () => {
    const modules = withChange((m) => {
      (packagesOf(m)[0] as Mutable).title = "  ";
    });
    expect(contentErrors(modules)).toEqual([
      "content/packages.yaml: packages[0].title: får inte vara tom",
    ]);
  });

  it("names a package description too long for its card", () => {
    const modules = withChange((m) => {
      (packagesOf(m)[2] as Mutable).description = "Ett långt paket. ".repeat(10);
    });
    expect(contentErrors(modules)).toEqual([
      "content/packages.yaml: packages[2].description: bör vara högst 160 tecken: en mening som ryms på paketets kort",
    ]);
  });

  it("names a malformed price", () => {
    const modules = withChange((m) => {
      (packagesOf(m)[1] as Mutable).price = "3500:-";
    });
    expect(contentErrors(modules)).toEqual([
      "content/packages.yaml: packages[1].price: ska vara ett pris från 1 kr till 100.000 kr, skrivet som 2.500 kr",
    ]);
  });

  it("names a social link that is not https", () => {
    const modules = withChange((m) => {
      (siteOf(m).social as Mutable).instagram = "http://instagram.com/example";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.yaml: social.instagram: ska vara en webbadress som börjar med https://",
    ]);
  });

  it("names a photo licence page that is a script, plain http, or another site written as a path", () => {
    for (const [field, value] of [
      ["licenseUrl", "javascript:alert(1)"],
      ["acquireLicensePage", "http://www.example.com/#contact"],
      // A browser reads /\ as //: another site's address, which the site's own pages would link to.
      ["licenseUrl", "/\\evil.example/#contact"],
      ["acquireLicensePage", "/bokningsvillkor\\..\\..\\evil"],
    ] as const) {
      const modules = withChange((m) => {
        (siteOf(m).photoRights as Mutable)[field] = value;
      });
      expect(contentErrors(modules)).toEqual([
        `content/site.yaml: photoRights.${field}: ska vara en sida på sajten, som /bokningsvillkor, eller en webbadress som börjar med https://`,
      ]);
    }
  });

  it("names a photographer left out of the photo rights", () => {
    const modules = withChange((m) => {
      (siteOf(m).photoRights as Mutable).creator = "";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.yaml: photoRights.creator: får inte vara tom",
    ]);
  });

  it("names a malformed e-mail address", () => {
    const modules = withChange((m) => {
      siteOf(m).email = "hej(at)example.com";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.yaml: email: är inte en giltig e-postadress",
    ]);
  });

  it("names a malformed phone number", () => {
    const modules = withChange((m) => {
      siteOf(m).phone = "+46701740650";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.yaml: phone: ska skrivas som 070-123 45 67",
    ]);
  });

  it("names a missing required field", () => {
    const modules = withChange((m) => {
      delete siteOf(m).companyName;
    });
    expect(contentErrors(modules)).toEqual(["content/site.yaml: companyName: saknas"]);
  });

  it("names a text page paragraph left empty", () => {
    const modules = withChange((m) => {
      const page = m["pages/bokningsvillkor.yaml"] as unknown as {
        sections: { blocks: unknown[] }[];
      };
      (page.sections[1] as { blocks: unknown[] }).blocks[0] = { type: "paragraph", text: "" };
    });
    expect(contentErrors(modules)).toEqual([
      "content/pages/bokningsvillkor.yaml: sections[1].blocks[0].text: får inte vara tom",
    ]);
  });

  it("names a text page block that is neither a paragraph nor a list", () => {
    const modules = withChange((m) => {
      const page = m["pages/integritetspolicy.yaml"] as unknown as { intro: unknown[] };
      page.intro[0] = "Ett stycke utan type";
    });
    expect(contentErrors(modules)).toEqual([
      "content/pages/integritetspolicy.yaml: intro[0]: ska vara ett stycke (type: paragraph, text: …) eller en punktlista (type: list, items: …)",
    ]);
  });

  it("names opening hours that close before they open", () => {
    const modules = withChange((m) => {
      (siteOf(m).phoneHours as { weekends: Mutable }).weekends.closes = 9;
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.yaml: phoneHours.weekends: opens ska vara före closes",
    ]);
  });
});

describe("a value written as name: value", () => {
  it("where a number belongs, is named by the schema alone, without the hint about a text's colon", () => {
    const modules = withChange((m) => {
      (m["terms.yaml"] as Mutable).deliveryHours = { "24": "timmar" };
    });
    const terms = documents["terms.yaml"] as Mutable;
    const issue = termsSchema.safeParse({ ...terms, deliveryHours: { "24": "timmar" } }).error
      ?.issues[0];
    expect(contentErrors(modules)).toEqual([
      `content/terms.yaml: deliveryHours: ${issue?.message}`,
    ]);
  });
});

describe("the text pages", () => {
  it("come in address order, however the files were read", () => {
    const pages = Object.keys(documents).filter((file) => addressOfTextPageFile(file) !== null);
    const fixed = Object.keys(documents).filter((file) => !pages.includes(file));
    const readBackwards = Object.fromEntries(
      [...fixed, ...pages.toReversed()].map((file) => [file, documents[file as ContentFile]]),
    ) as Documents;
    const checked = checkContent(readBackwards, folders);
    if (!("content" in checked)) throw new Error(checked.errors.map(lineOf).join("\n"));
    expect(Object.keys(checked.content.textPages)).toEqual(
      pages.map((file) => addressOfTextPageFile(file)).sort(),
    );
  });
});

describe("the e-mails", () => {
  type Template = { subject: string; body: string[] };
  const emailsOf = (m: Documents) => m["emails.yaml"] as unknown as Record<string, Template>;
  const factsList = Object.keys(facts).map((name) => `{${name}}`);

  it("name a placeholder that is neither a fact nor filled in by the e-mail", () => {
    const modules = withChange((m) => {
      (emailsOf(m).packageEnquiry as Template).body[0] = "Hej {kund}!";
      (emailsOf(m).question as Template).subject = "Fråga om {paket}";
    });
    expect(contentErrors(modules)).toEqual([
      `content/emails.yaml: packageEnquiry.body[0]: {kund} finns inte; skriv en av ${factsList.join(", ")}, {paket}, {pris}, {innehåll} eller {tillval}`,
      `content/emails.yaml: question.subject: {paket} finns inte; skriv en av ${factsList.slice(0, -1).join(", ")} eller ${factsList.at(-1)}`,
    ]);
  });

  it("fill in the facts they name", () => {
    const modules = withChange((m) => {
      (emailsOf(m).question as Template).subject = "Fråga till {namn} om {leveranstid} timmar";
    });
    expect(contentErrors(modules)).toEqual([]);
  });

  it("name a list that does not stand alone on its line", () => {
    const modules = withChange((m) => {
      const { body } = emailsOf(m).packageEnquiry as Template;
      body[body.indexOf("{tillval}")] = "Tillval: {tillval}";
    });
    const line = emailsOf(withChange(() => {})).packageEnquiry?.body.indexOf("{tillval}");
    expect(contentErrors(modules)).toEqual([
      `content/emails.yaml: packageEnquiry.body[${line}]: {tillval} blir en lista och ska stå ensam på en egen rad i body`,
    ]);
  });
});

describe("the table of content files", () => {
  it("lists every data file in content/, so none goes unchecked", () => {
    const files = readdirSync(join(import.meta.dirname, "..", "content"), {
      recursive: true,
      encoding: "utf8",
    }).filter((file) => /\.ya?ml$/.test(file));
    const inFolders = (file: string) =>
      keyOfSectionFile(file) !== null || addressOfTextPageFile(file) !== null;
    expect(files.filter((file) => !inFolders(file)).sort()).toEqual(
      Object.keys(contentFiles).sort(),
    );
    expect(files.sort()).toEqual(Object.keys(documentsOf()).sort());
  });

  it("names a list or text a file no longer has", () => {
    const modules = withChange((m) => {
      delete m["packages.yaml"].priceNote;
    });
    expect(contentErrors(modules)).toEqual(["content/packages.yaml: priceNote: saknas"]);
  });

  it("names a file that is empty", () => {
    const modules = withChange((m) => {
      (m as Record<ContentFile, unknown>)["terms.yaml"] = null;
    });
    expect(contentErrors(modules)).toEqual([
      "content/terms.yaml: filen ska bestå av namn med värden, ett per rad, som name: värde – nu är den tom eller något annat",
    ]);
  });
});

describe("formatFieldPath", () => {
  it("writes indexes in brackets and keys with dots", () => {
    expect(formatFieldPath(["packages", 1, "features", 0])).toBe("packages[1].features[0]");
    expect(formatFieldPath(["hero", "image", "alt"])).toBe("hero.image.alt");
  });
});
