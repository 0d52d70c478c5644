// @vitest-environment jsdom
// Generated inputs, in place of a list of chosen ones: arbitrary Unicode (control characters,
// bidirectional marks, halves of surrogate pairs, emoji sequences, very long texts) in every text
// of content/. Each is either stopped by the content check with Swedish lines naming the file
// and the field, or published exactly: the same text back from the HTML, the meta tags, the
// JSON-LD, the mailto link (decoded per RFC 6068) and the "Kopiera" text. Seeded and bounded,
// so a failure replays and the run takes seconds (the timeouts allow for a busy machine);
// docs/hardening.md records the counts.
import { join } from "node:path";
import { cleanup } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { enquiryAsText } from "#app/components/enquiry-fallback.tsx";
import {
  type ContentDocuments,
  type ContentFile,
  contentFiles,
  fieldError,
  lineOf,
} from "#model/files.ts";
import { documentsOf, portfolioFolders } from "#model/load.ts";
import { enquiryPackage, mailtoHref, packageEnquiry } from "#model/mailto.ts";
import type { PhotoPackage } from "#model/schema.ts";
import { checkContent, contentErrors } from "#model/validate.ts";
import { strings } from "./demo-placeholders.ts";
import { renderPageWithText } from "./page-with-text.tsx";

const shipped = documentsOf();
const folders = portfolioFolders(join(import.meta.dirname, "../../content/portfolio"));

/** The characters that break pages and links, mixed with any code point at all. */
const awkwardUnit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  fc.constantFrom("\0", "\t", "\n", "\r", "\x1b", "\x7f", "\x85", "\x9f"),
  fc.constantFrom("\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u061c"),
  fc.constantFrom("\ud83d", "\ude00", "\udbff", "\ufeff", "\ufffe", "\u2028", "\u2029"),
  fc.constantFrom("👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇸🇪", "e\u0301", "å", "Ö", "ß"),
  fc.constantFrom("<", ">", "&", '"', "'", "</script>", "<!--", "]]>", "%", "%0D%0A", "{paket}"),
  fc.constantFrom(" ", "  ", "\u00a0", "\u3000"),
);
const awkwardText = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: awkwardUnit, maxLength: 40 }) },
  // Very long: past every length limit and every mailto link.
  fc
    .tuple(
      fc.string({ unit: awkwardUnit, minLength: 1, maxLength: 8 }),
      fc.integer({ min: 200, max: 1500 }),
    )
    .map(([part, times]) => part.repeat(times)),
);

type Field = { file: ContentFile; path: PropertyKey[] };

/** Every text in content/, as the path to it in its data file. */
const fields: Field[] = (Object.keys(contentFiles) as ContentFile[]).flatMap((file) =>
  strings(shipped[file]).map(([path]) => ({ file, path })),
);

function withValue({ file, path }: Field, value: string): ContentDocuments {
  const copy = structuredClone(shipped);
  const parent = path
    .slice(0, -1)
    .reduce<Record<PropertyKey, unknown>>(
      (node, key) => node[key] as Record<PropertyKey, unknown>,
      copy[file] as Record<PropertyKey, unknown>,
    );
  parent[path.at(-1) as PropertyKey] = value;
  return copy;
}

/** Where a field is, as a problem with it is placed: its file from the project and its path. */
const placeOf = ({ file, path }: Field) => {
  const problem = fieldError(file, path, "");
  return `${problem.file}: ${problem.path}`;
};

/** Lines of the content check, each "content/<file>[/]: <field>: <problem>". */
const checkLine = /^content\/[^\s:]+: [^\s:][^:]*: \S/u;

const counts = { tried: 0, published: 0, stopped: 0 };

/** The text under test, as the page shows it in its text and in an attribute. */
const seed = 20261125;

describe("generated text in every field of content/", () => {
  afterEach(cleanup);

  it("is stopped with Swedish lines naming its file and field, or accepted, never a crash", () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), awkwardText, (field, value) => {
        const problems = contentErrors(withValue(field, value), folders);
        counts.tried += 1;
        if (problems.length === 0) {
          counts.published += 1;
          return;
        }
        counts.stopped += 1;
        for (const problem of problems) expect(lineOf(problem)).toMatch(checkLine);
        // A problem names the changed field, or what holds it (an e-mail too long names the
        // e-mail), or, for a text page's heading, the link to the site that named its old address.
        const named = placeOf(field);
        const isHeading = field.path[0] === "sections" && field.path[2] === "heading";
        expect(
          problems.some(
            (problem) =>
              named.startsWith(`${problem.file}: ${problem.path}`) ||
              `${problem.file}: ${problem.path}`.startsWith(named) ||
              (isHeading &&
                problem.file === "content/site.yaml" &&
                problem.path.startsWith("photoRights.")),
          ),
          `${named}: ${problems.map(lineOf).join("\n")}`,
        ).toBe(true);
      }),
      { seed, numRuns: 400 },
    );
    expect(counts.published).toBeGreaterThan(0);
    expect(counts.stopped).toBeGreaterThan(0);
  }, 30_000);

  it("comes back exactly from the page's HTML, meta tags and JSON-LD when it is accepted", async () => {
    const nameField: Field = { file: "site.yaml", path: ["name"] };
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(awkwardText, async (written) => {
        const checked = checkContent(withValue(nameField, written), folders);
        // A name the check stops never reaches the page; the count below shows enough do.
        if (!("content" in checked)) return;
        accepted += 1;
        // Published as the check gives it: the text, without spaces around it.
        const value = checked.content.site.name;
        expect(value).toBe(written.trim());
        const { container, findByRole } = renderPageWithText(value);
        // Cleaned up whatever the outcome: a failure shrinks on a page of its own, not beside
        // the pages of the runs before it.
        try {
          // Time enough beside a browser pass on the same two cores.
          const heading = await findByRole("heading", { level: 1 }, { timeout: 10_000 });
          expect(heading.textContent).toBe(value);
          expect(container.querySelector("img")?.getAttribute("alt")).toBe(value);
          expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
            value,
          );
          const html = `${document.head.innerHTML}${container.innerHTML}`;
          expect(html).not.toMatch(/\p{Cc}/u);
          const script = container.querySelector('script[type="application/ld+json"]');
          expect(script?.innerHTML).not.toMatch(/<\/script|<!--/i);
          const ld = JSON.parse(script?.textContent ?? "{}") as {
            name: string;
            address: { addressLocality: string };
            makesOffer: { name: string }[];
          };
          expect([ld.name, ld.address.addressLocality, ld.makesOffer[0]?.name]).toEqual([
            value,
            value,
            value,
          ]);
        } finally {
          cleanup();
          document.head.innerHTML = "";
        }
      }),
      { seed, numRuns: 40 },
    );
    // Without it, a generator (or a check) that stopped every name would pass having shown none.
    expect(accepted).toBeGreaterThanOrEqual(8);
  }, 30_000);

  it("comes back exactly from the enquiry's mailto link and copy text when it is accepted", () => {
    const titleField: Field = { file: "packages.yaml", path: ["packages", 0, "title"] };
    let accepted = 0;
    fc.assert(
      fc.property(awkwardText, awkwardText, (writtenTitle, writtenAddOn) => {
        const documents = withValue(titleField, writtenTitle);
        (documents["packages.yaml"] as { addOns: string[] }).addOns.push(writtenAddOn);
        const checked = checkContent(documents, folders);
        // Texts the check stops never reach the link; the count below shows enough do.
        if (!("content" in checked)) return;
        accepted += 1;
        // Published as the check gives them: the texts, without spaces around them.
        const { emails, packages, priceNote, addOns } = checked.content;
        const [first] = packages as [PhotoPackage];
        const [title, addOn] = [first.title, addOns.at(-1)];
        expect([title, addOn]).toEqual([writtenTitle.trim(), writtenAddOn.trim()]);
        const enquiry = packageEnquiry(
          "hej@example.com",
          emails.packageEnquiry,
          enquiryPackage(first, priceNote),
          addOns,
        );
        const href = mailtoHref(enquiry);
        expect(href).not.toMatch(/[\s<>"]/);
        const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
        expect(query.get("subject")).toBe(enquiry.subject);
        expect(query.get("body")).toBe(enquiry.body);
        expect(enquiry.subject).toContain(title);
        expect(enquiry.body.split("\r\n")).toContain(`- ${addOn}`);
        expect(enquiryAsText(enquiry)).toBe(
          `Till: hej@example.com\nÄmne: ${enquiry.subject}\n\n${enquiry.body.replaceAll("\r\n", "\n")}`,
        );
      }),
      { seed, numRuns: 200 },
    );
    // Without it, a generator (or a check) that stopped every pair would pass having sent none.
    expect(accepted).toBeGreaterThanOrEqual(12);
  }, 30_000);
});
