// Which version of each data file the owner's form was filled from, for the gate's version check
// (entry-gate.ts): a save is refused when the file has changed since, in another tab, another
// window or on GitHub's website, instead of overwriting that change. A version is the file's text
// as a SHA-256 digest; the first read of a file in a page is the one its form was filled from
// (later reads are the preview's). Decap keeps an unsaved form in the browser and offers it back
// after a reload or a new sign-in; such a draft keeps the version its own form was filled from,
// and the time it was last changed (draft-bases.ts stamps both beside Decap's copy).

import type { ContentFile } from "#model/files.ts";
import { formatDate } from "../../app/lib/format.ts";
import type { CommitFile } from "./tree-check.ts";
import type { Branch } from "./whole-check.ts";

/** A file's version, or null for a file that is not there. */
export type Version = string | null;

/** The version a save of a file is checked against, and for a draft brought back, its time. */
export type Base = { version: Version; draftAt?: number };

const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The version of a file's text. */
export async function versionOf(text: string | null): Promise<Version> {
  if (text === null) return null;
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The git blob of `bytes`, as GitHub names a file's content. */
export async function gitBlobOf(bytes: Uint8Array): Promise<string> {
  const head = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const object = new Uint8Array(head.length + bytes.length);
  object.set(head);
  object.set(bytes, head.length);
  return hex(await crypto.subtle.digest("SHA-1", object));
}

export function entryVersions() {
  const bases = new Map<string, Base>();
  return {
    /** A file read from the backend: its form's base, unless one is known already. */
    async read(path: string, text: string | null) {
      const version = await versionOf(text);
      if (!bases.has(path)) bases.set(path, { version });
    },
    baseOf: (path: string): Base | undefined => bases.get(path),
    /** A draft brought back: the form is now the draft's, made from `base`. */
    restoreDraft(path: string, base: Base) {
      bases.set(path, base);
    },
    /** A save went through: the file is now this text, this page's own. */
    async saved(path: string, text: string | null) {
      bases.set(path, { version: await versionOf(text) });
    },
  };
}

export type EntryVersions = ReturnType<typeof entryVersions>;

/** What a commit would overwrite that was saved since this page read it. */
export type Overwritten = "data" | "upload" | "deletion";

/**
 * What of a commit of `files` on `branch` would overwrite what was saved since this page read it:
 * a data file changed since her form was filled from it (an undo, a restore); a photo uploaded
 * under a name the branch has for another photo, which Decap would have asked her about had it
 * known (`agreed`: the names she agreed to replace; the same photo again, as Decap sends a photo
 * added in a form with each of its saves, is no overwrite); a photo deleted that is no longer
 * there. Null: nothing.
 */
export async function overwritesNewer(
  files: readonly CommitFile[],
  branch: Branch,
  versions: EntryVersions,
  agreed: (name: string) => boolean,
): Promise<Overwritten | null> {
  for (const { path, bytes } of files) {
    if (!path.startsWith("content/")) continue;
    const file = path.slice("content/".length) as ContentFile;
    if (path.endsWith(".yaml")) {
      const base = versions.baseOf(path);
      if (!base) continue;
      const now = branch.bytesOf(file);
      if (base.version !== (await versionOf(now && new TextDecoder().decode(now)))) return "data";
    } else if (!branch.paths.includes(file)) {
      if (!bytes) return "deletion";
    } else if (bytes && !agreed(path.slice(path.lastIndexOf("/") + 1))) {
      if (branch.blobOf(file) !== (await gitBlobOf(bytes))) return "upload";
    }
  }
  return null;
}

/** "i dag kl. 14.32", or "27 november 2026 kl. 14.32" for another day: when a draft was changed. */
export function whenChanged(at: number, now = Date.now()): string {
  const date = new Date(at);
  const day = (moment: Date) =>
    `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, "0")}-${String(moment.getDate()).padStart(2, "0")}`;
  const time = `kl. ${date.getHours()}.${String(date.getMinutes()).padStart(2, "0")}`;
  return day(date) === day(new Date(now)) ? `i dag ${time}` : `${formatDate(day(date))} ${time}`;
}
