// The bar at the top of every screen of the editor: back to the list, the owner's guide (in a tab
// of its own, so her form stays where she left it), the site, and at her own address, signed in,
// a way to sign out.
import type { ReactNode } from "react";
import { guideFile } from "../published-files.ts";

export const EditorHeader = ({
  home = <a href="#/">Redigeraren</a>,
  onSignOut,
}: {
  /** The link to the list: the router's, once the editor's screens have one (editor-app.tsx). */
  home?: ReactNode;
  onSignOut?: (() => void) | undefined;
}) => (
  <header className="sidhuvud">
    {home}
    <a href={guideFile} target="_blank" rel="noopener">
      Hjälp<span className="osynlig"> (öppnas i en ny flik)</span>
    </a>
    <a href="/">Till sajten</a>
    {onSignOut ? (
      <button type="button" onClick={onSignOut}>
        Logga ut
      </button>
    ) : null}
  </header>
);
