// @vitest-environment jsdom
// The content rows of docs/hardening.md: every kind of field with an empty, too long or wrongly
// written value, and every placeholder that names no fact, stops the build with a Swedish line
// naming the file and the field (the slips that keep a file from being read are in
// read-yaml.test.ts); text with markup, quotes, emoji and å ä ö is published exactly, escaped
// wherever it lands.

import { join } from "node:path";
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { enquiryAsText } from "#app/components/enquiry-fallback.tsx";
import { type ContentFile, lineOf, type SectionFile, sectionFile } from "#model/files.ts";
import { contentOf, documentsOf, portfolioFolders } from "#model/load.ts";
import { mailtoHref, packageEnquiry } from "#model/mailto.ts";
import { pagePaths } from "#model/pages.ts";
import { facts } from "#model/placeholders.ts";
import { slugify } from "#model/slug.ts";
import { contentErrors } from "#model/validate.ts";
import { renderPageWithText } from "./page-with-text.tsx";

type Mutable = Record<string, unknown>;
type Documents = Record<ContentFile, Mutable>;
type Sections = Record<SectionFile, Mutable | undefined>;

const { emails, home: shippedHome, galleries: shippedGalleries, services, textPages } = contentOf();
const textPage = (address: string) => {
  const page = textPages[address];
  if (!page) throw new Error(`content/pages/${address}.yaml saknas`);
  return page;
};
const bookingTerms = textPage("bokningsvillkor");
const privacyPolicy = textPage("integritetspolicy");
const documents = documentsOf() as Documents;

type Folders = Record<string, string[]>;
type Change = (m: Documents, folders: Folders) => void;
type Row = [what: string, change: Change, error: string | string[]];

const shippedFolders = portfolioFolders(join(import.meta.dirname, "../../content/portfolio"));

/** The shipped content and photo folders with one change, so each row shows one mistake. */
function errorsAfter(change: Change): string[] {
  const copy = structuredClone(documents);
  const folders = structuredClone(shippedFolders);
  change(copy, folders);
  return contentErrors(copy, folders).map(lineOf);
}

const site = (m: Documents) => m["site.yaml"] as Mutable;
const at = (value: unknown, ...path: (string | number)[]) =>
  path.reduce<Mutable>(
    (node, key) => (node as Record<string | number, Mutable>)[key] as Mutable,
    value as Mutable,
  );
const packages = (m: Documents) => m["packages.yaml"].packages as Mutable[];
const home = (m: Documents) => m["home.yaml"] as Mutable;
const section = (m: Documents, key: string) => m[sectionFile(key)] as Mutable;
const photos = (m: Documents, key: string) => section(m, key).photos as Mutable[];
const sectionOrder = (m: Documents) => m["portfolio.yaml"].sections as string[];
const https = "ska vara en webbadress som börjar med https://";
const spaces = "får inte innehålla mellanslag eller osynliga tecken, inte heller före eller efter";
const siteLink =
  "ska vara en sida på sajten, som /bokningsvillkor, eller en webbadress som börjar med https://";
const bookingTermsAnchors = [...bookingTerms.sections.map((section) => section.heading), "Kontakt"]
  .map((heading) => `#${slugify(heading)}`)
  .join(", ");
const price = "ska vara ett pris från 1 kr till 100.000 kr, skrivet som 2.500 kr";
const keys = shippedGalleries.map((gallery) => gallery.key);
const [first = ""] = keys;
const notAKey = (key: string, known: readonly string[] = keys) =>
  `${key} finns inte bland portfolions avsnitt; skriv en av ${[...known].sort().join(", ")}`;
const factList = ((names) => `${names.slice(0, -1).join(", ")} eller ${names.at(-1)}`)(
  Object.keys(facts).map((name) => `{${name}}`),
);
const keyFormat =
  "ska skrivas med små bokstäver a–z, siffror och bindestreck, utan å, ä, ö och mellanslag (till exempel kok)";

// A section that both a service and a teaser photo point to, to be renamed.
const teaserItems = shippedHome.teaser.items;
const renamedIndex = keys.findIndex(
  (key) =>
    services.some((service) => service.portfolio === key) &&
    teaserItems.some((item) => item.portfolio === key),
);
const renamed = keys[renamedIndex] ?? "";
const keysAfterRename = keys.map((key) => (key === renamed ? "okand" : key));
const shippedOrder = (documents["portfolio.yaml"] as { sections: string[] }).sections;
const orderOfRenamed = shippedOrder.indexOf(renamed);
const firstFile = `content/${sectionFile(first)}`;
const firstPhotos = shippedGalleries[0]?.photos.map((photo) => photo.file) ?? [];
const serviceOfRenamed = services.findIndex((service) => service.portfolio === renamed);
const teaserOfRenamed = teaserItems.findIndex((item) => item.portfolio === renamed);

const rows: Row[] = [
  [
    "text: empty",
    (m) => {
      site(m).name = "";
    },
    "content/site.yaml: name: får inte vara tom",
  ],
  [
    "text: only spaces",
    (m) => {
      at(packages(m), 0).title = "   ";
    },
    "content/packages.yaml: packages[0].title: får inte vara tom",
  ],
  [
    "text: a number",
    (m) => {
      site(m).tagline = 42;
    },
    "content/site.yaml: tagline: ska vara text",
  ],
  [
    "text: missing",
    (m) => {
      delete site(m).email;
    },
    "content/site.yaml: email: saknas",
  ],
  [
    "text: description too long for search results",
    (m) => {
      site(m).description = "å".repeat(171);
    },
    "content/site.yaml: description: bör vara högst 170 tecken för att synas helt i sökresultat",
  ],
  [
    "text: title too long",
    (m) => {
      home(m).title = "x".repeat(46);
    },
    "content/home.yaml: title: bör vara högst 45 tecken, så att titeln med sajtens namn syns helt",
  ],
  [
    "text: photographer's name too long",
    (m) => {
      at(site(m), "photoRights").creator = "x".repeat(65);
    },
    "content/site.yaml: photoRights.creator: bör vara högst 64 tecken",
  ],
  [
    "text: a NUL, which the page would carry raw",
    (m) => {
      site(m).tagline = "Fastighets\u0000fotograf";
    },
    "content/site.yaml: tagline: innehåller ett osynligt styrtecken (U+0000) efter 10 tecken; ta bort det",
  ],
  [
    "text: a C1 control character",
    (m) => {
      at(home(m), "hero").pitch = "Bilder\u0085som säljer";
    },
    "content/home.yaml: hero.pitch: innehåller ett osynligt styrtecken (U+0085) efter 6 tecken; ta bort det",
  ],
  [
    "text: a line break inside an e-mail's line",
    (m) => {
      at(m["emails.yaml"], "question").body = ["Hej!\nNamn:"];
    },
    "content/emails.yaml: question.body[0]: innehåller ett osynligt styrtecken (U+000A) efter 4 tecken; ta bort det",
  ],
  [
    "text: half of a surrogate pair, which no link can encode",
    (m) => {
      at(packages(m), 0).title = "Bas \uD83D";
    },
    "content/packages.yaml: packages[0].title: innehåller ett trasigt tecken efter 4 tecken; skriv om det",
  ],
  [
    "text: a 10,000-character alt text, written three times into the page",
    (m) => {
      at(home(m), "hero", "image").alt = "x".repeat(10_000);
    },
    "content/home.yaml: hero.image.alt: bör vara högst 150 tecken; beskriv bilden kort",
  ],
  [
    "text: a portfolio alt text of 151 characters",
    (m) => {
      at(photos(m, first), 0).alt = "å".repeat(151);
    },
    `${firstFile}: photos[0].alt: bör vara högst 150 tecken; beskriv bilden kort`,
  ],
  [
    "link: spaces around it",
    (m) => {
      at(site(m), "social").instagram = " https://www.instagram.com/exempel ";
    },
    `content/site.yaml: social.instagram: ${spaces}`,
  ],
  [
    "link: a tab inside the host, which URL parsers drop",
    (m) => {
      at(site(m), "reviews").widgetUrl = "https://reviews.exam\tple.com/w";
    },
    `content/site.yaml: reviews.widgetUrl: ${spaces}`,
  ],
  [
    "link: javascript:",
    (m) => {
      at(site(m), "social").facebook = "javascript:alert(1)";
    },
    `content/site.yaml: social.facebook: ${https}`,
  ],
  [
    "link: http:",
    (m) => {
      at(site(m), "reviews").widgetUrl = "http://reviews.example.com/w";
    },
    `content/site.yaml: reviews.widgetUrl: ${https}`,
  ],
  [
    "link: no scheme",
    (m) => {
      site(m).url = "www.example.com";
    },
    `content/site.yaml: url: ${https}`,
  ],
  [
    "link: a host without a domain",
    (m) => {
      at(site(m), "photoRights").licenseUrl = "https://localhost/licens";
    },
    `content/site.yaml: photoRights.licenseUrl: ${siteLink}`,
  ],
  [
    "link: data:",
    (m) => {
      at(site(m), "photoRights").acquireLicensePage = "data:text/html,<script>alert(1)</script>";
    },
    `content/site.yaml: photoRights.acquireLicensePage: ${siteLink}`,
  ],
  [
    "link: another host written as a path, //evil.example",
    (m) => {
      at(site(m), "photoRights").licenseUrl = "//evil.example/licens";
    },
    `content/site.yaml: photoRights.licenseUrl: ${siteLink}`,
  ],
  [
    "link: a page the site does not have, the old default /bildlicens",
    (m) => {
      at(site(m), "photoRights").licenseUrl = "/bildlicens";
    },
    `content/site.yaml: photoRights.licenseUrl: sidan /bildlicens finns inte; skriv en av ${pagePaths(Object.keys(textPages)).join(", ")}`,
  ],
  [
    "link: a heading the booking terms do not have",
    (m) => {
      at(site(m), "photoRights").licenseUrl = "/bokningsvillkor#bildlicens";
    },
    `content/site.yaml: photoRights.licenseUrl: #bildlicens finns inte på /bokningsvillkor; skriv en av ${bookingTermsAnchors}`,
  ],
  [
    "link: a portfolio section that does not exist",
    (m) => {
      at(site(m), "photoRights").acquireLicensePage = "/portfolio#okand";
    },
    `content/site.yaml: photoRights.acquireLicensePage: #okand finns inte på /portfolio; skriv en av ${keys.map((key) => `#${key}`).join(", ")}`,
  ],
  [
    "e-mail: empty",
    (m) => {
      site(m).email = "";
    },
    "content/site.yaml: email: är inte en giltig e-postadress",
  ],
  [
    "e-mail: with a mailto query",
    (m) => {
      site(m).email = "hej@example.com?subject=x";
    },
    "content/site.yaml: email: är inte en giltig e-postadress",
  ],
  [
    "phone: without a dash",
    (m) => {
      site(m).phone = "0701740650";
    },
    "content/site.yaml: phone: ska skrivas som 070-123 45 67",
  ],
  [
    "phone: markup",
    (m) => {
      site(m).phone = "070-<b>174</b>";
    },
    "content/site.yaml: phone: ska skrivas som 070-123 45 67",
  ],
  [
    "phone: 070- and spaces, which would call +4670",
    (m) => {
      site(m).phone = "070-      ";
    },
    "content/site.yaml: phone: ska skrivas som 070-123 45 67",
  ],
  [
    "phone: too few digits",
    (m) => {
      site(m).phone = "070-12 34";
    },
    "content/site.yaml: phone: ska skrivas som 070-123 45 67",
  ],
  [
    "postal code: without its space",
    (m) => {
      at(site(m), "address").postalCode = "11122";
    },
    "content/site.yaml: address.postalCode: ska skrivas som 123 45",
  ],
  [
    "address: no town",
    (m) => {
      delete at(site(m), "address").locality;
    },
    "content/site.yaml: address.locality: saknas",
  ],
  [
    "organisation number: no dash",
    (m) => {
      site(m).organisationNumber = "5566778899";
    },
    "content/site.yaml: organisationNumber: ska vara ett organisationsnummer som 556677-8899",
  ],
  [
    "hours: above 24",
    (m) => {
      at(site(m), "phoneHours", "weekdays").closes = 25;
    },
    "content/site.yaml: phoneHours.weekdays.closes: ska vara högst 24",
  ],
  [
    "hours: not whole",
    (m) => {
      at(site(m), "phoneHours", "weekends").opens = 9.5;
    },
    "content/site.yaml: phoneHours.weekends.opens: ska vara ett heltal",
  ],
  [
    "number: zero",
    (m) => {
      (m["terms.yaml"] as Mutable).deliveryHours = 0;
    },
    "content/terms.yaml: deliveryHours: ska vara större än 0",
  ],
  [
    "number: written as text",
    (m) => {
      (m["terms.yaml"] as Mutable).lateCancellationFee = "800 kr";
    },
    "content/terms.yaml: lateCancellationFee: ska vara ett tal",
  ],
  [
    "price: no thousands dot",
    (m) => {
      at(packages(m), 1).price = "3500 kr";
    },
    `content/packages.yaml: packages[1].price: ${price}`,
  ],
  [
    "price: empty",
    (m) => {
      at(packages(m), 2).price = "";
    },
    `content/packages.yaml: packages[2].price: ${price}`,
  ],
  [
    "price: 0 kr, which would be published as a free Offer",
    (m) => {
      at(packages(m), 0).price = "0 kr";
    },
    `content/packages.yaml: packages[0].price: ${price}`,
  ],
  [
    "price: 999.999.999 kr",
    (m) => {
      at(packages(m), 1).price = "999.999.999 kr";
    },
    `content/packages.yaml: packages[1].price: ${price}`,
  ],
  [
    "price: a leading zero",
    (m) => {
      at(packages(m), 2).price = "0.500 kr";
    },
    `content/packages.yaml: packages[2].price: ${price}`,
  ],
  [
    "choice: unknown icon",
    (m) => {
      at(packages(m), 0).icon = "star";
    },
    "content/packages.yaml: packages[0].icon: ska vara camera, drone eller film",
  ],
  [
    "yes/no: text",
    (m) => {
      at(packages(m), 0).isPopular = "ja";
    },
    "content/packages.yaml: packages[0].isPopular: ska vara true eller false",
  ],
  [
    "list: empty",
    (m) => {
      m["packages.yaml"].packages = [];
    },
    "content/packages.yaml: packages: ange minst ett paket",
  ],
  [
    "list: no features",
    (m) => {
      at(packages(m), 0).features = [];
    },
    "content/packages.yaml: packages[0].features: ange minst en punkt",
  ],
  [
    "list: five teaser photos",
    (m) => {
      (at(home(m), "teaser").items as unknown[]).pop();
    },
    "content/home.yaml: teaser.items: ska ha exakt 6 bilder",
  ],
  [
    "date: Swedish order",
    (m) => {
      (m["pages/bokningsvillkor.yaml"] as Mutable).updated = "23/11/2026";
    },
    "content/pages/bokningsvillkor.yaml: updated: ska vara ett datum som 2026-11-23",
  ],
  [
    "section heading: no letter a–z or digit, so no address (found by the generated inputs)",
    (m) => {
      at(m["pages/integritetspolicy.yaml"], "sections", 0).heading = "¡ 🙂 !";
    },
    "content/pages/integritetspolicy.yaml: sections[0].heading: ger ingen adress för länkar till avsnittet; skriv rubriken med minst en bokstav a–z eller en siffra",
  ],
  [
    "section heading: the address of another heading, or of the contact box",
    (m) => {
      const sections = at(m["pages/integritetspolicy.yaml"], "sections") as unknown as Mutable[];
      (sections[1] as Mutable).heading = ` ${String((sections[0] as Mutable).heading)}!`;
      (sections[2] as Mutable).heading = "Kontakt";
    },
    [
      `content/pages/integritetspolicy.yaml: sections[1].heading: ger samma adress (#${slugify(privacyPolicy.sections[0]?.heading ?? "")}) som sections[0].heading; skriv en rubrik som skiljer sig`,
      "content/pages/integritetspolicy.yaml: sections[2].heading: ger samma adress (#kontakt) som sidans kontaktruta; skriv en rubrik som skiljer sig",
    ],
  ],
  [
    "image file: outside content/images",
    (m) => {
      at(home(m), "hero", "image").file = "../hemligt.jpg";
    },
    "content/home.yaml: hero.image.file: ska vara ett filnamn i content/images/, till exempel hero.jpg",
  ],
  [
    "section key: unknown in a service",
    (m) => {
      at(m["services.yaml"].services, 0).portfolio = "okand";
    },
    `content/services.yaml: services[0].portfolio: ${notAKey("okand")}`,
  ],
  [
    "section key: unknown in a teaser",
    (m) => {
      at(home(m), "teaser", "items", 0).portfolio = "okand";
    },
    `content/home.yaml: teaser.items[0].portfolio: ${notAKey("okand")}`,
  ],
  [
    "section key: unknown in the print section's link",
    (m) => {
      at(home(m), "print").portfolio = "okand";
    },
    `content/home.yaml: print.portfolio: ${notAKey("okand")}`,
  ],
  [
    "section key: markup in a teaser",
    (m) => {
      at(home(m), "teaser", "items", 0).portfolio = "<script>";
    },
    `content/home.yaml: teaser.items[0].portfolio: ${keyFormat}`,
  ],
  [
    "section key: with å and a space, which no address can carry",
    (m) => {
      section(m, first).key = "kök och bad";
    },
    `${firstFile}: key: ${keyFormat}`,
  ],
  [
    "section key: not its folder's name",
    (m) => {
      section(m, first).key = "okand";
    },
    `${firstFile}: key: ska vara mappens namn, ${first}, eftersom avsnittet ligger i content/portfolio/${first}/`,
  ],
  [
    "section folder: renamed, still named by a service, a teaser and the page's order",
    (m, folders) => {
      const sections = m as unknown as Sections;
      sections[sectionFile("okand")] = { ...section(m, renamed), key: "okand" };
      delete sections[sectionFile(renamed)];
      folders.okand = folders[renamed] ?? [];
      delete folders[renamed];
    },
    [
      `content/services.yaml: services[${serviceOfRenamed}].portfolio: ${notAKey(renamed, keysAfterRename)}`,
      `content/home.yaml: teaser.items[${teaserOfRenamed}].portfolio: ${notAKey(renamed, keysAfterRename)}`,
      `content/portfolio.yaml: sections[${orderOfRenamed}]: ${notAKey(renamed, keysAfterRename)}`,
    ],
  ],
  [
    "section order: a key with no section",
    (m) => {
      sectionOrder(m).push("utan-avsnitt");
    },
    `content/portfolio.yaml: sections[${shippedOrder.length}]: ${notAKey("utan-avsnitt")}`,
  ],
  [
    "section order: a section twice",
    (m) => {
      sectionOrder(m).push(first);
    },
    `content/portfolio.yaml: sections[${shippedOrder.length}]: ${first} står redan i listan; varje avsnitt visas en gång`,
  ],
  [
    "section: a photo that is not in its folder",
    (m) => {
      photos(m, first).push({ file: "saknas.jpg" });
    },
    `${firstFile}: photos[${firstPhotos.length}].file: content/portfolio/${first}/saknas.jpg finns inte; ladda upp bilden eller ta bort raden`,
  ],
  [
    "section: a photo listed twice",
    (m) => {
      photos(m, first).push({ file: firstPhotos[0] });
    },
    `${firstFile}: photos[${firstPhotos.length}].file: ${firstPhotos[0]} står redan i listan; varje bild visas en gång`,
  ],
  [
    "section: a styled photo whose before photo is not in the section",
    (m) => {
      at(photos(m, first), 1).before = "saknas.jpg";
    },
    `${firstFile}: photos[1].before: saknas.jpg finns inte bland avsnittets bilder; välj en av ${firstPhotos.join(", ")}`,
  ],
  [
    "section: a photo styled from itself",
    (m) => {
      at(photos(m, first), 1).before = firstPhotos[1];
    },
    `${firstFile}: photos[1].before: ska vara en annan bild än den stylade`,
  ],
  [
    "section: two styled photos from one before photo",
    (m) => {
      at(photos(m, first), 1).before = firstPhotos[0];
      at(photos(m, first), 2).before = firstPhotos[0];
    },
    `${firstFile}: photos[2].before: ${firstPhotos[0]} är redan före-bild till bild 2`,
  ],
  [
    "section: a before photo that is itself styled",
    (m) => {
      at(photos(m, first), 1).before = firstPhotos[0];
      at(photos(m, first), 2).before = firstPhotos[1];
    },
    `${firstFile}: photos[2].before: ${firstPhotos[1]} är själv en stylad bild; välj bilden före stylingen`,
  ],
  [
    "section: unknown fit",
    (m) => {
      section(m, first).fit = "stretch";
    },
    `${firstFile}: fit: ska vara cover eller contain`,
  ],
  [
    "section: no list of photos",
    (m) => {
      delete section(m, first).photos;
    },
    `${firstFile}: photos: saknas`,
  ],
  [
    "placeholder: one that names no fact",
    (m) => {
      at(home(m), "hero").pitch = "Bilder inom {leverenstid} timmar.";
    },
    `content/home.yaml: hero.pitch: {leverenstid} finns inte; skriv en av ${factList}`,
  ],
  [
    "placeholder: in a fact that other texts take",
    (m) => {
      site(m).name = "{företagsnamn} Foto";
    },
    "content/site.yaml: name: andra texter hämtar det här värdet, så det kan inte självt innehålla {företagsnamn}; skriv ut det",
  ],
  [
    'text: a line ending in ":" without quotes, read as name: value',
    (m) => {
      at(packages(m), 0).features = [{ Planritning: null }];
    },
    'content/packages.yaml: packages[0].features[0]: ska vara text – står det ett kolon (:) i texten? Skriv då texten inom citattecken, "så här"',
  ],
];

describe("content that stops the build", () => {
  it.each(rows)("%s", (_what, change, error) => {
    expect(errorsAfter(change)).toEqual(typeof error === "string" ? [error] : error);
  });
});

describe("an e-mail too long for its link", () => {
  /** The errors after adding `line` to the end of one e-mail's body. */
  const withLine = (name: string, line: string) =>
    errorsAfter((m) => {
      const template = at(m["emails.yaml"], name);
      template.body = [...(template.body as unknown as string[]), line];
    });
  const excessIn = (error = "") => Number(error.match(/blir (\d+) tecken/)?.[1]);

  it("stops the build, saying by how much", () => {
    const [error, ...rest] = withLine("question", "x".repeat(2000));
    expect(rest).toEqual([]);
    expect(error).toMatch(
      /^content\/emails\.yaml: question: blir \d+ tecken för långt för en e-postlänk; korta texten$/,
    );
    const [longer] = withLine("question", "x".repeat(2010));
    expect(excessIn(longer) - excessIn(error)).toBe(10);
  });

  it("measures a package enquiry with every add-on chosen", () => {
    expect(withLine("packageEnquiry", "x".repeat(2000))).toEqual([
      expect.stringMatching(
        /^content\/emails\.yaml: packageEnquiry: blir \d+ tecken för långt för en e-postlänk med alla tillval valda; korta texten$/,
      ),
    ]);
  });

  it("names the package, the add-ons or the price note that make a package enquiry too long", () => {
    const excess =
      "gör intresseanmälan \\d+ tecken för lång för en e-postlänk med alla tillval valda";
    expect(
      errorsAfter((m) => {
        at(packages(m), 1).title = "Premium ".repeat(300);
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/packages\\.yaml: packages\\[1\\]: ${excess}; korta paketets namn eller innehåll$`,
        ),
      ),
    ]);
    expect(
      errorsAfter((m) => {
        (m["packages.yaml"].addOns as string[]).push("Skymningsbilder ".repeat(150));
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^content/packages\\.yaml: addOns: ${excess}; korta tillvalen$`),
      ),
    ]);
    expect(
      errorsAfter((m) => {
        m["packages.yaml"].priceNote = "inkl. moms ".repeat(200);
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^content/packages\\.yaml: priceNote: ${excess}; korta texten$`),
      ),
    ]);
  });
});

/** Everything awkward at once: markup, a closing script tag, quotes, an ampersand, emoji, å ä ö. */
const awkward = `Bas <b>&</b> "Dröm" 'hus' </script><script>alert(1)</script> 📷 åäö ÅÄÖ`;

describe("awkward text that is published exactly", () => {
  afterEach(cleanup);

  it("is accepted in every text field it is put in", () => {
    expect(
      errorsAfter((m) => {
        site(m).name = awkward;
        at(site(m), "photoRights").creditText = awkward;
        at(packages(m), 0).title = awkward;
        at(packages(m), 0).features = [awkward];
        m["packages.yaml"].addOns = [awkward];
        section(m, first).title = awkward;
      }),
    ).toEqual([]);
  });

  it("comes back exactly from the enquiry's mailto link, decoded per RFC 6068, and from the copy", () => {
    const enquiry = packageEnquiry(
      "hej@example.com",
      emails.packageEnquiry,
      { title: awkward, priceText: "2.500 kr", features: [awkward, "å & ö"] },
      [awkward],
    );
    const mailto = mailtoHref(enquiry);
    // encodeURIComponent leaves ' as it is: a sub-delimiter RFC 6068 allows, harmless in href="".
    expect(mailto).not.toMatch(/[<>" ]/);
    // URL's decoder, which knows nothing of ours, reads it back.
    const query = new URLSearchParams(mailto.slice(mailto.indexOf("?") + 1));
    const subject = query.get("subject");
    const body = query.get("body") ?? "";
    expect(subject).toBe(emails.packageEnquiry.subject.replace("{paket}", awkward));
    expect(body.split("\r\n")).toEqual(
      expect.arrayContaining([
        ...emails.packageEnquiry.body
          .filter((line) => line.includes("{paket}"))
          .map((line) => line.replaceAll("{paket}", awkward)),
        `1. ${awkward}`,
        "2. å & ö",
        `- ${awkward}`,
      ]),
    );
    expect(body).toBe(enquiry.body);
    expect(enquiryAsText(enquiry)).toContain(`Ämne: ${subject}\n`);
  });

  it("is escaped in the page's HTML and JSON-LD, and parses back exactly", async () => {
    const { container, findByRole } = renderPageWithText(awkward);
    expect((await findByRole("heading", { level: 1 })).textContent).toBe(awkward);
    const html = container.innerHTML;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>");
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toMatch(/<\/script|<b>|&/);
    const ld = JSON.parse(script?.textContent ?? "{}") as {
      name: string;
      makesOffer: { name: string }[];
    };
    expect(ld.name).toBe(awkward);
    expect(ld.makesOffer[0]?.name).toBe(awkward);
    // React puts <meta> into the document's head, wherever it is rendered.
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      awkward,
    );
    expect(document.head.innerHTML).not.toContain("<script>alert(1)");
  });
});
