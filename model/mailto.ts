// The mechanics of the enquiry e-mails; their words are in content/emails.yaml, whose {name}
// placeholders work as the build's facts do (placeholders.ts). An enquiry stays
// { to, subject, body } until a link needs it: mailtoHref encodes it per RFC 6068, subject and
// body percent-encoded, line breaks as CRLF (%0D%0A).

/** Mail programs and browsers start truncating mailto URLs somewhere past 2,000 characters. */
const maxMailtoLength = 1800;

const crlf = "\r\n";

/** An e-mail ready to send; the body's lines are joined with CRLF. */
export type Enquiry = { to: string; subject: string; body: string };

/** A subject and body lines in which {name} stands for a value; see content/emails.yaml. */
export type MailTemplate = { readonly subject: string; readonly body: readonly string[] };

/** The values a package enquiry fills in: text within a line, and lists on lines of their own. */
export const packageEnquiryFields = ["paket", "pris"] as const;
export const packageEnquiryLists = ["innehåll", "tillval"] as const;

const placeholder = /\{([^{}]+)\}/g;

/** The names of the {placeholders} in a line, in order. */
export function placeholdersOf(line: string): string[] {
  return [...line.matchAll(placeholder)].map((match) => match[1] ?? "");
}

/** The line with each {name} that `values` has replaced by its value; any other left as it is. */
export function fillPlaceholders(
  line: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return line.replace(placeholder, (match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? match) : match,
  );
}

/** The template with each {field} filled in, and each line that is only a {list} replaced by its lines. */
export function fillTemplate(
  to: string,
  template: MailTemplate,
  fields: Readonly<Record<string, string>> = {},
  lists: Readonly<Record<string, readonly string[]>> = {},
): Enquiry {
  const fill = (line: string) => fillPlaceholders(line, fields);
  const body = template.body.flatMap((line) => {
    const [name] = placeholdersOf(line);
    const list = name === undefined ? undefined : lists[name];
    return list && line.trim() === `{${name}}` ? list : [fill(line)];
  });
  return { to, subject: fill(template.subject), body: body.join(crlf) };
}

export type EnquiryPackage = { title: string; priceText: string; features: readonly string[] };

/** A package of content/packages.yaml as its enquiry names it: the price with its note. */
export function enquiryPackage(
  pkg: { title: string; price: string; features: readonly string[] },
  priceNote: string,
): EnquiryPackage {
  return { title: pkg.title, priceText: `${pkg.price} ${priceNote}`, features: pkg.features };
}

export function packageEnquiry(
  to: string,
  template: MailTemplate,
  pkg: EnquiryPackage,
  addOns: readonly string[],
): Enquiry {
  const fields: Record<(typeof packageEnquiryFields)[number], string> = {
    paket: pkg.title,
    pris: pkg.priceText,
  };
  const lists: Record<(typeof packageEnquiryLists)[number], readonly string[]> = {
    innehåll: pkg.features.map((feature, index) => `${index + 1}. ${feature}`),
    tillval: addOns.length > 0 ? addOns.map((addOn) => `- ${addOn}`) : ["- Inga"],
  };
  return fillTemplate(to, template, fields, lists);
}

const mailtoUrl = ({ to, subject, body }: Enquiry) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** How much longer than mail programs take the enquiry's link is, in characters; 0 if it fits. */
export function mailtoExcess(enquiry: Enquiry): number {
  return Math.max(0, mailtoUrl(enquiry).length - maxMailtoLength);
}

/** The link that opens a new, empty e-mail to `address` in the visitor's mail program. */
export const mailtoAddress = (address: string) => `mailto:${address}`;

/** The link that opens the enquiry in the visitor's mail program. */
export function mailtoHref(enquiry: Enquiry): string {
  const url = mailtoUrl(enquiry);
  const { subject } = enquiry;
  if (url.length > maxMailtoLength) {
    throw new Error(
      `The e-mail "${subject}" makes a mailto link of ${url.length} characters; keep it under ${maxMailtoLength} by shortening the text in content/emails.yaml.`,
    );
  }
  return url;
}
