import type { ComponentProps } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-accent text-white hover:bg-accent-deep",
  secondary: "border border-ink/20 bg-paper text-ink hover:border-ink/40 hover:bg-paper-deep",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-medium transition-colors ${variants[variant]} ${extra}`;
}

/** A link that looks like a button: for navigation and mailto/tel, where a link is the right element. */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
