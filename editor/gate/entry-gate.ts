// The one place every save of an entry passes, on both backends, whatever led to it: a form
// filled in and published, or an unsaved form Decap kept in the browser and brought back after a
// reload or a new sign-in. Decap hands its backend each save (gated-backends.ts), and the backend
// hands it here before anything is written:
// - the file's own check, the build's (check-before-save.ts);
// - the version check: the file must still be the version the form was filled from (a draft
//   brought back keeps its own, entry-versions.ts), or the save would overwrite what was saved
//   since in another tab, window or on GitHub's website;
// - the comments: the save is written into the file as it is now, so its comments, order and
//   quoting stay (kept-yaml.ts), whatever text the form was filled from;
// - published, the build's whole check of content/ as the branch holds it with the save written
//   where Decap writes it (whole-check.ts); on the owner's computer the local backend runs it;
// - and the refusal, in Swedish, in the panel and under the fields it names.
// Published, every other commit passes its sibling below (commitGate): an upload, a deletion, the
// photos of an entry's save, an undo, a restore.
import { parse } from "yaml";
import type { Collection } from "../fields/fields.ts";
import { clearFieldProblems, showFieldProblems } from "../notices/field-problems.ts";
import { readProblem } from "../notices/github-errors.ts";
import { setNotice, staleSaveLine, staleSaveTitle } from "../notices/notices.ts";
import { addressProblems } from "./address-words.ts";
import { asSaveProblems, problemsBeforeSave, type SaveProblem } from "./check-before-save.ts";
import {
  type Base,
  type EntryVersions,
  type Overwritten,
  overwritesNewer,
  versionOf,
  whenChanged,
} from "./entry-versions.ts";
import { savedText } from "./kept-yaml.ts";
import { type CommitFile, treeRefusal } from "./tree-check.ts";
import { type Branch, problemsWithSave } from "./whole-check.ts";

/** A file of an entry's save, as Decap hands it to its backend. */
export type EntryFile = { path: string; slug?: string; raw: string; newPath?: string };

/**
 * What a save needs read: the file's text now (null: none); content/'s files (from content/) where
 * the address of a new entry or a section's key is to be checked; and published, the branch.
 */
export type Current = { text: string | null; paths?: readonly string[]; branch?: Branch };

export type EntrySave = {
  collection: string;
  isNew: boolean;
  /** The photos uploaded with the save, by their paths. */
  photos: readonly string[];
  read: (path: string) => Promise<Current>;
};

/** A refusal Decap shows as its own notice's details, the editor's panel says in full. */
export class Refusal extends Error {
  override name = "";
}

/** Where the gate says what it refused, and clears it for the next save. */
export type Telling = {
  clear(): void;
  refused(title: string, problems: readonly SaveProblem[]): void;
};

/** The editor's panel, and the lines under the fields of the open form. */
export const panelAndFields: Telling = {
  clear() {
    setNotice({ save: null, saved: null });
    clearFieldProblems();
  },
  refused(title, problems) {
    setNotice({ save: { title, lines: problems.map(({ line }) => line) }, saved: null });
    void showFieldProblems(problems.flatMap(({ field }) => (field ? [field] : [])));
  },
};

/** Says the refusal where `tell` says it, and throws it, stopping the change. */
const refusing =
  (tell: Telling) =>
  (title: string, problems: readonly SaveProblem[]): never => {
    tell.refused(title, problems);
    throw new Refusal("rätta det som står i rutan längst ned");
  };

const asLines = (lines: string[]): SaveProblem[] => lines.map((line) => ({ line, field: null }));

/** The stale save's line: a draft brought back says which draft. */
function staleLine(base: Base): string {
  if (!base.draftAt) return staleSaveLine;
  return `Filen har sparats på nytt efter din osparade ändring från ${whenChanged(base.draftAt)}, i en annan flik eller på ett annat sätt. Din ändring sparades inte, så inget av det som sparats skrevs över. Ladda om sidan, svara Avbryt på frågan om den osparade ändringen så att du ser det som är sparat nu, och gör din ändring igen.`;
}

/** The refusal of a commit that would overwrite what was saved since this page read it. */
const overwriteRefusal: Record<Overwritten, [string, SaveProblem[]]> = {
  data: [staleSaveTitle, asLines([staleSaveLine])],
  upload: [
    "Bilden laddades inte upp",
    asLines([
      "En bild med samma namn har sparats sedan du öppnade mediebiblioteket, i en annan flik eller på ett annat sätt. Din bild laddades inte upp, så bilden som sparats där skrevs inte över. Ladda om sidan (Ctrl+R eller ⌘R) och ladda upp din bild igen: då frågar redigeraren om du vill byta ut bilden som finns.",
    ]),
  ],
  deletion: [
    "Bilden raderades inte",
    asLines([
      "Bilden finns inte längre: den har raderats i en annan flik eller på ett annat sätt. Ladda om sidan (Ctrl+R eller ⌘R) så ser du bilderna som de är nu.",
    ]),
  ],
};

export function entryGate(
  collections: readonly Collection[],
  versions: EntryVersions,
  tell: Telling = panelAndFields,
) {
  const refuse = refusing(tell);
  /** The files as they may be written; throws the refusal, said in Swedish, when they may not. */
  return async function pass(files: readonly EntryFile[], save: EntrySave): Promise<EntryFile[]> {
    tell.clear();
    const passed: EntryFile[] = [];
    for (const file of files) {
      const path = file.newPath ?? file.path;
      const data: unknown = parse(file.raw) ?? {};
      const current = await save
        .read(file.path)
        .catch((error: unknown) =>
          refuse("Ändringen sparades inte", asLines([readProblem(error)])),
        );
      const address = addressProblems(
        { collection: save.collection, path, data, isNew: save.isNew },
        current.paths ?? current.branch?.paths ?? [],
      );
      if (address.length > 0) refuse("Ändringen sparades inte", address);
      const own = problemsBeforeSave(
        { path, collection: save.collection, slug: file.slug, data },
        collections,
      );
      if (own.length > 0) refuse("Ändringen sparades inte", own);
      const base = versions.baseOf(file.path);
      if (!save.isNew && base && base.version !== (await versionOf(current.text))) {
        refuse(staleSaveTitle, asLines([staleLine(base)]));
      }

      const text = savedText(current.text ?? "", data);
      if (current.branch) {
        const lines = problemsWithSave(current.branch, {
          path,
          bytes: new TextEncoder().encode(text),
          photos: save.photos.map((photo) => photo.slice(photo.lastIndexOf("/") + 1)),
        });
        if (lines.length > 0) {
          refuse(
            "Ändringen sparades inte",
            asSaveProblems(lines, path.replace(/^content\//, ""), collections),
          );
        }
      }
      passed.push({ ...file, raw: text });
    }
    return passed;
  };
}

export type EntryGate = ReturnType<typeof entryGate>;

/**
 * The gate of the published editor's commits outside an entry's file: the media library's uploads
 * and deletions, the photos an entry's save uploads, an undo and a restore. The branch as it is
 * now (`readBranch`): nothing saved since this page read it overwritten (entry-versions.ts), and
 * the commit's files laid over it checked as the build would take it (tree-check.ts); a refusal
 * is said in the panel and thrown, before anything is written.
 */
export function commitGate(
  collections: readonly Collection[],
  readBranch: () => Promise<Branch>,
  versions: EntryVersions,
  agreedToReplace: (name: string) => boolean,
  tell: Telling = panelAndFields,
) {
  return async function pass(files: readonly CommitFile[]): Promise<void> {
    tell.clear();
    const refuse = refusing(tell);
    const branch = await readBranch().catch((error: unknown) =>
      refuse("Ändringen sparades inte", asLines([readProblem(error)])),
    );
    const overwritten = await overwritesNewer(files, branch, versions, agreedToReplace);
    if (overwritten) refuse(...overwriteRefusal[overwritten]);
    const refused = await treeRefusal(branch, files, collections);
    if (refused) refuse(refused.title, asLines(refused.lines));
  };
}

export type CommitGate = ReturnType<typeof commitGate>;
