// The facts written once (docs/hardening.md): a text in content/ that names a fact by its
// placeholder gets the fact's value; one that names no fact, a blank optional fact, or a fact
// that names another, is stopped with its file and field. Small documents written here, so each
// test shows one rule; the shipped content is checked whole by validate.test.ts.
import { describe, expect, it } from "vitest";
import type { ContentDocuments } from "./files.ts";
import { lineOf } from "./files.ts";
import { facts, fillPlaceholders } from "./placeholders.ts";

type Site = {
  name?: unknown;
  companyName?: unknown;
  reviews?: unknown;
  photoRights?: unknown;
};

/** Every fixed file, with a site.yaml and texts as `site` and `texts` say. */
function documentsWith(
  site: Site,
  texts: Partial<Record<Exclude<keyof ContentDocuments, "site.yaml">, unknown>> = {},
): ContentDocuments {
  return {
    "site.yaml": site,
    "terms.yaml": {
      deliveryHours: 24,
      freeCancellationHours: 12,
      lateCancellationFee: 950,
      invoiceRetentionYears: 7,
    },
    "services.yaml": {},
    "packages.yaml": {},
    "home.yaml": {},
    "emails.yaml": {},
    "portfolio.yaml": {},
    ...texts,
  };
}

const site = {
  name: "Exempel Foto",
  companyName: "Exempel Foto AB",
  reviews: { provider: "Omdömessajten" },
  photoRights: { creditText: "Foto: Exempel" },
} satisfies Site;

/** "{a}, {b} eller {c}", written here from the table of facts, as the owner reads it. */
const everyFact = ((names: string[]) => `${names.slice(0, -1).join(", ")} eller ${names.at(-1)}`)(
  Object.keys(facts).map((name) => `{${name}}`),
);

/** The line for a text in home.yaml, at `field`, that names the reviews service left blank. */
const blankReviews = (field: string) =>
  `content/home.yaml: ${field}: {omdömestjänst} är tom (content/site.yaml: reviews.provider); fyll i den där, eller skriv om texten utan {omdömestjänst}`;

describe("a text that names a fact", () => {
  it("gets the fact's value from site.yaml", () => {
    const { documents, errors } = fillPlaceholders(
      documentsWith(site, { "home.yaml": { about: { text: "Vi är {företagsnamn}." } } }),
    );
    expect(errors.map(lineOf)).toEqual([]);
    expect(documents["home.yaml"]).toEqual({ about: { text: "Vi är Exempel Foto AB." } });
  });

  it("gets a number from terms.yaml as it is written", () => {
    const { documents } = fillPlaceholders(
      documentsWith(site, { "home.yaml": { claims: ["Inom {leveranstid} timmar"] } }),
    );
    expect(documents["home.yaml"]).toEqual({ claims: ["Inom 24 timmar"] });
  });

  it("in another file, under the same name as a fact's own field, is filled in", () => {
    const { documents, errors } = fillPlaceholders(
      documentsWith(site, { "home.yaml": { name: "Hej från {namn}" } }),
    );
    expect(errors.map(lineOf)).toEqual([]);
    expect(documents["home.yaml"]).toEqual({ name: "Hej från Exempel Foto" });
  });
});

describe("a fact's own value", () => {
  it("may not name one placeholder", () => {
    const { errors } = fillPlaceholders(documentsWith({ ...site, name: "Foto {företagsnamn}" }));
    expect(errors.map(lineOf)).toEqual([
      "content/site.yaml: name: andra texter hämtar det här värdet, så det kan inte självt innehålla {företagsnamn}; skriv ut det",
    ]);
  });

  it("may not name placeholders in a field two levels down", () => {
    const { errors } = fillPlaceholders(
      documentsWith({ ...site, photoRights: { creditText: "Foto: {namn} och {företagsnamn}" } }),
    );
    expect(errors.map(lineOf)).toEqual([
      "content/site.yaml: photoRights.creditText: andra texter hämtar det här värdet, så det kan inte självt innehålla {namn} eller {företagsnamn}; skriv ut det",
    ]);
  });

  it("when written as spaces alone, leaves the placeholder for its own file's check", () => {
    const { documents, errors } = fillPlaceholders(
      documentsWith(
        { ...site, reviews: { provider: "   " } },
        { "home.yaml": { text: "Omdömen från {omdömestjänst}" } },
      ),
    );
    expect(errors.map(lineOf)).toEqual([]);
    expect(documents["home.yaml"]).toEqual({ text: "Omdömen från {omdömestjänst}" });
  });

  it("when written as something other than a text, leaves the placeholder for its own file's check", () => {
    const { documents, errors } = fillPlaceholders(
      documentsWith(
        { ...site, reviews: { provider: ["Omdömessajten"] } },
        { "home.yaml": { text: "Omdömen från {omdömestjänst}" } },
      ),
    );
    expect(errors.map(lineOf)).toEqual([]);
    expect(documents["home.yaml"]).toEqual({ text: "Omdömen från {omdömestjänst}" });
  });
});

describe("a text that names the reviews service the business does not have", () => {
  it.each([
    ["left out", {}],
    ["emptied", { provider: "" }],
    ["emptied in the editor (null)", { provider: null }],
  ])("is stopped, naming both places, when the service is %s", (_how, reviews) => {
    const { errors } = fillPlaceholders(
      documentsWith({ ...site, reviews }, { "home.yaml": { about: { text: "{omdömestjänst}" } } }),
    );
    expect(errors.map(lineOf)).toEqual([blankReviews("about.text")]);
  });

  it("is stopped, naming both places, when the whole reviews group is emptied", () => {
    const { errors } = fillPlaceholders(
      documentsWith(
        { ...site, reviews: null },
        { "home.yaml": { items: ["Betyg hos {omdömestjänst}"] } },
      ),
    );
    expect(errors.map(lineOf)).toEqual([blankReviews("items[0]")]);
  });

  it("keeps its placeholder rather than the word undefined", () => {
    const { documents } = fillPlaceholders(
      documentsWith(
        { ...site, reviews: {} },
        { "home.yaml": { text: "Betyg hos {omdömestjänst}" } },
      ),
    );
    expect(documents["home.yaml"]).toEqual({ text: "Betyg hos {omdömestjänst}" });
  });
});

describe("a placeholder that names no fact", () => {
  it("is stopped with the facts there are", () => {
    const { errors } = fillPlaceholders(
      documentsWith(site, { "home.yaml": { hero: { pitch: "Hej {kund}" } } }),
    );
    expect(errors.map(lineOf)).toEqual([
      `content/home.yaml: hero.pitch: {kund} finns inte; skriv en av ${everyFact}`,
    ]);
  });

  it("is stopped outside the package enquiry even when the enquiry fills it in", () => {
    const { errors } = fillPlaceholders(
      documentsWith(site, { "home.yaml": { hero: { pitch: "Boka {paket}" } } }),
    );
    expect(errors.map(lineOf)).toEqual([
      `content/home.yaml: hero.pitch: {paket} finns inte; skriv en av ${everyFact}`,
    ]);
  });

  it("is stopped in another file's field of the package enquiry's name", () => {
    const { errors } = fillPlaceholders(
      documentsWith(site, { "home.yaml": { packageEnquiry: "Boka {paket}" } }),
    );
    expect(errors.map(lineOf)).toEqual([
      `content/home.yaml: packageEnquiry: {paket} finns inte; skriv en av ${everyFact}`,
    ]);
  });
});
