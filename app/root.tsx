import { site } from "virtual:content/site";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { AppError } from "./components/app-error";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useMarkHydrated } from "./components/use-mark-hydrated";
import { useSmoothHashScroll } from "./components/use-smooth-hash-scroll";
import { footerFacts, headerNav } from "./layout-content";
import "./app.css";

// No font is preloaded: on a slow connection a preload shares the bandwidth with the HTML and the
// largest photo; the fonts are asked for by the first layout and swapped in (app.css, decision
// 014).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-medium text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Hoppa till innehållet
        </a>
        <SiteHeader siteName={site.name} nav={headerNav} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter facts={footerFacts} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useSmoothHashScroll();
  useMarkHydrated();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AppError />;
}
