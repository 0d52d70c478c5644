// The editor's first screen: what she can edit, collection by collection, each entry a link to
// its form.
import type { Collection } from "../fields/fields.ts";
import type { Snapshot } from "../source/snapshot.ts";
import { addressOf, entriesOf } from "./entries.ts";

export function EntryList({
  collections,
  snapshot,
}: {
  collections: readonly Collection[];
  snapshot: Snapshot;
}) {
  return (
    <main id="innehall" className="lista-sida">
      <h1>Vad vill du ändra?</h1>
      {collections.map((collection) => (
        <section key={collection.name} aria-labelledby={`samling-${collection.name}`}>
          <h2 id={`samling-${collection.name}`}>{collection.label}</h2>
          <p className="tips">{collection.description}</p>
          <ul className="poster">
            {entriesOf(collection, snapshot).map((entry) => (
              <li key={entry.path}>
                <a href={addressOf(entry)}>{entry.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
