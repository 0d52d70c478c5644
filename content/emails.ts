// The e-mails that the start page's buttons open in the visitor's mail program, addressed to
// the e-mail in content/site.ts. Each has a subject and a body, one line per text ("" is an
// empty line); the visitor fills in the fields left blank.
//
// In the package enquiry, {paket} and {pris} become the package's name and price. {innehåll}
// and {tillval}, each on a line of its own, become the package's contents as a numbered list and
// the add-ons the visitor chose ("- Inga" when none).
import type { Emails } from "../scripts/content/schema.ts";

export const emails = {
  packageEnquiry: {
    subject: "Intresseanmälan: {paket}",
    body: [
      "Hej!",
      "",
      "Jag är intresserad av paketet {paket} och vill gärna boka en fotografering.",
      "",
      "Namn:",
      "Telefon:",
      "E-post:",
      "Adress till bostaden:",
      "",
      "Valt paket: {paket}",
      "Pris: {pris}",
      "",
      "Paketet innehåller:",
      "{innehåll}",
      "",
      "Tillval:",
      "{tillval}",
      "",
      "Hur går vi vidare? Hör gärna av dig med förslag på tid för fotograferingen.",
      "",
      "Vänliga hälsningar",
    ],
  },
  quoteRequest: {
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
    ],
  },
  question: {
    subject: "Fråga/Fundering",
    body: ["Hej!", "", "Namn:", "E-post:", "Telefon:", "", "Min fråga:", "", "Vänliga hälsningar"],
  },
  printEnquiry: {
    subject: "Förfrågan om tryck och grafisk formgivning",
    body: [
      "Hej!",
      "",
      "Jag är intresserad av tryck och grafisk formgivning (till exempel broschyrer, foldrar eller visitkort).",
      "",
      "Namn:",
      "Telefon:",
      "E-post:",
      "",
      "Vad gäller det?",
      "",
      "Vänliga hälsningar",
    ],
  },
} as const satisfies Emails;
