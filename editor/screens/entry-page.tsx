// One file's form, or a new file's: filled from the file as read (a new one with the schema's
// defaults), or from her unsaved change where she takes it back; each change kept in this tab's
// draft as she types and checked as the build checks it, its problems under the fields;
// published through the source, which writes it only where the file is still the version the
// form was filled from (a new file: where there is none), its comments and order kept, a new
// file beginning with the comment of its kind; where the file moved on, her change is laid onto
// the newest version (form/three-way.ts) for her to look over and publish. A section or a text
// page can be removed here. Whatever finishes later (a photo read, a save's answer) updates the
// form from its latest value (form/latest-state.ts).
import { useEffect, useMemo, useRef, useState } from "react";
import { lineOf } from "#model/files.ts";
import { readContentYaml } from "#model/read-yaml.ts";
import { draftLines } from "../checks/draft-lines.ts";
import { blobBase64 } from "../content/base64.ts";
import { cleanDraft } from "../content/clean-draft.ts";
import { savedText } from "../content/kept-yaml.ts";
import type { FileChange, SaveAnswer, Snapshot } from "../content/snapshot.ts";
import type { Draft, TabDrafts } from "../content/tab-drafts.ts";
import { pathOfNew } from "../fields/collections.ts";
import { fieldsOfFile } from "../fields/schema-fields.ts";
import { FieldInput } from "../form/field-input.tsx";
import { type Form, FormContext } from "../form/form-context.ts";
import { useLatestState } from "../form/latest-state.ts";
import { photosNamed } from "../form/named-photos.ts";
import { photosWithoutAltText } from "../form/photo-rows.ts";
import { type Conflict, mergeOnto, sameValue, unknownBase } from "../form/three-way.ts";
import { newGroupOf, type Path, rowsOf, valueAt, withValueAt } from "../form/values.ts";
import { SignedOut } from "../github/github-source.ts";
import { setNotice } from "../notices/notices.ts";
import { StatusPanel } from "../notices/status-panel.tsx";
import { previewKind } from "../preview/previewed-files.ts";
import type { ContentSource } from "../source/content-source.ts";
import { type CommitMessages, commitMessages, removalMessage } from "./commit-messages.ts";
import { DraftOffer } from "./draft-offer.tsx";
import {
  type Entry,
  headerOfKind,
  photoFolderOf,
  removedWith,
  sectionsOf,
  wordsOf,
} from "./entries.ts";
import { NotFound, UnreadableFile } from "./file-problem.tsx";
import { NewerFile, type SavedElsewhere } from "./newer-file.tsx";
import { usePickedPhotos } from "./picked-photos.ts";
import { PreviewPane } from "./preview-pane.tsx";
import { checkRefusal, refusalOf } from "./refusals.ts";
import { RemoveEntry } from "./remove-entry.tsx";

/** How long after her last keystroke the draft is checked. */
const settle = 300;

/** A save that went through: the file before it (null: a new file) and as written. */
export type Saved = {
  entry: Entry;
  path: string;
  before: string | null;
  raw: string;
  version: string;
  /** What its commit, its undo's and the undo's undo say. */
  messages: CommitMessages;
  /** The photos uploaded with it. */
  added: string[];
  /** The commit it made, where it made one. */
  commit?: string;
};

type Props = {
  /** A new entry has no path yet: its data names its file. */
  entry: Entry;
  snapshot: Snapshot;
  source: ContentSource;
  drafts: TabDrafts;
  onSaved(saved: Saved): void;
  onRemoved(paths: readonly string[], said: string): void;
  /** GitHub no longer takes her sign-in; her change is kept in this tab's draft. */
  onSignedOut(): void;
  /** A file that did not read was brought back: content/ is read again. */
  onRestored(): void;
  /** content/ as read again after a save refused on a file saved since. */
  onNewerRead(snapshot: Snapshot): void;
};

/** A file's data, or why it cannot be read, as the build says it (its line and column). */
function readData(path: string, raw: string): { data: unknown; error: string | null } {
  const read = readContentYaml(path, new TextEncoder().encode(raw));
  return read.ok
    ? { data: read.value ?? {}, error: null }
    : { data: {}, error: lineOf(read.problem) };
}

export function EntryPage(props: Props) {
  const { entry, snapshot, source, drafts } = props;
  const isNew = entry.path === "";
  const file = isNew ? undefined : snapshot.files[entry.path];
  const fields = fieldsOfFile(isNew ? pathOfNew(entry.collection, undefined) : entry.path);
  const read = useMemo(
    () =>
      isNew ? { data: newGroupOf(fields), error: null } : readData(entry.path, file?.raw ?? ""),
    [isNew, fields, entry.path, file?.raw],
  );
  const [data, updateData, dataNow] = useLatestState<unknown>(read.data);
  // The file's version her form was filled from, and its data then: what her change is made on.
  const [, updateBase, baseNow] = useLatestState({
    version: file?.version ?? null,
    data: read.data,
  });
  // Where her change was laid onto a file saved since, the values both changed, for her to choose.
  const [newer, setNewer] = useState<{ conflicts: Conflict[]; saved: SavedElsewhere } | null>(null);
  const [offer, setOffer] = useState<Draft | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const path = isNew ? pathOfNew(entry.collection, data) : entry.path;
  const textOf = (next: unknown) =>
    `${isNew ? headerOfKind(entry, pathOfNew(entry.collection, next)) : ""}${savedText(file?.raw ?? "", cleanDraft(next))}`;
  const [checked, setChecked] = useState(() =>
    // A file that does not read shows why in place of its form, with nothing to check.
    read.error === null
      ? draftLines(snapshot, path, textOf(data), [], isNew)
      : { fields: new Map<string, string>(), problems: [] },
  );
  const checking = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A new entry's empty form is not told what it lacks until she first publishes it.
  const [tried, setTried] = useState(!isNew);
  const shown = tried ? checked : { fields: new Map<string, string>(), problems: [] };
  // A new entry's draft is kept by its collection: its file is not named until she names it.
  const draftKey = isNew ? `ny:${entry.collection.name}` : entry.path;

  useEffect(() => {
    let current = true;
    void drafts.offered(draftKey).then((draft) => {
      if (current) setOffer(draft);
    });
    return () => {
      current = false;
    };
  }, [drafts, draftKey]);

  const check = (next: unknown) =>
    setChecked(
      draftLines(
        snapshot,
        isNew ? pathOfNew(entry.collection, next) : path,
        textOf(next),
        Object.keys(pendingNow()),
        isNew,
      ),
    );

  const folder = photoFolderOf({ ...entry, path });
  const picked = usePickedPhotos({
    folder,
    snapshot,
    source,
    keep: (photos, place) =>
      drafts.keep(draftKey, place ? place(dataNow()) : dataNow(), baseNow(), photos),
  });
  const { pending, pendingNow, take } = picked;
  const withoutAlt = photosWithoutAltText(fields, data);
  const form: Form = {
    data,
    problems: shown.fields,
    choices: { photos: picked.photos, sections: sectionsOf(snapshot) },
    change(at: Path, value: unknown) {
      form.update(at, () => value);
    },
    update(at: Path, next: (latest: unknown) => unknown) {
      const updated = updateData((latest) => withValueAt(latest, at, next(valueAt(latest, at))));
      // Kept at once, so a reload or a crash a moment later loses nothing; checked once she pauses.
      void drafts.keep(draftKey, updated, baseNow(), pendingNow());
      clearTimeout(checking.current);
      checking.current = setTimeout(() => check(updated), settle);
    },
    async pick(picked: File, at: Path) {
      const taken = await take(picked, (latest, name) => withValueAt(latest, at, name));
      if ("name" in taken) form.change(at, taken.name);
      return taken;
    },
    async add(picked: File, list: Path, rowFor: (name: string) => unknown) {
      const withRow = (rows: unknown, name: string) => [...rowsOf(rows), rowFor(name)];
      const taken = await take(picked, (latest, name) =>
        withValueAt(latest, list, withRow(valueAt(latest, list), name)),
      );
      if ("name" in taken) form.update(list, (rows) => withRow(rows, taken.name));
      return taken;
    },
    photoUrl: picked.photoInFolder,
  };
  /**
   * Runs `task` with the form held: its answer where it went through; null where it was refused
   * (said in the status panel) or her sign-in has run out (said by the app).
   */
  const sending = async (
    removed: readonly string[],
    task: () => Promise<SaveAnswer>,
    /** Where the file was saved since her form was filled: her change laid onto it instead. */
    onStale?: () => Promise<boolean>,
  ) => {
    setSaving(true);
    try {
      const answer = await task().catch((error: unknown) => {
        if (error instanceof SignedOut) return null;
        throw error;
      });
      if (!answer) props.onSignedOut();
      else if (!answer.ok && !(answer.stale && onStale && (await onStale()))) {
        setNotice({ save: refusalOf(answer, removed) });
      }
      return answer?.ok ? answer : null;
    } finally {
      setSaving(false);
    }
  };
  /** Her change (`mine`, made on `mineBase`) laid onto `newest`, the file as it is now. */
  const layOnto = (
    mine: unknown,
    mineBase: unknown,
    newest: { version: string | null; data: unknown },
  ) => {
    const merged = mergeOnto(mineBase, mine, newest.data);
    updateData(() => merged.data);
    updateBase(() => newest);
    setNewer({ conflicts: merged.conflicts, saved: null });
    void drafts.keep(draftKey, merged.data, newest, pendingNow());
    check(merged.data);
    // Where and when it was saved, said once the source has answered; it changes nothing else.
    void source
      .lastSaved?.(path)
      .catch(() => null)
      .then((saved) => setNewer((was) => was && { ...was, saved: saved ?? null }));
  };
  /** content/ read again after a refused save: her change laid onto her file as it is now. */
  const layOntoNewest = async () => {
    const fresh = await source.read().catch((error: unknown) => {
      if (error instanceof SignedOut) return null;
      throw error;
    });
    if (!fresh) return false;
    const now = fresh.files[path];
    const theirs = now && readData(path, now.raw);
    if (now && theirs && theirs.error === null) {
      layOnto(dataNow(), baseNow().data, { version: now.version, data: theirs.data });
    }
    props.onNewerRead(fresh);
    // A file removed or broken since is said by the refusal, or by the form's place.
    return Boolean(now && theirs);
  };
  /**
   * Sends `changes` through the source, each data file's version as her form read it and each new
   * photo as one that must not be there yet. A photo removed with its section was never read into
   * a form: it goes whatever its version, as the section it belongs to is checked.
   */
  const send = (
    changes: FileChange[],
    message: string,
    removed: readonly string[] = [],
    onStale?: () => Promise<boolean>,
  ) =>
    sending(
      removed,
      () =>
        source.save(
          changes,
          Object.fromEntries(
            changes.flatMap((change) =>
              change.path === path
                ? [[change.path, baseNow().version]]
                : "removed" in change && !(change.path in snapshot.files)
                  ? []
                  : [[change.path, snapshot.files[change.path]?.version ?? null]],
            ),
          ),
          message,
        ),
      onStale,
    );
  /** The file as the site was last built from it, in place of one that does not read. */
  const restore = async () => {
    const answer = await sending([], () => source.restore(entry.path, file?.version ?? null));
    if (answer) props.onRestored();
  };

  // The form follows its file when the file changes beside it (a restore, a read after a build, a
  // save in another tab): filled afresh where she changed nothing, her change laid onto it where
  // she did. Her own saves and merges set the version first, and pass by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the file's version is when to look
  useEffect(() => {
    if (isNew || !file || read.error !== null) return;
    const was = baseNow();
    if (was.version === file.version) return;
    const newest = { version: file.version, data: read.data };
    if (sameValue(dataNow(), was.data)) {
      updateData(() => read.data);
      updateBase(() => newest);
      check(read.data);
    } else {
      layOnto(dataNow(), was.data, newest);
    }
  }, [file?.version, read]);

  if (!isNew && !file) {
    return (
      <>
        <NotFound />
        <StatusPanel />
      </>
    );
  }
  if (read.error !== null) {
    return (
      <>
        <UnreadableFile
          label={entry.label}
          error={read.error}
          busy={saving}
          onRestore={() => void restore()}
        />
        <StatusPanel />
      </>
    );
  }

  const words = wordsOf(entry.collection);
  const title = (data as { title?: unknown } | null)?.title;
  // A section or a text page by its heading; a file of its own by its name in the list.
  const name = words && typeof title === "string" && title ? title : entry.label;

  const publish = async () => {
    clearTimeout(checking.current);
    setTried(true);
    if (newer && newer.conflicts.length > 0) return;
    const cleaned = cleanDraft(data);
    const raw = textOf(cleaned);
    const lines = draftLines(snapshot, path, raw, Object.keys(pendingNow()), isNew);
    setChecked(lines);
    if (lines.problems.length > 0) {
      setNotice({ save: checkRefusal(lines.problems) });
      return;
    }
    const messages = commitMessages(entry, name, isNew);
    // The photos she picked that the file names, uploaded with it in one save.
    const named = photosNamed(fields, cleaned);
    const added = Object.keys(pending).filter(
      (photo) => photo.startsWith(folder) && named.has(photo.slice(folder.length)),
    );
    const uploads = await Promise.all(
      added.map(async (photo) => ({
        path: photo,
        base64: await blobBase64(pending[photo] as Blob),
      })),
    );
    const answer = await send(
      [{ path, raw }, ...uploads],
      messages.publish,
      [],
      isNew ? undefined : layOntoNewest,
    );
    if (!answer) return;
    setNewer(null);
    await drafts.drop(draftKey);
    picked.replace({});
    const version = answer.versions[path] ?? "";
    updateBase(() => ({ version, data: cleaned }));
    updateData(() => cleaned);
    props.onSaved({
      entry,
      path,
      before: file?.raw ?? null,
      raw,
      version,
      messages,
      added,
      ...(answer.commit ? { commit: answer.commit } : {}),
    });
  };

  const remove = async () => {
    const message = removalMessage(entry, name);
    if (!words || !message) return;
    const removed = removedWith(entry, snapshot);
    const answer = await send(
      removed.map((gone) => ({ path: gone, removed: true as const })),
      message,
      removed,
    );
    if (!answer) return;
    await drafts.drop(draftKey);
    setNotice({ save: null, saved: null });
    props.onRemoved(removed, words.removed(name));
  };

  const deciding = offer === undefined || offer !== null;
  const hasPreview = previewKind(path) !== null;
  return (
    <main id="innehall" className="post">
      <p className="brodsmulor">
        <a href="#/">Allt du kan ändra</a> › {entry.collection.label}
      </p>
      <h1 tabIndex={-1}>{entry.label}</h1>
      {offer ? (
        <DraftOffer
          draft={offer}
          changedSince={offer.base !== (file?.version ?? null)}
          onTake={() => {
            picked.replace(offer.photos ?? {});
            if (!isNew && file && offer.base !== file.version) {
              layOnto(offer.data, offer.baseData ?? unknownBase, {
                version: file.version,
                data: read.data,
              });
            } else {
              updateData(() => offer.data);
              updateBase(() => ({ version: offer.base, data: offer.baseData ?? read.data }));
              check(offer.data);
            }
            setOffer(null);
          }}
          onDrop={() => {
            void drafts.drop(draftKey);
            setOffer(null);
          }}
        />
      ) : null}
      {newer ? (
        <NewerFile
          path={path}
          kind={source.kind}
          conflicts={newer.conflicts}
          saved={newer.saved}
          onChoose={(conflict, value) => {
            form.change(conflict.path, value);
            setNewer(
              (was) => was && { ...was, conflicts: was.conflicts.filter((c) => c !== conflict) },
            );
          }}
        />
      ) : null}
      <div className={hasPreview ? "arbetsyta" : undefined}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void publish();
          }}
        >
          <fieldset disabled={deciding || saving} className="formular">
            <legend className="osynlig">{entry.label}</legend>
            <FormContext value={form}>
              {fields.map((field) => (
                <FieldInput key={field.name} field={field} path={[field.name]} />
              ))}
            </FormContext>
          </fieldset>
          {/* What the editor says after a press stands above Publicera, never over it. */}
          <div className="formularfot">
            <StatusPanel />
            <div className="publicera">
              {newer && newer.conflicts.length > 0 ? (
                <p className="problem">
                  Välj först vilken version som ska gälla där filen ändrades på båda håll; valen
                  står överst.
                </p>
              ) : null}
              {withoutAlt > 0 ? (
                <p className="tips">
                  {withoutAlt === 1
                    ? "En bild saknar alt-text. Skriv vad den visar, så når den också den som inte ser bilden."
                    : `${withoutAlt} bilder saknar alt-text. Skriv vad de visar, så når de också den som inte ser bilderna.`}
                </p>
              ) : null}
              {shown.problems.length > 0 ? (
                <p className="problem">
                  {shown.problems.length === 1
                    ? "En sak behöver rättas innan du kan publicera; den står vid sitt fält."
                    : `${shown.problems.length} saker behöver rättas innan du kan publicera; de står vid sina fält.`}
                </p>
              ) : null}
              <button type="submit" disabled={deciding || saving}>
                {saving ? "Publicerar …" : "Publicera"}
              </button>
            </div>
          </div>
          {words && !isNew ? (
            <RemoveEntry
              words={words}
              name={name}
              disabled={deciding || saving}
              onRemove={remove}
            />
          ) : null}
        </form>
        {hasPreview ? (
          <PreviewPane path={path} data={data} snapshot={snapshot} photoUrl={picked.photoUrl} />
        ) : null}
      </div>
    </main>
  );
}
