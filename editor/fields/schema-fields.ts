// The editor's fields, made from the schema that checks the content: each value's Swedish label
// and hint and what the editor needs beside its rule (model/schema.ts, FieldMeta), read through
// zod's JSON Schema of it. A field's kind follows from the value's (text, whole number, yes/no,
// choice, list, group), its pattern from the rule's, whether it may be left empty from the
// schema's; a value kept only as data (no page shows it) gets no field.
import { z } from "zod";
import { type ContentFile, schemaOf } from "#model/files.ts";
import type { ContentMeta } from "#model/schema.ts";
import type { Field, ListField } from "./fields.ts";

/** The part of a JSON Schema that zod writes for our content, with the metadata beside it. */
type Json = ContentMeta & {
  type?: string;
  default?: unknown;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  oneOf?: Json[];
  enum?: string[];
  const?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
};

/**
 * A whole number's least and greatest value, an exclusive bound as the whole number inside it;
 * zod bounds a whole number by the safe ones, which are no limits to show.
 */
function wholeNumberBounds(json: Json): { min?: number; max?: number } {
  const min =
    json.minimum ?? (json.exclusiveMinimum === undefined ? null : json.exclusiveMinimum + 1);
  const max =
    json.maximum ?? (json.exclusiveMaximum === undefined ? null : json.exclusiveMaximum - 1);
  return {
    ...(min === null || min <= Number.MIN_SAFE_INTEGER ? {} : { min }),
    ...(max === null || max >= Number.MAX_SAFE_INTEGER ? {} : { max }),
  };
}

/** The field of a text, by what the schema says it holds. */
function textField(base: Base, json: Json): Field {
  if (json.enum) {
    const choices = json.choices ?? {};
    return {
      ...base,
      kind: "choice",
      options: json.enum.map((value) => ({ label: choices[value] ?? value, value })),
      ...(json.initial === undefined ? {} : { initial: json.initial }),
    };
  }
  // A before-photo names a photo of the same section's list (editor/form/field-input.tsx); a
  // new entry's date is today's (editor/form/values.ts).
  const kind = json.isPhoto
    ? "photo"
    : json.isSection
      ? "section"
      : json.isBeforePhoto
        ? "beforePhoto"
        : json.isDate
          ? "date"
          : json.isParagraph
            ? "paragraph"
            : "line";
  return { ...base, kind };
}

// A list's least number of items is the check's to say; its greatest stops the adding.
const limits = (json: Json) => (json.maxItems === undefined ? {} : { max: json.maxItems });

/** The field for the value `name` described by `json`; null for one kept only as data. */
function fieldOf(name: string, json: Json, isRequired: boolean): Field | null {
  if (json.isDataOnly) return null;
  if (!json.title || !json.description) {
    throw new Error(`${name}: värdet saknar etikett och hjälptext i schemat (model/schema.ts)`);
  }
  // A value the schema fills in when it is missing (an empty list) may be left empty too.
  const mayBeEmpty = !isRequired || json.default !== undefined;
  const base: Base = {
    name,
    label: json.title,
    hint: json.description,
    ...(mayBeEmpty ? { required: false } : {}),
  };
  switch (json.type) {
    case "object":
      return { ...base, kind: "group", fields: fieldsOfObject(json) };
    case "integer":
      return { ...base, kind: "number", ...wholeNumberBounds(json) };
    case "boolean":
      return { ...base, kind: "yesNo" };
    case "array":
      return listOf(base, json);
    default:
      return textField(base, json);
  }
}

/** What every field has: its value's name, the label and hint, whether it may be left empty. */
type Base = { name: string; label: string; hint: string; required?: false };

/** A list: of texts (one field each), of groups of fields, or of blocks of several kinds. */
function listOf(base: Base, json: Json): ListField {
  const item = json.items ?? {};
  const list = {
    ...base,
    kind: "list" as const,
    ...(json.summary ? { summary: json.summary } : {}),
    ...limits(json),
  };
  if (item.oneOf) {
    return {
      ...list,
      singular: json.singular ?? base.label.toLowerCase(),
      folded: false,
      items: item.oneOf.map((kind) => ({
        type: kind.properties?.type?.const ?? null,
        label: kind.title ?? "",
        // The kind is the item's `type`, which the form writes itself (editor/form/values.ts).
        fields: fieldsOfObject(kind, "type"),
      })),
    };
  }
  if (item.type === "object") {
    const singular = json.singular ?? base.label.toLowerCase();
    return {
      ...list,
      singular,
      // Folded, so a long list reads as its summaries, unless the items are few fields to see.
      folded: !json.isOpen,
      items: [{ type: null, label: singular, fields: fieldsOfObject(item) }],
    };
  }
  const single = fieldOf("item", item, true);
  if (!single) throw new Error(`${base.name}: en lista av värden som bara är data`);
  const singular = json.singular ?? single.label.toLowerCase();
  // Open, so each text shows as itself rather than as its label.
  return {
    ...list,
    singular,
    folded: false,
    items: [{ type: null, label: singular, field: single }],
  };
}

function fieldsOfObject(json: Json, typeKey?: string): Field[] {
  return Object.entries(json.properties ?? {}).flatMap(([name, value]) => {
    if (name === typeKey) return [];
    const field = fieldOf(name, value, json.required?.includes(name) ?? false);
    return field ? [field] : [];
  });
}

/** The editor's fields for a file checked by `schema`, an object of named values. */
export function fieldsOf(schema: z.ZodType): Field[] {
  return fieldsOfObject(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json);
}

const made = new WeakMap<z.ZodType, Field[]>();

/** The fields of the file at `path` ("content/home.yaml", a new section's too), made once. */
export function fieldsOfFile(path: string): Field[] {
  const schema = schemaOf(path.replace(/^content\//, "") as ContentFile);
  const fields = made.get(schema) ?? fieldsOf(schema);
  made.set(schema, fields);
  return fields;
}
