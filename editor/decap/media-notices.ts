// Decap's notices of a failed upload or deletion in the media library are written in English
// whatever the locale ("Failed to delete media: …", decap-page.ts), with no locale key to give
// them: each is put into Swedish as it appears, pointing to the editor's panel, which has the
// reason in full (published the commits' gate, entry-gate.ts; on her computer the local server).
import { decapMediaFailures } from "./decap-page.ts";

const swedish = {
  upload: "Bilden sparades inte. Läs varför i rutan längst ned.",
  deletion: "Bilden raderades inte. Läs varför i rutan längst ned.",
} as const;

/** The Swedish for a text of Decap's, or null where it is not a media library notice. */
export function swedishMediaNotice(text: string): string | null {
  for (const [kind, start] of Object.entries(decapMediaFailures)) {
    if (text.startsWith(start)) return swedish[kind as keyof typeof swedish];
  }
  return null;
}

/** Call once, before Decap starts. */
export function mediaNoticesInSwedish() {
  const translate = (node: Node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const own = swedishMediaNotice(text.nodeValue ?? "");
      if (own) text.nodeValue = own;
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "characterData") translate(change.target);
      for (const node of change.addedNodes) translate(node);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
