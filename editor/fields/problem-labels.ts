// The build's check names a value by its file and its path there (content/portfolio/kok/avsnitt.yaml,
// photos[13].alt: model/files.ts, Problem); the owner knows it by the labels the editor shows,
// counted as people count: "Portfolio › kok › Bilder › bild 14 › Alt-text: …".
import { addressOfTextPageFile, keyOfSectionFile } from "#model/content-paths.ts";
import { lineOf, type Problem } from "#model/files.ts";
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
      // A list of one value is named by its row; a list of groups goes on into the group's
      // fields, and a list of blocks into the fields of its kinds, which the path names alone.
      level = list.items.flatMap((kind) => kind.fields ?? []);
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

/** "packages[0].price" as ["packages", 0, "price"]: the path the check gives, step by step. */
function stepsOf(path: string): (string | number)[] {
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

/** A problem of the build's check in the editor's words: where she edits the value, and what is wrong. */
export function describeProblem(problem: Problem): string {
  const place = problem.path && describePlace(problem.file, problem.path);
  return place ? `${place}: ${problem.words}` : lineOf(problem);
}

/**
 * A line of the build's output as the host reports it ("content/home.yaml: hero.heading: saknas",
 * a commit status's description, which holds text only): read back by the format the build
 * prints (model/files.ts, lineOf), never by its words; the line itself where it names no value.
 * `npm start`'s builds hand the editor their problems as data (builds/build-status.ts).
 */
export function describeBuildLine(line: string): string {
  const [, file, path, words] = /^(content\/[^\s:,]+\.yaml): ([\w.[\]]+): (.+)$/s.exec(line) ?? [];
  return file && path && words ? describeProblem({ file, path, words }) : line;
}
