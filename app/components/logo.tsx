import { Link } from "react-router";

/** The brand name as a link to the start page. */
export function Logo({ name }: { name: string }) {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center font-display text-base font-semibold tracking-tight text-balance text-ink sm:text-xl"
    >
      {name}
      <span className="sr-only"> – till startsidan</span>
    </Link>
  );
}
