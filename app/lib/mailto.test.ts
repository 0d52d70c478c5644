import { describe, expect, it } from "vitest";
import {
  decodeMailto,
  mailtoUrl,
  packageEnquiryMail,
  printEnquiryMail,
  questionMail,
  quoteRequestMail,
} from "./mailto.ts";

const premium = {
  title: "Premium",
  priceText: "3.500 kr inkl. moms, per uppdrag",
  features: ["Allt i Bas", "Drönarfotografering"],
};

const allAddOns = [
  "Digital styling",
  "Skymningsbilder",
  "Extra planritning (möblerad, 3D eller alternativ planlösning)",
  "Visningsstädning",
  "Homestyling light",
];

function enquiryBody(addOnLines: string[]) {
  return [
    "Hej!",
    "",
    "Jag är intresserad av paketet Premium och vill gärna boka en fotografering.",
    "",
    "Namn:",
    "Telefon:",
    "E-post:",
    "Adress till bostaden:",
    "",
    "Valt paket: Premium",
    "Pris: 3.500 kr inkl. moms, per uppdrag",
    "",
    "Paketet innehåller:",
    "1. Allt i Bas",
    "2. Drönarfotografering",
    "",
    "Tillval:",
    ...addOnLines,
    "",
    "Hur går vi vidare? Hör gärna av dig med förslag på tid för fotograferingen.",
    "",
    "Vänliga hälsningar",
  ].join("\r\n");
}

describe("packageEnquiryMail", () => {
  it("says - Inga when no add-on is chosen", () => {
    const mail = decodeMailto(packageEnquiryMail("hej@example.com", premium, []));
    expect(mail).toEqual({
      to: "hej@example.com",
      subject: "Intresseanmälan: Premium",
      body: enquiryBody(["- Inga"]),
    });
  });

  it("lists one chosen add-on", () => {
    const mail = decodeMailto(packageEnquiryMail("hej@example.com", premium, ["Skymningsbilder"]));
    expect(mail.body).toBe(enquiryBody(["- Skymningsbilder"]));
  });

  it("lists all five add-ons, å ä ö intact", () => {
    const mail = decodeMailto(packageEnquiryMail("hej@example.com", premium, allAddOns));
    expect(mail.body).toBe(enquiryBody(allAddOns.map((addOn) => `- ${addOn}`)));
  });

  it("encodes line breaks as %0D%0A and leaves no raw spaces or newlines", () => {
    const url = packageEnquiryMail("hej@example.com", premium, allAddOns);
    expect(
      url.startsWith("mailto:hej@example.com?subject=Intresseanm%C3%A4lan%3A%20Premium&body="),
    ).toBe(true);
    expect(url).toContain("%0D%0A");
    expect(url).not.toMatch(/[\s]/);
    expect(url.length).toBeLessThan(1800);
  });
});

describe("the other enquiries", () => {
  it("builds the quote request", () => {
    expect(decodeMailto(quoteRequestMail("hej@example.com"))).toEqual({
      to: "hej@example.com",
      subject: "Förfrågan om fotografering",
      body: [
        "Hej!",
        "Jag vill gärna ha en offert på fotografering.",
        "",
        "Namn:",
        "Telefon:",
        "E-post:",
        "Typ av bostad (villa, lägenhet, radhus …):",
        "Adress:",
        "Önskat datum:",
        "",
        "Meddelande:",
        "",
        "Vänliga hälsningar",
      ].join("\r\n"),
    });
  });

  it("builds the question", () => {
    expect(decodeMailto(questionMail("hej@example.com"))).toEqual({
      to: "hej@example.com",
      subject: "Fråga/Fundering",
      body: [
        "Hej!",
        "",
        "Namn:",
        "E-post:",
        "Telefon:",
        "",
        "Min fråga:",
        "",
        "Vänliga hälsningar",
      ].join("\r\n"),
    });
  });

  it("builds the print enquiry", () => {
    const mail = decodeMailto(printEnquiryMail("hej@example.com"));
    expect(mail.subject).toBe("Förfrågan om tryck och grafisk formgivning");
    expect(mail.body.split("\r\n")).toContain("Vad gäller det?");
  });
});

describe("mailtoUrl", () => {
  it("refuses a link too long for mail programs", () => {
    expect(() => mailtoUrl("hej@example.com", "Ämne", "å".repeat(400))).toThrow(/under 1800/);
  });
});
