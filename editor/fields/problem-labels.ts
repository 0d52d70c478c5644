// The build's check names a field by its path in the file ("content/portfolio/kok/avsnitt.yaml:
// photos[13].alt: …"); the owner knows it by the labels the editor shows, counted as people count:
// "Portfolio › kok › Bilder › bild 14 › Alt-text: …".
import { addressOfTextPageFile, keyOfSectionFile } from "#model/content-paths.ts";
import { collections } from "./collections.ts";
import type { Field, ListField } from "./fields.ts";
import { fieldsOfFile } from "./schema-fields.ts";

/** The labels along `path` in `fields`, or null where a step names no field. */
function labelsAlong(
  fields: readonly Field[],
  path: readonly (string | number)[],
): string[] | null {
  const labels: string[] = [];
  let level: readonly Field[] = fields;
  let list: ListField | undefined;
  for (const step of path) {
    if (typeof step === "number") {
      if (!list) return null;
      labels.push(`${list.singular} ${step + 1}`);
      // A list of one value is named by its row; a list of groups goes on into the group's fields.
      level = list.items.length === 1 ? (list.items[0]?.fields ?? []) : [];
      list = undefined;
      continue;
    }
    const field = level.find((candidate) => candidate.name === step);
    if (!field) return null;
    labels.push(field.label);
    list = field.kind === "list" ? field : undefined;
    level = field.kind === "group" ? field.fields : [];
  }
  return labels;
}

/** "packages[0].price" as ["packages", 0, "price"]. */
export function stepsOf(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    name === undefined ? Number(index) : name,
  );
}

/** Where a file of content/ is edited: its entry's fields and the names that lead to it. */
function entryOf(file: string) {
  const fields = () => fieldsOfFile(file);
  for (const collection of collections) {
    const entry = collection.files?.find((candidate) => candidate.file === `content/${file}`);
    if (entry) return { names: [collection.label, entry.label], fields: fields() };
  }
  // A file of a folder (a portfolio section, a text page) by its own name in the folder.
  for (const collection of collections) {
    const folder = `${collection.folder?.replace(/^content\//, "")}/`;
    if (!collection.folder || !file.startsWith(folder)) continue;
    const name = keyOfSectionFile(file) ?? addressOfTextPageFile(file);
    if (name !== null) return { names: [collection.label, name], fields: fields() };
  }
  return null;
}

/**
 * A value of a file of content/ by the names the editor shows on the way to it ("Tjänster ›
 * Tjänster › tjänst 2 › Portfolio"), or null where a step names no field.
 */
export function describePlace(file: string, path: string): string | null {
  const entry = entryOf(file.replace(/^content\//, ""));
  const labels = entry && labelsAlong(entry.fields, stepsOf(path));
  return entry && labels ? [...entry.names, ...labels].join(" › ") : null;
}

/** A line of the build's check as its file, the value's path there and what is wrong with it. */
export function splitProblem(line: string): { file: string; path: string; problem: string } | null {
  const match = /^content\/([^\s:,]+\.yaml): ([\w.[\]]+): (.+)$/s.exec(line);
  if (!match) return null;
  const [, file = "", path = "", problem = ""] = match;
  return { file, path, problem };
}

/** A line of the build's check in the editor's words, or the line itself where it has none. */
export function describeProblem(line: string): string {
  const split = splitProblem(line);
  const place = split && describePlace(split.file, split.path);
  return split && place ? `${place}: ${split.problem}` : line;
}
