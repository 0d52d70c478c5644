import type { Site } from "#model/schema.ts";

/** The networks the site links to, in the footer's order, each by the name the visitor knows. */
const networks = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["tiktok", "TikTok"],
] as const;

/** The profiles the owner has given (content/site.yaml, social), each with its network's name. */
export function socialLinks(social: Site["social"]): { label: string; href: string }[] {
  return networks.flatMap(([key, label]) => {
    const href = social[key];
    return href ? [{ label, href }] : [];
  });
}
