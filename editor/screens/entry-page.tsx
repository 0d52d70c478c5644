// One file's form: filled from the file as read, or from her unsaved change where she takes it
// back; each change kept in this tab's draft as she types and checked as the build checks it,
// its problems under the fields; published through the source, which writes it only where the
// file is still the version the form was filled from, its comments and order kept.
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { parse } from "yaml";
import type { Draft, TabDrafts } from "../drafts/tab-drafts.ts";
import { cleanDraft } from "../fields/clean-draft.ts";
import type { Collection } from "../fields/fields.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import { FieldInput } from "../form/field-input.tsx";
import { type Form, FormContext } from "../form/form-context.ts";
import { type Path, withValueAt } from "../form/values.ts";
import { draftLines } from "../gate/draft-lines.ts";
import { savedText } from "../gate/kept-yaml.ts";
import { setNotice, staleSaveTitle } from "../notices/notices.ts";
import { previewKind } from "../preview/previewed-files.ts";
import type { ContentSource } from "../source/content-source.ts";
import { SignedOut } from "../source/github-source.ts";
import type { Snapshot } from "../source/snapshot.ts";
import { DraftOffer } from "./draft-offer.tsx";
import { type Entry, photosFor } from "./entries.ts";
import { sectionsOf } from "./sections.ts";

// The site's components and stylesheet, loaded once a form with a preview opens.
const EntryPreview = lazy(() => import("../preview/entry-preview.tsx"));

/** Wide enough for the form and the preview side by side. */
const sideBySide = "(min-width: 1100px)";

/** How long after her last keystroke the draft is checked. */
const settle = 300;

type Props = {
  entry: Entry;
  snapshot: Snapshot;
  collections: readonly Collection[];
  source: ContentSource;
  drafts: TabDrafts;
  /** The file as it was before the save and as the save wrote it, and how an undo is told. */
  onSaved(path: string, before: string, raw: string, version: string, undoMessage: string): void;
  /** GitHub no longer takes her sign-in; her change is kept in this tab's draft. */
  onSignedOut(): void;
};

export function EntryPage({
  entry,
  snapshot,
  collections,
  source,
  drafts,
  onSaved,
  onSignedOut,
}: Props) {
  const file = snapshot.files[entry.path];
  const read = useMemo(() => readData(file?.raw ?? ""), [file?.raw]);
  const [data, setData] = useState<unknown>(read.data);
  const [base, setBase] = useState(file?.version ?? null);
  const [offer, setOffer] = useState<Draft | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(() => draftLines(snapshot, entry.path, file?.raw ?? ""));
  const previewed = useDeferredValue(data);
  const hasPreview = previewKind(entry.path) !== null;
  const [showsPreview, setShowsPreview] = useState(() => window.matchMedia(sideBySide).matches);
  const checking = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let current = true;
    void drafts.offered(entry.path).then((draft) => {
      if (current) setOffer(draft);
    });
    return () => {
      current = false;
    };
  }, [drafts, entry.path]);

  const check = (next: unknown) =>
    setChecked(draftLines(snapshot, entry.path, savedText(file?.raw ?? "", cleanDraft(next))));

  const form: Form = {
    data,
    problems: checked.fields,
    choices: { photos: photosFor(entry, snapshot), sections: sectionsOf(snapshot) },
    change(path: Path, value: unknown) {
      const next = withValueAt(data, path, value);
      setData(next);
      // Kept at once, so a reload or a crash a moment later loses nothing; checked once she pauses.
      void drafts.keep(entry.path, next, base);
      clearTimeout(checking.current);
      checking.current = setTimeout(() => check(next), settle);
    },
  };

  if (!file || read.error !== null) {
    return (
      <main id="innehall" className="post">
        <h1>{entry.label}</h1>
        <p role="alert" className="problem">
          {file ? `Filen ${entry.path} går inte att läsa: ${read.error}` : "Det här finns inte."}
        </p>
        <a href="#/">Till listan</a>
      </main>
    );
  }

  const publish = async () => {
    clearTimeout(checking.current);
    const cleaned = cleanDraft(data);
    const raw = savedText(file.raw, cleaned);
    const lines = draftLines(snapshot, entry.path, raw);
    setChecked(lines);
    if (lines.lines.length > 0) {
      setNotice({
        save: {
          title: "Ändringen sparades inte",
          lines: lines.lines.map((line) => describeProblem(line, collections)),
        },
      });
      return;
    }
    setSaving(true);
    const place = `${entry.collection.label} › ${entry.label}`;
    const answer = await source
      .save([{ path: entry.path, raw }], { [entry.path]: base }, `Redigeraren: ändrade ${place}`)
      .catch((error: unknown) => {
        if (error instanceof SignedOut) return null;
        throw error;
      });
    setSaving(false);
    if (!answer) {
      onSignedOut();
      return;
    }
    if (answer.ok) {
      const version = answer.versions[entry.path] ?? "";
      await drafts.drop(entry.path);
      setBase(version);
      setData(cleaned);
      onSaved(entry.path, file.raw, raw, version, `Redigeraren: ångrade ändringen av ${place}`);
      return;
    }
    setNotice({
      save: {
        title: answer.stale ? staleSaveTitle : "Ändringen sparades inte",
        lines:
          answer.problems.length > 0
            ? answer.problems.map((line) => describeProblem(line, collections))
            : [answer.error],
      },
    });
  };

  const deciding = offer === undefined || offer !== null;
  return (
    <main id="innehall" className="post">
      <p className="brodsmulor">
        <a href="#/">Allt du kan ändra</a> › {entry.collection.label}
      </p>
      <h1>{entry.label}</h1>
      {offer ? (
        <DraftOffer
          draft={offer}
          changedSince={offer.base !== file.version}
          onTake={() => {
            setData(offer.data);
            setBase(offer.base);
            check(offer.data);
            setOffer(null);
          }}
          onDrop={() => {
            void drafts.drop(entry.path);
            setOffer(null);
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
              {entry.fields.map((field) => (
                <FieldInput key={field.name} field={field} path={[field.name]} />
              ))}
            </FormContext>
          </fieldset>
          <div className="publicera">
            {checked.lines.length > 0 ? (
              <p className="problem">
                {checked.lines.length === 1
                  ? "En sak behöver rättas innan du kan publicera; den står vid sitt fält."
                  : `${checked.lines.length} saker behöver rättas innan du kan publicera; de står vid sina fält.`}
              </p>
            ) : null}
            <button type="submit" disabled={deciding || saving}>
              {saving ? "Publicerar …" : "Publicera"}
            </button>
          </div>
        </form>
        {hasPreview ? (
          <section className="forhandsvisning-ruta" aria-label="Förhandsvisning">
            <button
              type="button"
              aria-expanded={showsPreview}
              aria-controls="forhandsvisning"
              onClick={() => setShowsPreview(!showsPreview)}
            >
              {showsPreview ? "Dölj förhandsvisningen" : "Visa förhandsvisningen"}
            </button>
            <div id="forhandsvisning" hidden={!showsPreview}>
              {showsPreview ? (
                <Suspense fallback={<p>Hämtar förhandsvisningen …</p>}>
                  <EntryPreview
                    path={entry.path}
                    draft={cleanDraft(previewed)}
                    snapshot={snapshot}
                    photoUrl={source.photoUrl}
                  />
                </Suspense>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>
    </main>
  );
}

/** A file's data, or why it cannot be read. */
function readData(raw: string): { data: unknown; error: string | null } {
  try {
    return { data: parse(raw) ?? {}, error: null };
  } catch (error) {
    return { data: {}, error: (error as Error).message };
  }
}
