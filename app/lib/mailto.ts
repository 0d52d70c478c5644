// mailto: links per RFC 6068: subject and body percent-encoded, line breaks as CRLF (%0D%0A).
// Bodies are plain Swedish text with blank fields the visitor fills in.

/** Mail programs and browsers start truncating mailto URLs somewhere past 2,000 characters. */
export const maxMailtoLength = 1800;

const crlf = "\r\n";

export function mailtoUrl(to: string, subject: string, body: string): string {
  const url = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  if (url.length > maxMailtoLength) {
    throw new Error(
      `The e-mail "${subject}" makes a mailto link of ${url.length} characters; keep it under ${maxMailtoLength} by shortening the text in content/.`,
    );
  }
  return url;
}

export type EnquiryPackage = { title: string; priceText: string; features: readonly string[] };

const lines = (...parts: readonly string[]) => parts.join(crlf);

export function packageEnquiryMail(
  to: string,
  pkg: EnquiryPackage,
  addOns: readonly string[],
): string {
  const body = lines(
    "Hej!",
    "",
    `Jag är intresserad av paketet ${pkg.title} och vill gärna boka en fotografering.`,
    "",
    "Namn:",
    "Telefon:",
    "E-post:",
    "Adress till bostaden:",
    "",
    `Valt paket: ${pkg.title}`,
    `Pris: ${pkg.priceText}`,
    "",
    "Paketet innehåller:",
    ...pkg.features.map((feature, index) => `${index + 1}. ${feature}`),
    "",
    "Tillval:",
    ...(addOns.length > 0 ? addOns.map((addOn) => `- ${addOn}`) : ["- Inga"]),
    "",
    "Hur går vi vidare? Hör gärna av dig med förslag på tid för fotograferingen.",
    "",
    "Vänliga hälsningar",
  );
  return mailtoUrl(to, `Intresseanmälan: ${pkg.title}`, body);
}

export function quoteRequestMail(to: string): string {
  const body = lines(
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
  );
  return mailtoUrl(to, "Förfrågan om fotografering", body);
}

export function questionMail(to: string): string {
  const body = lines(
    "Hej!",
    "",
    "Namn:",
    "E-post:",
    "Telefon:",
    "",
    "Min fråga:",
    "",
    "Vänliga hälsningar",
  );
  return mailtoUrl(to, "Fråga/Fundering", body);
}

export function printEnquiryMail(to: string): string {
  const body = lines(
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
  );
  return mailtoUrl(to, "Förfrågan om tryck och grafisk formgivning", body);
}

/** The parts of a mailto URL, decoded; the body keeps its CRLF line breaks. */
export function decodeMailto(url: string): { to: string; subject: string; body: string } {
  const [address = "", query = ""] = url.replace(/^mailto:/, "").split("?");
  const params = new Map(
    query.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return {
    to: decodeURIComponent(address),
    subject: params.get("subject") ?? "",
    body: params.get("body") ?? "",
  };
}
