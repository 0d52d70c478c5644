// A photo that saved content still shows is not deleted from the media library: the build would
// refuse the missing file, and on the published editor the deletion would be a commit whose deploy
// fails. When "Radera markerad" is pressed, the saved files the marked photo can be named in are
// read as they are now (a portfolio section's own file; for content/images/, every file of the
// editor's file lists); the deletion is stopped while one names it, and the editor says where.
import type { ComponentType, Ref } from "react";
import { useEffect } from "react";
import type { ContentFile } from "#model/files.ts";
import { type DecapControlExtras, decapParts } from "../decap/decap-page.ts";
import { toPlain } from "../fields/clean-draft.ts";
import { collections } from "../fields/config.ts";
import { placesShowingPhoto } from "../fields/photo-places.ts";
import { guardDeletion, openEntry } from "./deletion-guard.ts";

type Documents = Partial<Record<ContentFile, unknown>>;

type Entry = DecapControlExtras["entry"];
type LoadEntry = DecapControlExtras["loadEntry"];
export type PhotoPlacesProps = DecapControlExtras;

/** How to read the saved files of each entry opened in this tab, by "<collection>/<entry>". */
const readersByEntry = new Map<string, () => Promise<Documents>>();

/** The saved files that may name a photo of `entry`'s media library. */
async function readDocuments(entry: Entry, loadEntry: LoadEntry): Promise<Documents> {
  const path = entry.get("path");
  const collection = collections.find(({ name }) => name === entry.get("collection"));
  if (collection?.folder) {
    // A portfolio section's photos lie in its own folder, named only in its own file.
    const slug = entry.get("slug");
    if (typeof path !== "string" || typeof slug !== "string" || entry.get("newRecord")) return {};
    const { data } = await loadEntry(collection.name, slug);
    return { [path.replace(/^content\//, "")]: toPlain(data) } as Documents;
  }
  const files = collections.flatMap(({ name, files: entries = [] }) =>
    entries.map((file) => ({ collection: name, slug: file.name, file: file.file })),
  );
  const read = await Promise.all(
    files.map(
      async ({ collection: name, slug, file }) =>
        [file.replace(/^content\//, ""), toPlain((await loadEntry(name, slug)).data)] as const,
    ),
  );
  return Object.fromEntries(read) as Documents;
}

/** An image field that keeps how to read what its entry's photos may be named in. */
export function withPhotoPlaces<Props extends PhotoPlacesProps>(Control: ComponentType<Props>) {
  return function PhotoPlacesControl({ ref, ...props }: Props & { ref?: Ref<unknown> }) {
    const { entry, loadEntry } = props as unknown as Props;
    useEffect(() => {
      const key = `${entry.get("collection")}/${entry.get("slug")}`;
      readersByEntry.set(key, () => readDocuments(entry, loadEntry));
    }, [entry, loadEntry]);
    return <Control {...(props as unknown as Props)} ref={ref} />;
  };
}

/** A photo's card in Decap's media library: the file name is its text. */
const cardSelector = decapParts.mediaCard;

/**
 * The card marked in the media library. Decap keeps the mark in its own state and shows it only
 * as a border colour, so it is followed here as Decap sets it: a click on a card marks it, a
 * second click on the same card takes the mark away; a card gone from the page (the library
 * closed, the photo deleted) is marked no more.
 */
let marked: Element | null = null;
const markedPhoto = () =>
  marked?.isConnected ? marked.querySelector(decapParts.mediaCardName)?.textContent?.trim() : null;

/** Call once, before Decap draws its forms. */
export function guardPhotoDeletion() {
  document.addEventListener(
    "click",
    (event) => {
      const card = (event.target as Element | null)?.closest?.(cardSelector);
      if (card) marked = marked === card && marked.isConnected ? null : card;
    },
    { capture: true },
  );
  guardDeletion({
    button: "Radera markerad",
    refused: "Bilden raderades inte",
    whatShows: () => {
      const name = markedPhoto();
      const entry = openEntry();
      // A new entry has no saved file to name a photo in.
      if (!name || !entry) return null;
      // Read now: a photo she has just taken off the list and published is named nowhere.
      const read = readersByEntry.get(entry);
      const documents = read ? read() : Promise.reject(new Error("no reader"));
      return {
        name,
        places: documents.then((read) => placesShowingPhoto(name, read, collections)),
      };
    },
    advice: "Ta bort eller byt bilden där och publicera först; radera den sedan.",
  });
}
