import type { ReactNode } from "react";
import { useSectionHeadingId } from "./page-section";

/** A section's h2, which labels its <PageSection>, and an optional lead paragraph. */
export function SectionHeading({
  title,
  children,
  className = "",
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`max-w-2xl space-y-4 ${className}`}>
      <h2 id={useSectionHeadingId()} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-lg text-muted">{children}</p>}
    </div>
  );
}
