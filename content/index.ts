// The content modules by file name, in the shape the build's content check expects.
import * as home from "./home.ts";
import * as packages from "./packages.ts";
import * as bookingTerms from "./pages/booking-terms.ts";
import * as privacyPolicy from "./pages/privacy-policy.ts";
import * as galleries from "./portfolio/galleries.ts";
import * as services from "./services.ts";
import * as site from "./site.ts";
import * as terms from "./terms.ts";

export const contentModules = {
  "site.ts": site,
  "terms.ts": terms,
  "services.ts": services,
  "packages.ts": packages,
  "home.ts": home,
  "pages/booking-terms.ts": bookingTerms,
  "pages/privacy-policy.ts": privacyPolicy,
  "portfolio/galleries.ts": galleries,
};
