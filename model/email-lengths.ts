// Each e-mail at its longest (a package enquiry with every add-on chosen) must still fit in a
// mailto link, which mail programs cut off past about 2,000 characters. A package enquiry too
// long is named by what makes it so: the e-mail, the price note, the add-ons or a package.
// Checked with the rest of content/, so an owner who writes a long text is told so here, in
// Swedish, not by the build.

import { type Content, fieldError, type Problem } from "./files.ts";
import { enquiryPackage, fillTemplate, mailtoExcess, packageEnquiry } from "./mailto.ts";
import type { Emails, PhotoPackage } from "./schema.ts";

/** Every e-mail too long for its link, in content that is otherwise valid. */
export function emailLengthErrors({
  site,
  emails,
  packages,
  priceNote,
  addOns,
}: Content): Problem[] {
  const tooLong = (name: keyof Emails, excess: number, when = "") =>
    fieldError(
      "emails.yaml",
      [name],
      `blir ${excess} tecken för långt för en e-postlänk${when}; korta texten`,
    );

  const errors: Problem[] = [];
  for (const name of ["quoteRequest", "question", "printEnquiry"] as const) {
    const excess = mailtoExcess(fillTemplate(site.email, emails[name]));
    if (excess > 0) errors.push(tooLong(name, excess));
  }
  // Named where the owner can shorten it: the e-mail, the price note, the add-ons or a package.
  const packageExcess = (pkg: PhotoPackage, chosen: readonly string[], note = priceNote) =>
    mailtoExcess(
      packageEnquiry(site.email, emails.packageEnquiry, enquiryPackage(pkg, note), chosen),
    );
  const noPackage: PhotoPackage = { ...(packages[0] as PhotoPackage), title: "", features: [] };
  const withAddOns = packageExcess(noPackage, addOns);
  const inPackages = (path: readonly PropertyKey[], excess: number, shorten: string) =>
    fieldError(
      "packages.yaml",
      path,
      `gör intresseanmälan ${excess} tecken för lång för en e-postlänk med alla tillval valda; ${shorten}`,
    );
  if (packageExcess(noPackage, [], "") > 0) {
    errors.push(tooLong("packageEnquiry", withAddOns, " med alla tillval valda"));
  } else if (packageExcess(noPackage, []) > 0) {
    errors.push(inPackages(["priceNote"], withAddOns, "korta texten"));
  } else if (withAddOns > 0) {
    errors.push(inPackages(["addOns"], withAddOns, "korta tillvalen"));
  } else {
    packages.forEach((pkg, index) => {
      const excess = packageExcess(pkg, addOns);
      if (excess > 0) {
        errors.push(inPackages(["packages", index], excess, "korta paketets namn eller innehåll"));
      }
    });
  }
  return errors;
}
