// Walks a file's schema beside the editor's fields for it: every value the schema reads must have
// an editor field of a fitting kind, and every editor field a value the schema reads (a field
// the schema does not know would be dropped from the page without a word); a value the schema
// marks as data only (shown on no page) has none. Used by
// editor/config.test.ts.
import type { z } from "zod";
import type { ContentMeta } from "#model/schema.ts";
import type { Field } from "./fields.ts";

type Schema = z.ZodType & {
  def: {
    type: string;
    element?: Schema;
    options?: readonly Schema[];
    entries?: Record<string, string>;
    innerType?: Schema;
    out?: Schema;
  };
  shape?: Record<string, Schema>;
};

const kinds: Record<string, readonly string[]> = {
  string: ["string", "text", "image", "relation", "datetime", "beforePhoto"],
  number: ["number"],
  boolean: ["boolean"],
  enum: ["select"],
};

/** "hero.image.file: …" for each value of `schema` that `fields` cannot edit, or edits wrongly. */
export function coverageProblems(schema: Schema, fields: readonly Field[], path = ""): string[] {
  if (schema.def.type !== "object" || !schema.shape) {
    return [`${path || "filen"}: väntade ett objekt i schemat, fick ${schema.def.type}`];
  }
  const problems: string[] = [];
  const names = Object.keys(schema.shape);
  for (const field of fields) {
    if (!names.includes(field.name)) {
      problems.push(`${join(path, field.name)}: fältet finns i redigeraren men inte i schemat`);
    }
  }
  for (const [name, value] of Object.entries(schema.shape)) {
    const field = fields.find((candidate) => candidate.name === name);
    const isDataOnly = (value.meta() as ContentMeta | undefined)?.isDataOnly === true;
    if (isDataOnly) {
      if (field)
        problems.push(`${join(path, name)}: visas inte på sajten och ska inte ha ett fält`);
    } else if (!field) problems.push(`${join(path, name)}: saknar fält i redigeraren`);
    else problems.push(...fieldProblems(value, field, join(path, name)));
  }
  return problems;
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

function fieldProblems(given: Schema, field: Field, path: string): string[] {
  // A value read through a step first (a blank text read as no value) is what the step gives.
  const schema = given.def.type === "pipe" && given.def.out ? given.def.out : given;
  const isOptional = schema.def.type === "optional";
  const inner = isOptional && schema.def.innerType ? schema.def.innerType : schema;
  const problems: string[] = [];
  // An optional value must be optional in the editor; a required one may be left empty there
  // only when the schema takes an empty text.
  if (isOptional && field.required !== false) {
    problems.push(`${path}: valfritt i schemat men obligatoriskt i redigeraren`);
  }
  if (!isOptional && field.required === false && !inner.safeParse("").success) {
    problems.push(`${path}: obligatoriskt i schemat men valfritt i redigeraren`);
  }
  const type = inner.def.type;
  if (type === "object") {
    if (field.widget !== "object" || !Array.isArray(field.fields)) {
      return [...problems, `${path}: ska vara ett objekt med fält i redigeraren`];
    }
    return [...problems, ...coverageProblems(inner, field.fields as Field[], path)];
  }
  if (type === "array" && inner.def.element) {
    if (field.widget !== "list") return [...problems, `${path}: ska vara en lista i redigeraren`];
    return [...problems, ...listProblems(inner.def.element, field, path)];
  }
  const widgets = kinds[type];
  if (!widgets) return [...problems, `${path}: ${type} i schemat går inte att redigera`];
  if (!widgets.includes(field.widget)) {
    problems.push(`${path}: ${type} i schemat passar inte widgeten ${field.widget}`);
  }
  if (type === "enum") {
    const values = Object.values(inner.def.entries ?? {}).sort();
    const options = ((field.options as { value: string }[] | undefined) ?? [])
      .map((option) => option.value)
      .sort();
    if (values.join() !== options.join()) {
      problems.push(`${path}: valen ${options.join(", ")} ska vara ${values.join(", ")}`);
    }
  }
  return problems;
}

function listProblems(element: Schema, field: Field, path: string): string[] {
  const itemPath = `${path}[]`;
  if (element.def.type === "object") {
    return Array.isArray(field.fields)
      ? coverageProblems(element, field.fields as Field[], itemPath)
      : [`${itemPath}: ska vara en lista av objekt i redigeraren`];
  }
  if (element.def.type === "union") {
    // Typed blocks: each kind an object whose `type` names it, as Decap's list `types` write them.
    const types = (field.types as Field[] | undefined) ?? [];
    if (field.typeKey !== "type" || types.length === 0) {
      return [`${itemPath}: ska vara en lista av slag (types) med typeKey type i redigeraren`];
    }
    return (element.def.options ?? []).flatMap((option) => {
      const kind = option.shape?.type?.def as { values?: readonly string[] } | undefined;
      const name = kind?.values?.[0];
      const typed = types.find((candidate) => candidate.name === name);
      if (!option.shape || !typed || !Array.isArray(typed.fields)) {
        return [`${itemPath}: slaget ${name ?? "?"} saknas i redigeraren`];
      }
      const { type: _type, ...shape } = option.shape;
      return coverageProblems(
        { ...option, shape, def: option.def } as Schema,
        typed.fields as Field[],
        `${itemPath}<${name}>`,
      );
    });
  }
  return field.field
    ? fieldProblems(element, field.field as Field, itemPath)
    : [`${itemPath}: ska vara en lista av ett fält i redigeraren`];
}

/** Every field of `fields`, nested ones and list items included, with its path. */
export function allFields(fields: readonly Field[], path = ""): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const here = join(path, field.name);
    const nested = [
      ...((field.fields as Field[] | undefined) ?? []),
      ...((field.types as Field[] | undefined) ?? []),
      ...(field.field ? [field.field as Field] : []),
    ];
    return [{ path: here, field }, ...allFields(nested, here)];
  });
}
