import { describe, expect, it } from "vitest";
import { contentOf } from "./load.ts";
import {
  type Enquiry,
  fillTemplate,
  mailtoAddress,
  mailtoExcess,
  mailtoHref,
  packageEnquiry,
} from "./mailto.ts";

const { emails, addOns, packages, priceNote } = contentOf();

const to = "hej@example.com";

/** A mailto link read back as a mail program reads it, by the URL parser, not by our code. */
function decoded(href: string): Enquiry {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

function packageToEnquire() {
  const item = packages[1] ?? packages[0];
  if (!item) throw new Error("content/packages.yaml has no package to enquire about");
  return item;
}
const premium = packageToEnquire();
const pkg = {
  title: premium.title,
  priceText: `${premium.price} ${priceNote}`,
  features: premium.features,
};

/** The package enquiry of content/emails.yaml, line by line, with the lists put in. */
function expectedBody(addOnLines: readonly string[]): string {
  return emails.packageEnquiry.body
    .flatMap((line) => {
      if (line === "{innehåll}") return premium.features.map((f, i) => `${i + 1}. ${f}`);
      if (line === "{tillval}") return addOnLines;
      return [line.replaceAll("{paket}", pkg.title).replaceAll("{pris}", pkg.priceText)];
    })
    .join("\r\n");
}

describe("packageEnquiry", () => {
  it("fills the template from content/emails.yaml and says - Inga when no add-on is chosen", () => {
    const enquiry = packageEnquiry(to, emails.packageEnquiry, pkg, []);
    expect(decoded(mailtoHref(enquiry))).toEqual({
      to,
      subject: emails.packageEnquiry.subject.replace("{paket}", premium.title),
      body: expectedBody(["- Inga"]),
    });
    expect(enquiry.body).toContain(`${premium.price} ${priceNote}`);
    expect(enquiry.body).not.toMatch(/\{[^}]*\}/);
  });

  it("lists one chosen add-on", () => {
    const [first = ""] = addOns;
    const enquiry = packageEnquiry(to, emails.packageEnquiry, pkg, [first]);
    expect(decoded(mailtoHref(enquiry)).body).toBe(expectedBody([`- ${first}`]));
  });

  it("lists every add-on, å ä ö intact", () => {
    const enquiry = packageEnquiry(to, emails.packageEnquiry, pkg, addOns);
    expect(decoded(mailtoHref(enquiry)).body).toBe(
      expectedBody(addOns.map((addOn) => `- ${addOn}`)),
    );
  });

  it("numbers the package's contents wherever the template puts them", () => {
    const enquiry = packageEnquiry(
      to,
      { subject: "{paket}", body: ["Pris {pris}", "  {innehåll}  ", "{tillval}"] },
      { title: "Bas", priceText: "2.500 kr", features: ["Ett", "Två"] },
      ["Extra"],
    );
    expect(enquiry).toEqual({
      to,
      subject: "Bas",
      body: "Pris 2.500 kr\r\n1. Ett\r\n2. Två\r\n- Extra",
    });
  });
});

describe("the other enquiries", () => {
  it.each([
    ["quoteRequest", emails.quoteRequest],
    ["question", emails.question],
    ["printEnquiry", emails.printEnquiry],
  ] as const)("%s comes back exactly as content/emails.yaml writes it", (_name, template) => {
    expect(decoded(mailtoHref(fillTemplate(to, template)))).toEqual({
      to,
      subject: template.subject,
      body: template.body.join("\r\n"),
    });
  });
});

describe("mailtoHref", () => {
  it("encodes line breaks as %0D%0A and leaves no raw spaces or newlines", () => {
    const href = mailtoHref(packageEnquiry(to, emails.packageEnquiry, pkg, addOns));
    expect(href.startsWith(`mailto:${to}?subject=`)).toBe(true);
    expect(href).toContain("%0D%0A");
    expect(href).not.toMatch(/\s/);
  });

  it("keeps every enquiry the site can make under the length mail programs accept", () => {
    for (const item of packages) {
      const priceText = `${item.price} ${priceNote}`;
      const enquiry = { title: item.title, priceText, features: item.features };
      expect(() =>
        mailtoHref(packageEnquiry(to, emails.packageEnquiry, enquiry, addOns)),
      ).not.toThrow();
    }
  });

  it("refuses a link too long for mail programs", () => {
    expect(() => mailtoHref({ to, subject: "Ämne", body: "å".repeat(400) })).toThrow(/under 1800/);
  });
});

it("links a plain address to a new, empty e-mail to it", () => {
  expect(decoded(mailtoAddress(to))).toEqual({ to, subject: "", body: "" });
});

describe("fillTemplate", () => {
  it("fills a line that is only a {field} with the field's value", () => {
    const enquiry = fillTemplate(to, { subject: "Ämne", body: ["{paket}"] }, { paket: "Bas" });
    expect(enquiry.body).toBe("Bas");
  });

  it("puts a list in only on a line of its own, leaving it as written within a text", () => {
    const enquiry = fillTemplate(
      to,
      { subject: "Ämne", body: ["Tillval: {tillval}"] },
      {},
      { tillval: ["- Extra"] },
    );
    expect(enquiry.body).toBe("Tillval: {tillval}");
  });
});

describe("the longest link mail programs accept", () => {
  // Everything of the link but the body, written out here rather than taken from the module.
  const around = `mailto:${to}?subject=&body=`;
  const withLength = (length: number): Enquiry => ({
    to,
    subject: "",
    body: "x".repeat(length - around.length),
  });

  it("is 1800 characters: such a link is given", () => {
    expect(mailtoHref(withLength(1800))).toHaveLength(1800);
  });

  it("is 1800 characters: one more is refused", () => {
    expect(() => mailtoHref(withLength(1801))).toThrow(/1801 characters/);
  });

  it("is 1800 characters: a link of that length is not too long by any", () => {
    expect(mailtoExcess(withLength(1800))).toBe(0);
  });

  it("is 1800 characters: a longer link is too long by what it has more", () => {
    expect(mailtoExcess(withLength(1812))).toBe(12);
  });
});
