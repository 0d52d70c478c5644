// The editor's field kinds, each with the Swedish label and hint the owner reads beside it, and
// the checks Decap can make at the field before anything is saved. What Decap cannot check (a
// text's length, a {placeholder} that names no fact, a link to a missing section) the build's
// check names in Swedish, and the preview shows the same message while the owner types.

/** What every field of the editor has: a Swedish label and a Swedish hint. */
type Described = { name: string; label: string; hint: string };

/**
 * A field as Decap's configuration takes it. Decap's published types lack some of what it reads
 * (a list's typeKey, custom widgets), so its own schema is the judge: editor/config.test.ts
 * validates the whole configuration with it.
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
type Options = { required?: boolean };

const optional = ({ required = true }: Options) => (required ? {} : { required: false });

/** One line of text. */
export const line = (field: Described, options: Options = {}): Field => ({
  ...field,
  widget: "string",
  ...optional(options),
});

/** Text that may run over several lines on screen (it is still one paragraph in the file). */
export const paragraph = (field: Described, options: Options = {}): Field => ({
  ...field,
  widget: "text",
  ...optional(options),
});

/** One line of text that must match `pattern`, with the Swedish message shown when it does not. */
export const checkedLine = (
  field: Described,
  pattern: string,
  message: string,
  options: Options = {},
): Field => ({ ...line(field, options), pattern: [pattern, message] });

export const wholeNumber = (field: Described, min: number, max?: number): Field => ({
  ...field,
  widget: "number",
  value_type: "int",
  min,
  ...(max === undefined ? {} : { max }),
});

export const yesNo = (field: Described): Field => ({ ...field, widget: "boolean" });

export const choice = (
  field: Described,
  options: readonly { label: string; value: string }[],
  initial?: string,
): Field => ({
  ...field,
  widget: "select",
  options: [...options],
  ...(initial === undefined ? {} : { default: initial }),
});

/** A photo in the collection's media folder (content/images/, or a section's own folder). */
export const photo = (field: Described): Field => ({
  ...field,
  widget: "image",
  choose_url: false,
});

/** A list of texts, one field each, reordered by dragging; an item is named by its label. */
export const lines = (
  field: Described,
  item: Described,
  options: { min?: number; multiline?: boolean } = {},
): Field => ({
  ...field,
  widget: "list",
  label_singular: item.label.toLowerCase(),
  // Open, so each text shows as itself rather than as its label.
  collapsed: false,
  ...(options.min === undefined ? {} : { min: options.min }),
  field: options.multiline ? paragraph(item) : line(item),
});

export const group = (field: Described, fields: Field[]): Field => ({
  ...field,
  widget: "object",
  collapsed: false,
  fields,
});

/**
 * A list of objects, reordered by dragging; `summary` is what a folded item shows, `singular`
 * what one item is called ("Lägg till bild", "bild 14").
 */
export const items = (
  field: Described,
  singular: string,
  fields: Field[],
  options: { summary?: string; min?: number; max?: number; isOpen?: boolean } = {},
): Field => ({
  ...field,
  widget: "list",
  label_singular: singular,
  collapsed: !options.isOpen,
  ...(options.summary ? { summary: options.summary } : {}),
  ...(options.min === undefined ? {} : { min: options.min }),
  ...(options.max === undefined ? {} : { max: options.max }),
  fields,
});

/** A portfolio section's key, chosen from the sections there are. */
export const sectionChoice = (field: Described, options: Options = {}): Field => ({
  ...field,
  widget: "relation",
  collection: "portfolio",
  value_field: "key",
  search_fields: ["title", "key"],
  display_fields: ["title"],
  ...optional(options),
});
