// @vitest-environment jsdom
// What a real business may not have (a profile on each network, a reviews service, an
// organisation number, a street address, each figure at the top of the start page), in every
// combination of given and left blank, generated: the content check takes it, the pages show
// exactly what is given (no dead link, no empty label, no widget), the JSON-LD names only what
// is given, and the placeholder guard says nothing of what is left out. A text that names the
// reviews service left blank is stopped with a line naming both places.
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it } from "vitest";
import { ContactDetails } from "#app/components/contact-details.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { footerFactsOf } from "#app/footer-facts.ts";
import { socialLinks } from "#app/lib/social-links.ts";
import { organizationLd } from "#app/lib/structured-data.ts";
import { HomeSections } from "#app/sections/home/home-sections.tsx";
import { type Content, type ContentDocuments, lineOf } from "#model/files.ts";
import { documentsOf, portfolioFolders } from "#model/load.ts";
import { checkContent } from "#model/validate.ts";
import { placeholderWarnings } from "./demo-placeholders.ts";

const cleanup = () => document.body.replaceChildren();
afterEach(cleanup);

const shipped = documentsOf();
const folders = portfolioFolders(join(import.meta.dirname, "..", "..", "content", "portfolio"));
const networks = ["facebook", "instagram", "tiktok"] as const;
const claims = ["photographedHomes", "averageRating", "yearsOfExperience"] as const;

/** Each field: false when it is given, else how it is left blank. */
type Choice = Record<(typeof fields)[number], false | undefined | "" | null>;
const fields = [...networks, "reviews", "organisationNumber", "street", ...claims] as const;

/** How the owner leaves a value out: the line removed, or emptied in the editor ("" or null). */
const blank = fc.constantFrom(undefined, "", null);
const given: fc.Arbitrary<Choice> = fc.record(
  Object.fromEntries(
    fields.map((field) => [field, fc.oneof(fc.constant(false as const), blank)]),
  ) as Record<(typeof fields)[number], fc.Arbitrary<Choice[keyof Choice]>>,
);
type Record_ = Record<string, unknown>;
/** Sets `key` to `value` when `choice` gives it, else leaves it out as `choice` says. */
const setOrBlank = (object: Record_, key: string, choice: unknown, value: unknown) => {
  if (choice === false) object[key] = value;
  else if (choice === undefined) delete object[key];
  else object[key] = choice;
};

/** The shipped content with each value given (an owner's own) or left blank, as `choice` says. */
function documentsWith(choice: Choice): ContentDocuments {
  const documents = structuredClone(shipped);
  const site = documents["site.yaml"] as Record_;
  const social = site.social as Record_;
  for (const network of networks) {
    setOrBlank(social, network, choice[network], `https://www.${network}.com/asafoto`);
  }
  const reviews = site.reviews as Record_;
  setOrBlank(reviews, "widgetUrl", choice.reviews, "https://omdomen.se/widget/asafoto");
  setOrBlank(reviews, "provider", choice.reviews, "Omdömen AB");
  if (choice.reviews === undefined) delete reviews.loadOnClick;
  // Every line of a group removed leaves it empty in the file (`social:`), which YAML reads as null.
  for (const group of ["social", "reviews"]) {
    if (Object.keys(site[group] as Record_).length === 0) site[group] = null;
  }
  setOrBlank(site, "organisationNumber", choice.organisationNumber, "556677-8899");
  const address = site.address as Record_;
  setOrBlank(address, "street", choice.street, "Storgatan 1");
  setOrBlank(address, "postalCode", choice.street, "111 22");
  const siteClaims = site.claims as Record_;
  const figures = { photographedHomes: "800+", averageRating: "4,8 av 5", yearsOfExperience: "5+" };
  for (const claim of claims) setOrBlank(siteClaims, claim, choice[claim], figures[claim]);
  return documents;
}

/** The text pages without the blocks that name {omdömestjänst}, as the owner is told to do. */
function withoutReviewsText(documents: ContentDocuments): ContentDocuments {
  const copy = structuredClone(documents) as Record<string, unknown>;
  for (const [file, data] of Object.entries(copy)) {
    if (!file.startsWith("pages/")) continue;
    const page = data as { sections: { blocks: { text?: string }[] }[] };
    for (const section of page.sections) {
      section.blocks = section.blocks.filter((block) => !block.text?.includes("{omdömestjänst}"));
    }
  }
  return copy as ContentDocuments;
}

const photo = (file: string) => ({
  file,
  width: 800,
  height: 600,
  placeholderClass: "",
  src: `/${file}`,
  sources: [],
});

/**
 * The start page, the text pages' contact details and the footer, as prerendered; the footer in
 * a part of its own, so that what is asked of it is looked for there alone (a role query over
 * the whole start page costs most of this test's time).
 */
function renderSite(content: Content): HTMLElement {
  const { site } = content;
  const markup = (element: React.ReactElement) =>
    renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
  document.body.innerHTML = `<div>${markup(
    <>
      <HomeSections content={content} photoOf={photo} />
      <ContactDetails contact={site} />
    </>,
  )}</div><div>${markup(
    <SiteFooter facts={footerFactsOf(site, content.services, [], "/portfolio")} />,
  )}</div>`;
  return document.body.lastElementChild as HTMLElement;
}

/**
 * Every text an element of the page shows, as Testing Library's text queries read it (each
 * element's own text, whitespace collapsed): one pass over the page in place of one per text.
 */
function shownTexts(): Set<string> {
  const texts = new Set<string>();
  screen.queryAllByText((text) => {
    texts.add(text);
    return false;
  });
  return texts;
}

/** Checks the site built from content with `choice` given and left blank. */
function expectOnlyWhatIsGiven(choice: Choice) {
  let documents = documentsWith(choice);
  let checked = checkContent(documents, folders);
  const namesService = JSON.stringify(documents).includes("{omdömestjänst}");
  if (choice.reviews !== false && namesService) {
    // A text page names the reviews service: stopped, naming both places.
    expect("errors" in checked && checked.errors.length > 0).toBe(true);
    for (const problem of checked.errors) {
      expect(lineOf(problem)).toMatch(
        /^content\/pages\/integritetspolicy\.yaml: .+: \{omdömestjänst\} är tom \(content\/site\.yaml: reviews\.provider\); fyll i den där/,
      );
    }
    documents = withoutReviewsText(documents);
    checked = checkContent(documents, folders);
  }
  if (!("content" in checked)) throw new Error(checked.errors.map(lineOf).join("\n"));
  const { content } = checked;
  const { site } = content;
  const footer = within(renderSite(content)).getByRole("contentinfo");
  for (const [network, label] of [
    ["facebook", "Facebook"],
    ["instagram", "Instagram"],
    ["tiktok", "TikTok"],
  ] as const) {
    const link = within(footer).queryByRole("link", { name: new RegExp(`^${label}`) });
    if (choice[network] === false) expect(link?.getAttribute("href")).toBe(site.social[network]);
    else expect(link).toBeNull();
  }
  const hasSocial = networks.some((network) => choice[network] === false);
  expect(within(footer).queryByRole("heading", { name: "Följ mig" }) !== null).toBe(hasSocial);

  const hasReviews = choice.reviews === false;
  expect(document.querySelectorAll("iframe, noscript").length > 0).toBe(hasReviews);
  const shown = shownTexts();
  expect(shown.has(content.home.about.reviewsNote)).toBe(hasReviews);
  expect(shown.has(content.home.about.reviewsHeading)).toBe(hasReviews);

  const hasNumber = choice.organisationNumber === false;
  expect(document.body.textContent?.includes("Org.nr")).toBe(hasNumber);
  expect(shown.has("Organisationsnummer")).toBe(hasNumber);

  for (const claim of claims) {
    const label =
      claim === "yearsOfExperience"
        ? content.home.about.experienceLabel
        : content.home.hero.statLabels[claim];
    expect(shown.has(label), claim).toBe(choice[claim] === false);
  }
  expect(document.body.innerHTML).not.toMatch(/href=""|undefined|null/);

  const business = organizationLd({
    name: site.name,
    url: site.url,
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: site.address,
    areaServed: site.serviceArea.regions,
    sameAs: socialLinks(site.social).map((link) => link.href),
  });
  const ld = business as unknown as {
    sameAs?: string[];
    address: { streetAddress?: string; postalCode?: string };
  };
  expect(ld.sameAs ?? []).toEqual(
    networks.filter((network) => choice[network] === false).map((n) => site.social[n]),
  );
  expect(ld.address.streetAddress !== undefined).toBe(choice.street === false);
  expect(ld.address.postalCode !== undefined).toBe(choice.street === false);

  const warnings = placeholderWarnings(documents, []).join("\n");
  for (const network of networks) {
    if (choice[network] !== false) expect(warnings).not.toContain(`social.${network}`);
  }
  if (!hasReviews) expect(warnings).not.toContain("reviews.");
  if (!hasNumber) expect(warnings).not.toContain("organisationNumber");
  cleanup();
}

it("shows what the business has and nothing of what it has not, in each of the 512 combinations", () => {
  const blanks = [undefined, "", null] as const;
  for (let mask = 0; mask < 2 ** fields.length; mask++) {
    const choice = Object.fromEntries(
      fields.map((field, index) => [
        field,
        mask & (1 << index) ? blanks[(mask + index) % blanks.length] : false,
      ]),
    ) as Choice;
    expectOnlyWhatIsGiven(choice);
  }
}, 240_000);

it("does the same however each value is left blank: line removed, emptied or null (generated)", () => {
  // First every line of every group removed: `social:` and `reviews:` left empty.
  const allRemoved = Object.fromEntries(fields.map((field) => [field, undefined])) as Choice;
  fc.assert(fc.property(given, expectOnlyWhatIsGiven), {
    seed: 20261127,
    numRuns: 100,
    examples: [[allRemoved]],
  });
}, 120_000);
