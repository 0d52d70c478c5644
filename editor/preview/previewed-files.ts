// Which files of content/ the preview draws (entry-preview.tsx), known before its module loads:
// the start page and its packages, a portfolio section, a text page. The other files are facts
// and texts that several pages share; no one page shows them whole.

export type PreviewKind = "start" | "section" | "text";

export function previewKind(path: string): PreviewKind | null {
  if (path === "content/home.yaml" || path === "content/packages.yaml") return "start";
  if (/^content\/portfolio\/[^/]+\/avsnitt\.yaml$/.test(path)) return "section";
  if (/^content\/pages\/[^/]+\.yaml$/.test(path)) return "text";
  return null;
}
