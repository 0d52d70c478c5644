// Each e-mail at its longest (a package enquiry with every add-on chosen) must still fit in a
// mailto link, which mail programs cut off past about 2,000 characters. Checked with the rest of
// content/, so an owner who writes a long text is told so here, in Swedish, not by the build.
import {
  enquiryPackage,
  fillTemplate,
  mailtoExcess,
  packageEnquiry,
} from "../../app/lib/mailto.ts";
import type { Content } from "./files.ts";
import type { Emails } from "./schema.ts";

/** Every e-mail too long for its link, in content that is otherwise valid. */
export function emailLengthErrors({
  site,
  emails,
  packages,
  priceNote,
  addOns,
}: Content): string[] {
  const tooLong = (name: keyof Emails, excess: number, when = "") =>
    `content/emails.yaml: ${name}: blir ${excess} tecken för långt för en e-postlänk${when}; korta texten`;

  const errors: string[] = [];
  for (const name of ["quoteRequest", "question", "printEnquiry"] as const) {
    const excess = mailtoExcess(fillTemplate(site.email, emails[name]));
    if (excess > 0) errors.push(tooLong(name, excess));
  }
  const longest = Math.max(
    ...packages.map((pkg) =>
      mailtoExcess(
        packageEnquiry(site.email, emails.packageEnquiry, enquiryPackage(pkg, priceNote), addOns),
      ),
    ),
  );
  if (longest > 0) errors.push(tooLong("packageEnquiry", longest, " med alla tillval valda"));
  return errors;
}
