// content/ of this project as the editor's check reads it, for the tests of that check
// (whole-check.test.ts, whole-check-generated.test.ts): the branch's files by path, and the
// snapshot of its data files the forms are filled from.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { dataFilesAmong } from "#model/files.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { Branch } from "./whole-check.ts";

export const content = join(import.meta.dirname, "..", "..", "content");
export const paths = readdirSync(content, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(content, join(entry.parentPath, entry.name)).split(sep).join("/"));
export const text = (file: string) => readFileSync(join(content, file), "utf8");
export const branch: Branch = {
  paths,
  blobOf: () => null,
  bytesOf: (file) => {
    try {
      return readFileSync(join(content, file));
    } catch {
      return null;
    }
  },
};
/** content/ as the editor reads it. */
export const snapshot: Snapshot = {
  paths: paths.map((path) => `content/${path}`),
  files: Object.fromEntries(
    dataFilesAmong(paths).map((file) => [`content/${file}`, { raw: text(file), version: file }]),
  ),
};

/** The keys of the portfolio's sections. */
export const sectionKeys = paths.flatMap(
  (path) => /^portfolio\/([^/]+)\/avsnitt\.yaml$/.exec(path)?.[1] ?? [],
);
