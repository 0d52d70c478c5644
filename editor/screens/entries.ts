// What the owner can edit, as the editor lists it: each collection's files, and the files of its
// folder (a section per portfolio folder, a text page per file), each at a route of its own
// (/portfolio/bostad, in the page's address after its #). Drawn before the checks have loaded
// (they come with a form).
import { parse } from "yaml";
import { addressOfTextPageFile, keyOfSectionFile } from "#model/content-paths.ts";
import { photoExtensions } from "#model/photo-rules.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { collections } from "../fields/collections.ts";
import type { Collection } from "../fields/fields.ts";

export type Entry = {
  collection: Collection;
  /** Its name in its collection: a file's, a section's key, a text page's address. */
  name: string;
  label: string;
  path: string;
};

/** The editor's route to `entry`'s form. */
export const addressOf = (entry: Pick<Entry, "collection" | "name">) =>
  `/${entry.collection.name}/${entry.name}`;

/** The title a folder's file gives itself, or its name where it has none. */
export function titleOf(raw: string | undefined, name: string): string {
  try {
    const title = (parse(raw ?? "") as { title?: unknown } | null)?.title;
    return typeof title === "string" && title.trim() ? title : name;
  } catch {
    return name;
  }
}

/** The name of a folder's file in its collection, or null for a file that is none of its. */
export function nameInFolder(collection: Collection, path: string): string | null {
  const file = path.replace(/^content\//, "");
  if (collection.name === "portfolio") return keyOfSectionFile(file);
  if (collection.name === "textsidor") return addressOfTextPageFile(file);
  return null;
}

export function entriesOf(collection: Collection, snapshot: Snapshot): Entry[] {
  if (collection.files)
    return collection.files.map((file) => ({ ...file, collection, path: file.file }));
  return Object.keys(snapshot.files)
    .sort()
    .flatMap((path) => {
      const name = nameInFolder(collection, path);
      return name === null
        ? []
        : [
            {
              collection,
              name,
              label: titleOf(snapshot.files[path]?.raw, name),
              path,
            },
          ];
    });
}

/** The entry named `name` in the collection named `collectionName`, or null where there is none. */
export function entryAt(collectionName: string, name: string, snapshot: Snapshot): Entry | null {
  const collection = collections.find((candidate) => candidate.name === collectionName);
  return (
    (collection && entriesOf(collection, snapshot).find((entry) => entry.name === name)) ?? null
  );
}

/** The folder a photo field of `entry` names its photos in: its section's, or content/images/. */
export const photoFolderOf = (entry: Entry) =>
  entry.collection.name === "portfolio"
    ? entry.path.slice(0, entry.path.lastIndexOf("/") + 1)
    : "content/images/";

const photosRead = new WeakMap<Snapshot, Map<string, string[]>>();

/** The photo files in `folder`, by name; found once per snapshot, as each keystroke asks. */
export function photosIn(folder: string, snapshot: Snapshot): string[] {
  const read = photosRead.get(snapshot) ?? new Map<string, string[]>();
  photosRead.set(snapshot, read);
  let photos = read.get(folder);
  if (!photos) {
    photos = snapshot.paths
      .filter((path) => path.startsWith(folder) && !path.slice(folder.length).includes("/"))
      .map((path) => path.slice(folder.length))
      .filter((name) => photoExtensions.some((extension) => name.toLowerCase().endsWith(extension)))
      .sort();
    read.set(folder, photos);
  }
  return photos;
}

/** How a folder's new entry and its removal are named, where the collection has them. */
type FolderWords = {
  new: string;
  add: string;
  remove: string;
  noun: string;
  removed: (name: string) => string;
  /** The comment a new file of the kind begins with, as the files of content/ do. */
  header: (file: string) => string;
};
const folderWords: Record<string, FolderWords> = {
  portfolio: {
    new: "Nytt avsnitt",
    add: "Lägg till avsnitt",
    remove: "Ta bort avsnittet",
    noun: "avsnittet",
    removed: (name) => `Avsnittet ${name} är borttaget.`,
    header: () =>
      [
        "# Ett avsnitt i portfolion: mappen heter som key, och avsnittet får adressen /portfolio#key.",
        "# photos är bilderna i den ordning de visas; en bild i mappen som inte står här visas inte.",
        '# alt beskriver bilden för den som inte ser den (tom: "titel – bild n"). before gör bilden',
        "# till efter-bilden i ett före/efter-par: den namnger bilden från före stylingen.",
        "# fit: cover fyller bildrutan, contain visar hela bilden (trycksaker).",
      ].join("\n"),
  },
  textsidor: {
    new: "Ny textsida",
    add: "Lägg till textsida",
    remove: "Ta bort sidan",
    noun: "sidan",
    removed: (name) => `Sidan ${name} är borttagen.`,
    header: (file) =>
      [
        `# En textsida (sidan /${addressOfTextPageFile(file.replace(/^content\//, "")) ?? ""}), länkad längst ned på alla sidor.`,
        "# Varje avsnitt har en rubrik (heading) och block (blocks): ett stycke text",
        "# (type: paragraph, text: …) eller en punktlista (type: list, items: …).",
        "# {namn} och {företagsnamn} hämtas från site.yaml. updated är datumet då texten",
        "# senast ändrades i sak.",
      ].join("\n"),
  },
};

export const wordsOf = (collection: Collection) => folderWords[collection.name] ?? null;

/** The editor's route to a new entry's form in `collection`. */
export const newAddress = (collection: Collection) => `/ny/${collection.name}`;

/** A new entry of the collection named `collectionName`, or null where it takes none. */
export function newEntryAt(collectionName: string): Entry | null {
  const collection = collections.find((candidate) => candidate.name === collectionName);
  const words = collection && wordsOf(collection);
  if (!collection || !words) return null;
  return { collection, name: "", label: words.new, path: "" };
}

/** The opening comment of a new file of `entry`'s kind at `path`, and the blank line after it. */
export function headerOfKind(entry: Entry, path: string): string {
  const words = wordsOf(entry.collection);
  return words ? `${words.header(path)}\n\n` : "";
}

/**
 * What removing `entry` removes: its file, and for a section every photo in its folder after it
 * (the first names what a refusal is about).
 */
export function removedWith(entry: Entry, snapshot: Snapshot): string[] {
  if (entry.collection.name !== "portfolio") return [entry.path];
  const folder = entry.path.slice(0, entry.path.lastIndexOf("/") + 1);
  return [
    entry.path,
    ...snapshot.paths.filter((path) => path.startsWith(folder) && path !== entry.path),
  ];
}

const sectionsRead = new WeakMap<Snapshot, { key: string; title: string }[]>();

/** The portfolio's sections as a section field offers them, each key with its title. */
export function sectionsOf(snapshot: Snapshot): { key: string; title: string }[] {
  let sections = sectionsRead.get(snapshot);
  if (!sections) {
    sections = Object.entries(snapshot.files).flatMap(([path, { raw }]) => {
      const key = keyOfSectionFile(path.replace(/^content\//, ""));
      return key === null ? [] : [{ key, title: titleOf(raw, key) }];
    });
    sectionsRead.set(snapshot, sections);
  }
  return sections;
}
