import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { textPageMeta } from "~/site-meta";

export const meta = () =>
  textPageMeta({
    title: "Portfolio",
    description:
      "Bostadsfoto, digitalstyling, företagsfoto, drönarbilder, exteriörer och trycksaker – se exempel på mitt arbete.",
    path: "/portfolio",
  });

export default function PortfolioPage() {
  return (
    <div className="mx-auto max-w-6xl px-5 pt-8 pb-24 sm:px-8">
      <Link
        to="/"
        className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-ink hover:bg-paper-deep"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Tillbaka till startsidan
      </Link>
      <h1 className="mt-6 text-4xl font-semibold tracking-tight sm:text-5xl">
        Se vad jag kan göra för dig
      </h1>
    </div>
  );
}
