// The saved content of other files, which a preview needs beside the draft: the facts its
// {placeholders} name (site.yaml, terms.yaml) and the texts around the part being edited. Read
// through the editor's own backend, so the preview shows what is saved, locally or on GitHub.
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, useState } from "react";
import type { ContentFile } from "#model/files.ts";
import { toPlain } from "../fields/clean-draft.ts";
import { collections } from "../fields/config.ts";
import { readProblem } from "../notices/github-errors.ts";

/** The collection and file entry that edit each file of content/, from the editor's config. */
export function entryOf(file: ContentFile): { collection: string; slug: string } {
  for (const collection of collections) {
    const entry = collection.files?.find((candidate) => candidate.file === `content/${file}`);
    if (entry) return { collection: collection.name, slug: entry.name };
  }
  throw new Error(`content/${file} har inget fält i redigeraren`);
}

/** Why the saved content was not read, in Swedish: GitHub's English reason never shown. */
function failedRead(error: unknown): string {
  if (typeof (error as { status?: unknown } | null)?.status === "number") {
    return readProblem(error);
  }
  return "Förhandsvisningen fick ingen kontakt med det som är sparat. Kontrollera internetanslutningen och ladda om sidan.";
}

export type Saved<Files extends ContentFile> =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; documents: Record<Files, unknown> };

/** The saved data of `files`, read once each time the preview opens. */
export function useSavedContent<Files extends ContentFile>(
  getCollection: PreviewTemplateComponentProps["getCollection"],
  files: readonly Files[],
): Saved<Files> {
  const [saved, setSaved] = useState<Saved<Files>>({ state: "loading" });
  const key = files.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `files`, a new array on each render.
  useEffect(() => {
    let isCurrent = true;
    Promise.all(
      files.map(async (file) => {
        const { collection, slug } = entryOf(file);
        const entry = (await getCollection(collection, slug)) as unknown as Map<string, unknown> & {
          get: (key: string) => unknown;
        };
        return [file, toPlain(entry.get("data"))] as const;
      }),
    ).then(
      (entries) => {
        if (isCurrent) {
          setSaved({
            state: "loaded",
            documents: Object.fromEntries(entries) as Record<Files, unknown>,
          });
        }
      },
      (error: unknown) => {
        if (isCurrent) setSaved({ state: "failed", message: failedRead(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [getCollection, key]);
  return saved;
}
