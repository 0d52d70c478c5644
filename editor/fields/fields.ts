// The shapes of what the editor lists and its forms are made of: a field, a file's entry, a
// collection. The fields themselves are made from the content's schema (schema-fields.ts); what a
// field cannot say (a {placeholder} that names no fact, a link to a missing section) the build's
// check names in Swedish under it as she types (checks/draft-lines.ts).

/** What every field of the editor has: its value's name, a Swedish label and hint. */
type Described = {
  name: string;
  label: string;
  hint: string;
  /** Set where the value may be left empty: the field says so beside its label. */
  required?: false;
};

/** A value written as text: a line, a paragraph, a date, a photo's or a section's name. */
export type TextField = Described & {
  kind: "line" | "paragraph" | "date" | "photo" | "beforePhoto" | "section";
};

export type Option = { value: string; label: string };

/** One of the schema's values, each under its Swedish name. */
export type ChoiceField = Described & { kind: "choice"; options: Option[]; initial?: string };

/** A whole number, between its bounds where the schema sets them. */
export type NumberField = Described & { kind: "number"; min?: number; max?: number };

export type YesNoField = Described & { kind: "yesNo" };

/** A group of fields under its own legend. */
export type GroupField = Described & { kind: "group"; fields: Field[] };

/**
 * A kind of item a list holds: one value (a field), or a group of fields; among a text page's
 * blocks, each kind is told apart by the item's `type`.
 */
export type ItemKind = { type: string | null; label: string } & (
  | { field: Field; fields?: never }
  | { fields: Field[]; field?: never }
);

/** A list of items in order, named one by one by `singular`, folded to `summary` where long. */
export type ListField = Described & {
  kind: "list";
  singular: string;
  items: ItemKind[];
  folded: boolean;
  summary?: string;
  /** The most items the list takes. */
  max?: number;
};

/** A field of the form, by its kind (editor/form/field-input.tsx draws each). */
export type Field = TextField | ChoiceField | NumberField | YesNoField | GroupField | ListField;

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
