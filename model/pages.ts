// The site's pages: the start page and the portfolio, each drawn by its own route module, and one
// text page per file in content/pages/, whose name is its address. The routes, the sitemap, the
// hosting rules, the footer's links and the editor's list all follow from this.
import { addressOfTextPageFile, type ContentFile, fieldError, type Problem } from "./files.ts";

export const fixedPagePaths = ["/", "/portfolio"] as const;

/**
 * What a text page's address may be: lower-case a–z, digits and single dashes, since it is both a
 * file name on every computer and a part of a link.
 */
export const addressFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Addresses a text page cannot take: the portfolio's, and the folders and files the build writes
 * beside the pages (the editor, the scripts and photos, the not-found page).
 */
export const takenAddresses = ["portfolio", "redigera", "assets", "404", "index"];

/** "/bokningsvillkor" for each text page's address, after the fixed pages. */
export const pagePaths = (textPageAddresses: readonly string[]) => [
  ...fixedPagePaths,
  ...textPageAddresses.map((address) => `/${address}`),
];

/** In the editor a new page's file is named after its heading. */
const rename = "byt namn på filen (i redigeraren: ge den nya sidan en annan rubrik)";

/** Why a text page's file name cannot be an address, or null when it can. */
export function textPageNameProblem(file: ContentFile): Problem | null {
  const address = addressOfTextPageFile(file);
  if (address === null) return null;
  if (takenAddresses.includes(address)) {
    return fieldError(file, [], `adressen /${address} är upptagen av sajten själv; ${rename}`);
  }
  return addressFormat.test(address)
    ? null
    : fieldError(
        file,
        [],
        `filens namn blir sidans adress, /${address}, och får bara ha små bokstäver a–z, siffror och bindestreck (till exempel om-oss.yaml); ${rename}`,
      );
}
