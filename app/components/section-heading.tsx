import type { ReactNode } from "react";
import { useSectionHeadingId } from "./page-section";

/** A section's h2, which labels its <PageSection>, and an optional lead paragraph. */
export function SectionHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="max-w-2xl space-y-4">
      <h2 id={useSectionHeadingId()} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-lg text-muted">{children}</p>}
    </div>
  );
}
