// The editor's first screen: what she can edit, collection by collection, each entry a link to
// its form, and where a folder takes more, a link to a new one's.
import { Link } from "react-router";
import type { Snapshot } from "../content/snapshot.ts";
import { collections } from "../fields/collections.ts";
import { addressOf, entriesOf, newAddress, wordsOf } from "./entries.ts";

export function EntryList({
  snapshot,
  said,
}: {
  snapshot: Snapshot;
  /** What happened last, read out: a section or page removed. */
  said: string;
}) {
  return (
    <main id="innehall" className="lista-sida">
      <h1 tabIndex={-1}>Vad vill du ändra?</h1>
      <p role="status" className="besked">
        {said}
      </p>
      {collections.map((collection) => (
        <section key={collection.name} aria-labelledby={`samling-${collection.name}`}>
          <h2 id={`samling-${collection.name}`}>{collection.label}</h2>
          <p className="tips">{collection.description}</p>
          <ul className="poster">
            {entriesOf(collection, snapshot).map((entry) => (
              <li key={entry.path}>
                <Link to={addressOf(entry)}>{entry.label}</Link>
              </li>
            ))}
          </ul>
          {wordsOf(collection) ? (
            <Link className="lagg-till-post" to={newAddress(collection)}>
              {wordsOf(collection)?.add}
            </Link>
          ) : null}
        </section>
      ))}
    </main>
  );
}
