// An entry the editor cannot show says why, in Swedish, over Decap's page, which meanwhile takes
// no click or key: an address that names nothing ("…/entries/finns-inte") says so, with a link to
// the list; a file that does not read as YAML (broken by hand) says where and what is wrong, as
// the build does, and offers the file as it was in the last build that succeeded (on the owner's
// computer, her last good build; published, the commit the live site was built from). She never
// sees an empty form that could be published or deleted.
import { useEffect, useRef, useState } from "react";
import { readContentYaml } from "#model/read-yaml.ts";
import { decapRoutes } from "../decap/decap-page.ts";
import { namedEntry } from "../fields/entry-address.ts";
import type { Collection } from "../fields/fields.ts";
import { type FileSource, readSavedFile } from "./entry-file.ts";

type Notice =
  | { kind: "no-collection"; collection: string }
  | { kind: "no-file"; collection: Collection; entry: string }
  | { kind: "unreadable"; collection: Collection; path: string; error: string };

/** How long to wait before asking again for a file that GitHub shows only once she has signed in. */
const signInPoll = 1000;

/** What the entry at `url` cannot show, once the saved file has been read where that is asked. */
async function noticeAt(
  url: string,
  collections: readonly Collection[],
  source: FileSource,
  isCurrent: () => boolean,
): Promise<Notice | null> {
  const named = namedEntry(url, collections);
  if (named?.kind !== "file") return named;
  let saved = await readSavedFile(named.path, source);
  while (saved?.kind === "signed-out" && isCurrent()) {
    await new Promise((wait) => setTimeout(wait, signInPoll));
    saved = await readSavedFile(named.path, source);
  }
  if (saved?.kind === "missing") {
    return { kind: "no-file", collection: named.collection, entry: named.entry };
  }
  if (saved?.kind !== "bytes") return null;
  const read = readContentYaml(named.path, saved.bytes);
  return read.ok
    ? null
    : { kind: "unreadable", collection: named.collection, path: named.path, error: read.error };
}

/** Every part of the page but the one `own` is in takes no click, key or reader while `on`. */
function holdTheRest(own: HTMLElement | null, on: boolean) {
  for (const element of document.body.children) {
    if (element instanceof HTMLElement && !(own && element.contains(own))) element.inert = on;
  }
}

export function EntryNotice({
  collections,
  source,
  restore,
}: {
  collections: readonly Collection[];
  source: FileSource;
  /** Brings the file at the path back as it was in the last build that succeeded. */
  restore: (path: string) => Promise<void>;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const own = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = 0;
    const read = () => {
      const asked = ++current;
      setNotice(null);
      const isCurrent = () => asked === current;
      void noticeAt(window.location.href, collections, source, isCurrent).then((found) => {
        if (isCurrent()) setNotice(found);
      });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => {
      current++;
      window.removeEventListener("hashchange", read);
    };
  }, [collections, source]);

  useEffect(() => {
    holdTheRest(own.current, notice !== null);
    if (notice) heading.current?.focus();
  }, [notice]);

  if (!notice) return null;
  const list =
    notice.kind === "no-collection"
      ? { href: "#/", label: "Till redigerarens början" }
      : {
          href: decapRoutes.collection(notice.collection.name),
          label: `Till ${notice.collection.label}`,
        };
  return (
    <section ref={own} className="redigeraren-posten" aria-labelledby="posten-rubrik">
      <div>
        <h1 id="posten-rubrik" ref={heading} tabIndex={-1}>
          {notice.kind === "unreadable" ? "Filen går inte att läsa" : "Det här finns inte"}
        </h1>
        {notice.kind === "unreadable" ? (
          <>
            <p>
              Filen har ändrats utanför redigeraren och går inte att läsa, så formuläret kan inte
              visas:
            </p>
            <p className="redigeraren-posten-fel">{notice.error}</p>
            {source.kind === "local" ? (
              <p>
                Rätta raden i filen och ladda om sidan, eller ta tillbaka filen som den var när
                sajten senast byggdes.
              </p>
            ) : (
              <p>
                Rätta raden i filen på GitHub och ladda om sidan, eller ta tillbaka filen som den
                var när sajten senast byggdes. Filens tidigare versioner finns under{" "}
                <a
                  href={`https://github.com/${source.repo}/commits/${source.branch}/${notice.path}`}
                >
                  dess historik
                </a>
                .
              </p>
            )}
            <button type="button" onClick={() => void restore(notice.path)}>
              Återställ senaste fungerande versionen
            </button>
          </>
        ) : (
          <p>
            {notice.kind === "no-collection"
              ? `Redigeraren har ingen lista som heter ”${notice.collection}”.`
              : `Under ${notice.collection.label} finns inget som heter ”${notice.entry}”.`}{" "}
            Det kan ha tagits bort eller bytt namn, eller så är adressen felskriven.
          </p>
        )}
        <a href={list.href}>{list.label}</a>
      </div>
    </section>
  );
}
