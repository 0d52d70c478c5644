import { NavLink } from "react-router";
import { Logo } from "./logo";

export type NavItem = {
  label: string;
  to: string;
  /** Left out on phones, where the header has room for two links beside the logo. */
  isWideOnly?: boolean;
};

export function SiteHeader({ siteName, nav }: { siteName: string; nav: readonly NavItem[] }) {
  return (
    <header className="border-b border-line/70">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-8">
        <Logo name={siteName} />
        <nav aria-label="Huvudmeny" className="shrink-0">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.to} className={item.isWideOnly ? "hidden sm:block" : undefined}>
                <NavLink
                  to={item.to}
                  // A link to a section of the start page is never "the current page".
                  aria-current={item.to.includes("#") ? false : undefined}
                  className="inline-flex min-h-11 items-center rounded-full px-2.5 text-sm whitespace-nowrap sm:px-4 font-medium text-ink hover:bg-paper-deep aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-deep"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
