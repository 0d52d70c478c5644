import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The URL map of the site: the start page, the portfolio and the two text pages. Anything else renders the 404 page.
export default [
  index("routes/home.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("bokningsvillkor", "routes/booking-terms.tsx"),
  route("integritetspolicy", "routes/privacy-policy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
