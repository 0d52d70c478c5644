// The shapes of the editor's configuration: a field, a file's entry, a collection. The fields
// themselves are made from the content's schema (schema-fields.ts). What Decap cannot check at a
// field (a text's length, a {placeholder} that names no fact, a link to a missing section) the
// build's check names in Swedish, and the preview shows the same message while the owner types.

/** What every field of the editor has: a Swedish label and a Swedish hint. */
type Described = { name: string; label: string; hint: string };

/**
 * A field as Decap's configuration takes it. Decap's published types lack some of what it reads
 * (a list's typeKey, custom widgets), so its own schema is the judge: Decap checks the whole
 * configuration with it when the editor starts, and the browser tests open every entry.
 */
export type Field = Described & { widget: string; required?: boolean; [option: string]: unknown };

/** A file of content/ as one entry of a collection. */
export type FileEntry = {
  name: string;
  label: string;
  file: string;
  fields: Field[];
  editor?: { preview: boolean };
};

/** A collection of the editor: a list of files, or a folder of entries (the portfolio, the text pages). */
export type Collection = {
  name: string;
  label: string;
  description: string;
  files?: FileEntry[];
  fields?: Field[];
  [option: string]: unknown;
};
