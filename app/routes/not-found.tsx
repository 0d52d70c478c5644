import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { meta as siteMeta } from "#app/site-meta.ts";

export const meta = () =>
  siteMeta({
    title: "Sidan hittades inte",
    description: "Sidan du letar efter finns inte.",
    path: "/404",
    isNoindex: true,
  });

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: ingen sida på adressen ${pathname}`);
  }, [pathname]);

  return (
    <div className="mx-auto max-w-2xl px-5 py-20 text-center sm:px-8 sm:py-28">
      <p className="font-display text-7xl font-semibold text-accent sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-muted">
        Sidan du letar efter finns inte, eller har flyttats.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-deep"
      >
        Return to Home
      </Link>
    </div>
  );
}
