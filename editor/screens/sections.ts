// The portfolio's sections as a section field offers them: each key with its title.
import { keyOfSectionFile } from "#model/files.ts";
import type { Snapshot } from "../fields/snapshot.ts";
import { titleOf } from "./entries.ts";

export const sectionsOf = (snapshot: Snapshot): { key: string; title: string }[] =>
  Object.entries(snapshot.files).flatMap(([path, { raw }]) => {
    const key = keyOfSectionFile(path.replace(/^content\//, ""));
    return key === null ? [] : [{ key, title: titleOf(raw, key) }];
  });
