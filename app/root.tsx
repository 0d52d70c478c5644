import { site } from "virtual:content/site";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { AppError } from "./components/app-error";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useMarkHydrated } from "./components/use-mark-hydrated";
import { useSmoothHashScroll } from "./components/use-smooth-hash-scroll";
import { useWebFontsAtNewPages } from "./components/use-web-fonts-at-new-pages";
import { webFontsScript } from "./fonts/web-fonts";
import { footerFacts, headerNav } from "./layout-content";
import "./app.css";

// No font is preloaded: on a slow connection a preload shares the bandwidth with the HTML and the
// largest photo (decision 014). The head's script asks for the fonts once the page is parsed and
// puts each in where it moves nothing (fonts/web-fonts.ts, decision 027).
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
        {/* The browser's bundle renders the same script, minified otherwise, and never runs it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own code and the fonts' addresses; nothing of a visitor's or the owner's. */}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript }} suppressHydrationWarning />
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
  useWebFontsAtNewPages();
  useMarkHydrated();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AppError />;
}
