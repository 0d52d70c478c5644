import { Link } from "react-router";

/** What a visitor sees when rendering a route throws: never a blank page. */
export function AppError() {
  return (
    <div className="mx-auto max-w-2xl px-5 py-20 sm:px-8">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-muted">
        Något gick fel när sidan skulle visas. Ladda om sidan eller försök igen om en stund.
      </p>
      <Link
        to="/"
        reloadDocument
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-deep"
      >
        Till startsidan
      </Link>
    </div>
  );
}
