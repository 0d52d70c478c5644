import type { ReactNode } from "react";

/** A section's h2 (with the id its section is labelled by) and an optional lead paragraph. */
export function SectionHeading({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`max-w-2xl space-y-4 ${className}`}>
      <h2 id={id} className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-lg text-muted">{children}</p>}
    </div>
  );
}
