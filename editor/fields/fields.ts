// The shapes of what the editor lists and its forms are made of: a field, a file's entry, a
// collection. The fields themselves are made from the content's schema (schema-fields.ts); what a
// field cannot say (a {placeholder} that names no fact, a link to a missing section) the build's
// check names in Swedish under it as she types (gate/draft-lines.ts).

/** What every field of the editor has: a Swedish label and a Swedish hint. */
type Described = { name: string; label: string; hint: string };

/** A field: its kind (`widget`) and the options of its kind (editor/form/field-input.tsx). */
export type Field = Described & { widget: string; required?: boolean; [option: string]: unknown };

export type FileEntry = { name: string; label: string; file: string };

/** A collection of the editor: a list of files, or a folder of entries (the portfolio, the text pages). */
export type Collection = {
  name: string;
  label: string;
  description: string;
  files?: FileEntry[];
  /** A folder's collection: where its files lie. */
  folder?: string;
};
