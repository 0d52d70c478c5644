import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { textPageAddresses } from "#model/load.ts";

// The URL map of the site: the start page, the portfolio and a text page for each file in
// content/pages/, at the file's name. Anything else renders the 404 page.
export default [
  index("routes/home.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  ...textPageAddresses().map((address) =>
    route(address, "routes/text-page.tsx", { id: `text-page/${address}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
