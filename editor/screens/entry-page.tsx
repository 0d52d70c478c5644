// One file's form, or a new file's: filled from the file as read (a new one with the schema's
// defaults), or from her unsaved change where she takes it back; each change kept in this tab's
// draft as she types and checked as the build checks it, its problems under the fields;
// published through the source, which writes it only where the file is still the version the
// form was filled from (a new file: where there is none), its comments and order kept, a new
// file beginning with the comment of its kind; where the file moved on, her change is laid onto
// the newest version (form/three-way.ts) for her to look over and publish. A section or a text
// page can be removed here. Whatever finishes later (a photo read, a save's answer) updates the
// form from its latest value (form/latest-state.ts).
import { useMemo, useRef } from "react";
import { Link } from "react-router";
import { blobBase64 } from "../content/base64.ts";
import { cleanDraft } from "../content/clean-draft.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { TabDrafts } from "../content/tab-drafts.ts";
import { FieldInput } from "../form/field-input.tsx";
import { type Form, FormContext } from "../form/form-context.ts";
import { photosNamed } from "../form/named-photos.ts";
import { photosWithoutAltText } from "../form/photo-rows.ts";
import { type Path, rowsOf, valueAt, withValueAt } from "../form/values.ts";
import { setNotice } from "../notices/notices.ts";
import { StatusPanel } from "../notices/status-panel.tsx";
import { previewKind } from "../preview/previewed-files.ts";
import type { ContentSource } from "../source/content-source.ts";
import { type CommitMessages, commitMessages, removalMessage } from "./commit-messages.ts";
import { DraftOffer } from "./draft-offer.tsx";
import { type Entry, photoFolderOf, removedWith, sectionsOf, wordsOf } from "./entries.ts";
import { useEntryChecks } from "./entry-checks.ts";
import { entryFile } from "./entry-file.ts";
import { useEntrySaves, versionsOf } from "./entry-saves.ts";
import { NotFound, UnreadableFile } from "./file-problem.tsx";
import { useHerChange } from "./her-change.ts";
import { NewerFile } from "./newer-file.tsx";
import { usePickedPhotos } from "./picked-photos.ts";
import { PreviewPane } from "./preview-pane.tsx";
import { checkRefusal } from "./refusals.ts";
import { RemoveEntry } from "./remove-entry.tsx";

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

export function EntryPage(props: Props) {
  const { entry, snapshot, source, drafts } = props;
  const asReadNow = snapshot.files[entry.path];
  // Read again where the file was read again, not at each keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the file as read is when to read
  const file = useMemo(() => entryFile(entry, snapshot), [entry.path, asReadNow]);
  const { isNew, fields, read } = file;
  // The photos she picked, which her change keeps in her draft and the checks count: held by the
  // hook below, made after her change, as her data names their folder.
  const photos = useRef<() => Record<string, Blob>>(() => ({}));
  const checks = useEntryChecks({
    snapshot,
    file,
    data: read.data,
    photosNow: () => Object.keys(photos.current()),
  });
  const change = useHerChange({
    file,
    source,
    drafts,
    photosNow: () => photos.current(),
    check: checks.check,
    onNewerRead: props.onNewerRead,
  });
  const { data, newer, offer } = change;
  const saves = useEntrySaves(source, props.onSignedOut);
  const path = file.pathOf(data);
  const folder = photoFolderOf({ ...entry, path });
  const picked = usePickedPhotos({
    folder,
    snapshot,
    source,
    keep: (kept, place) =>
      drafts.keep(
        file.draftKey,
        place ? place(change.dataNow()) : change.dataNow(),
        change.baseNow(),
        kept,
      ),
  });
  photos.current = picked.pendingNow;
  const shown = checks.shown;
  const saving = saves.saving;
  const withoutAlt = photosWithoutAltText(fields, data);
  const form: Form = {
    data,
    problems: shown.fields,
    choices: { photos: picked.photos, sections: sectionsOf(snapshot) },
    change(at: Path, value: unknown) {
      form.update(at, () => value);
    },
    update(at: Path, next: (latest: unknown) => unknown) {
      checks.checkSoon(
        change.update((latest) => withValueAt(latest, at, next(valueAt(latest, at)))),
      );
    },
    async pick(chosen: File, at: Path) {
      const taken = await picked.take(chosen, (latest, name) => withValueAt(latest, at, name));
      if ("name" in taken) form.change(at, taken.name);
      return taken;
    },
    async add(chosen: File, list: Path, rowFor: (name: string) => unknown) {
      const withRow = (rows: unknown, name: string) => [...rowsOf(rows), rowFor(name)];
      const taken = await picked.take(chosen, (latest, name) =>
        withValueAt(latest, list, withRow(valueAt(latest, list), name)),
      );
      if ("name" in taken) form.update(list, (rows) => withRow(rows, taken.name));
      return taken;
    },
    photoUrl: picked.photoInFolder,
  };
  const asRead = file.file;

  if (!isNew && !asRead) {
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
          onRestore={async () => {
            // The file as the site was last built from it, in place of one that does not read.
            if (await saves.restore(entry.path, asRead?.version ?? null)) props.onRestored();
          }}
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
    checks.pressed();
    if (newer && newer.conflicts.length > 0) return;
    const cleaned = cleanDraft(data);
    const raw = file.textOf(cleaned);
    const lines = checks.checkWritten(path, raw);
    if (lines.problems.length > 0) {
      setNotice({ save: checkRefusal(lines.problems) });
      return;
    }
    const messages = commitMessages(entry, name, isNew);
    // The photos she picked that the file names, uploaded with it in one save.
    const named = photosNamed(fields, cleaned);
    const added = Object.keys(picked.pending).filter(
      (photo) => photo.startsWith(folder) && named.has(photo.slice(folder.length)),
    );
    const uploads = await Promise.all(
      added.map(async (photo) => ({
        path: photo,
        base64: await blobBase64(picked.pending[photo] as Blob),
      })),
    );
    const changes = [{ path, raw }, ...uploads];
    const answer = await saves.send(
      changes,
      versionsOf(changes, { path, version: change.baseNow().version }, snapshot),
      messages.publish,
      isNew ? {} : { onStale: change.layOntoNewest },
    );
    if (!answer) return;
    const version = answer.versions[path] ?? "";
    await change.published(version, cleaned);
    picked.replace({});
    props.onSaved({
      entry,
      path,
      before: asRead?.raw ?? null,
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
    const changes = removed.map((gone) => ({ path: gone, removed: true as const }));
    const answer = await saves.send(
      changes,
      versionsOf(changes, { path, version: change.baseNow().version }, snapshot),
      message,
      { removed },
    );
    if (!answer) return;
    await drafts.drop(file.draftKey);
    setNotice({ save: null, saved: null });
    props.onRemoved(removed, words.removed(name));
  };

  const deciding = offer === undefined || offer !== null;
  const hasPreview = previewKind(path) !== null;
  return (
    <main id="innehall" className="post">
      <p className="brodsmulor">
        <Link to="/">Allt du kan ändra</Link> › {entry.collection.label}
      </p>
      <h1 tabIndex={-1}>{entry.label}</h1>
      {offer ? (
        <DraftOffer
          draft={offer}
          changedSince={offer.base !== (asRead?.version ?? null)}
          onTake={() => {
            // Her photos first: her draft is kept with them as her change is laid onto the file.
            picked.replace(offer.photos ?? {});
            change.take(offer);
          }}
          onDrop={change.drop}
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
            change.chose(conflict);
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
