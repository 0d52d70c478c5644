// The file an entry's form reads and writes: its fields, its data as read (a new entry's the
// schema's defaults; a file that does not read, why, as the build says it), the path her data
// names (a new section's follows its key, a new text page's its heading), the text a publish
// writes (its comments and order kept, a new file beginning with the comment of its kind), and
// the key her draft is kept by.
import { lineOf } from "#model/files.ts";
import { readContentYaml } from "#model/read-yaml.ts";
import { cleanDraft } from "../content/clean-draft.ts";
import { savedText } from "../content/kept-yaml.ts";
import type { ReadFile, Snapshot } from "../content/snapshot.ts";
import { pathOfNew } from "../fields/collections.ts";
import type { Field } from "../fields/fields.ts";
import { fieldsOfFile } from "../fields/schema-fields.ts";
import { newGroupOf } from "../form/values.ts";
import { type Entry, headerOfKind } from "./entries.ts";

/** A file's data, or why it cannot be read, as the build says it (its line and column). */
export function readData(path: string, raw: string): { data: unknown; error: string | null } {
  const read = readContentYaml(path, new TextEncoder().encode(raw));
  return read.ok
    ? { data: read.value ?? {}, error: null }
    : { data: {}, error: lineOf(read.problem) };
}

export type EntryFile = {
  /** A new entry: no file yet, its data names it. */
  isNew: boolean;
  /** The file as read; undefined for a new entry, and where the file is gone. */
  file: ReadFile | undefined;
  fields: Field[];
  read: { data: unknown; error: string | null };
  /** Her draft is kept by this: a new entry's by its collection, as its file is not named yet. */
  draftKey: string;
  /** The file `data` is published to. */
  pathOf(data: unknown): string;
  /** The text `data` is published as. */
  textOf(data: unknown): string;
};

export function entryFile(entry: Entry, snapshot: Snapshot): EntryFile {
  const isNew = entry.path === "";
  const file = isNew ? undefined : snapshot.files[entry.path];
  const pathOf = (data: unknown) => (isNew ? pathOfNew(entry.collection, data) : entry.path);
  const fields = fieldsOfFile(pathOf(undefined));
  return {
    isNew,
    file,
    fields,
    read: isNew ? { data: newGroupOf(fields), error: null } : readData(entry.path, file?.raw ?? ""),
    draftKey: isNew ? `ny:${entry.collection.name}` : entry.path,
    pathOf,
    textOf: (data) =>
      `${isNew ? headerOfKind(entry, pathOf(data)) : ""}${savedText(file?.raw ?? "", cleanDraft(data))}`,
  };
}
