// What an editor address names. Decap opens an address of an entry that does not exist as an
// empty form, labelled published and with a delete button (a folder's entry), or as a blank page
// (a made-up file of a collection of files); and an entry whose file does not read as YAML as an
// empty form too. The editor reads the address itself first: an entry of a collection of files
// names the file the collection lists for it, an entry of a folder the file Decap would read.

import { entryAt } from "../decap/entry-navigation.ts";
import type { Collection } from "./fields.ts";

/** What an entry's address names. */
export type NamedEntry =
  | { kind: "no-collection"; collection: string }
  | { kind: "no-file"; collection: Collection; entry: string }
  | { kind: "file"; collection: Collection; entry: string; path: string };

/** The entry at `url`, or null for an address that opens none (a list, a new entry). */
export function namedEntry(url: string, collections: readonly Collection[]): NamedEntry | null {
  const match = /^([^/]+)\/entries\/(.+)$/.exec(entryAt(url) ?? "");
  if (!match) return null;
  const [, name = "", encoded = ""] = match;
  let entry = encoded;
  try {
    entry = decodeURIComponent(encoded);
  } catch {
    // A broken escape names no entry either; it is shown as typed.
  }
  const collection = collections.find((each) => each.name === name);
  if (!collection) return { kind: "no-collection", collection: name };
  if (collection.files) {
    const listed = collection.files.find((file) => file.name === entry);
    return listed
      ? { kind: "file", collection, entry, path: listed.file }
      : { kind: "no-file", collection, entry };
  }
  // A slug never climbs out of its folder: ".." or an empty part names nothing.
  if (entry.split("/").some((part) => part === "" || part === "." || part === "..")) {
    return { kind: "no-file", collection, entry };
  }
  // As Decap names a folder's entry: its path in the folder without the extension
  // ("bostad/avsnitt" for content/portfolio/bostad/avsnitt.yaml).
  const path = `${collection.folder}/${entry}.${collection.extension ?? "yaml"}`;
  return { kind: "file", collection, entry, path };
}
