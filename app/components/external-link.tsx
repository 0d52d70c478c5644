import type { ReactNode } from "react";

/** A link to another site: no referrer or opener leaks, and screen readers hear where it goes. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (extern webbplats)</span>
    </a>
  );
}
