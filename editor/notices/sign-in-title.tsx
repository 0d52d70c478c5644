// The sign-in page names the site the owner is about to edit, in place of Decap's logo. The
// editor's page is built without content/, so the build writes the name beside it.
import { useEffect, useState } from "react";
import { siteNameFile } from "../fields/site-name.ts";

/** Shown by editor/notices/status-panel.css only while Decap's sign-in page is on screen. */
export function SignInTitle() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    fetch(new URL(siteNameFile, window.location.href))
      .then((response) => (response.ok ? response.json() : null))
      .then((site: { name?: unknown } | null) => {
        if (typeof site?.name === "string") setName(site.name);
      })
      .catch(() => undefined);
  }, []);
  return (
    <div className="redigeraren-inloggning">
      <h1>{name ?? "Redigera sajten"}</h1>
      <p>Logga in för att ändra texter, priser och bilder.</p>
    </div>
  );
}
