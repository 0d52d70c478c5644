// A list of the form: its items in order, each moved a place up or down or taken out by buttons
// (by touch, pointer or keyboard, no dragging needed), a removal asked about in the page, and a
// button per kind of item to add one. A long list's items fold to their summaries. After a move
// the moved item's button keeps the focus, and the move is read out.
import { type ComponentType, useEffect, useState } from "react";
import type { Field, ItemKind, ListField as List } from "../fields/fields.ts";
import { idOf, useForm } from "./form-context.ts";
import { PhotoBatch } from "./photo-batch.tsx";
import { lacksAltText, photoRowsOf, rowFor } from "./photo-rows.ts";
import { kindOfItem, newItemOf, type Path, pathKey, rowsOf, valueAt } from "./values.ts";

/** An item's summary by the list's template ("{{fields.title}} – {{fields.price}}"). */
function summaryOf(template: string | undefined, item: unknown): string {
  if (typeof item === "string") return item;
  if (template === undefined || typeof item !== "object" || item === null) return "";
  return template
    .replace(/\{\{fields\.(\w+)\}\}/g, (_, name: string) => {
      const value = (item as Record<string, unknown>)[name];
      return typeof value === "string" || typeof value === "number" ? String(value) : "";
    })
    .replace(/^[\s–-]+|[\s–-]+$/g, "");
}

const toggled = (set: ReadonlySet<number>, item: number) =>
  set.has(item) ? new Set([...set].filter((at) => at !== item)) : new Set([...set, item]);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a list draws a field of its items: the form's own FieldInput, handed down (no import cycle). */
type FieldOf = ComponentType<{ field: Field; path: Path; inList?: boolean }>;

export function ListField({
  field,
  path,
  FieldInput,
}: {
  field: List;
  path: Path;
  FieldInput: FieldOf;
}) {
  const form = useForm();
  const items = rowsOf(valueAt(form.data, path));
  const kinds = field.items;
  const photoRows = photoRowsOf(kinds);
  const { singular, folded: folds } = field;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<number | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const problem = form.problems.get(pathKey(path));
  const max = field.max ?? Number.POSITIVE_INFINITY;

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);

  const move = (from: number, to: number) => {
    form.update(path, (latest) => {
      const rows = rowsOf(latest);
      return rows.toSpliced(from, 1).toSpliced(to, 0, rows[from]);
    });
    setOpen((was) => new Set([...was].map((at) => (at === from ? to : at === to ? from : at))));
    setSaid(`${capitalized(singular)} ${from + 1} är nu ${singular} ${to + 1}.`);
    const button = to < from ? "upp" : "ned";
    const edge = button === "upp" ? to === 0 : to === items.length - 1;
    setFocus(`${idOf([...path, to])}-${edge ? (button === "upp" ? "ned" : "upp") : button}`);
  };
  const remove = (index: number) => {
    form.update(path, (latest) => rowsOf(latest).toSpliced(index, 1));
    setOpen(
      (was) =>
        new Set([...was].filter((at) => at !== index).map((at) => (at > index ? at - 1 : at))),
    );
    setAsking(null);
    setSaid(`${capitalized(singular)} ${index + 1} är borttagen.`);
    setFocus(`${idOf(path)}-lagg-till-0`);
  };
  const add = (kind: ItemKind) => {
    form.update(path, (latest) => [...rowsOf(latest), newItemOf(kind)]);
    setOpen((was) => new Set([...was, items.length]));
    setFocus(null);
  };

  return (
    <fieldset className="lista" id={idOf(path)}>
      <legend>{field.label}</legend>
      <p className="tips">{field.hint}</p>
      {problem ? <p className="problem">{problem}</p> : null}
      <ol>
        {items.map((item, index) => {
          const kind = kindOfItem(kinds, item);
          const name = `${capitalized(kinds.length > 1 && kind ? kind.label : singular)} ${index + 1}`;
          const itemPath = [...path, index];
          const id = idOf(itemPath);
          const isOpen = !folds || open.has(index);
          const summary = summaryOf(field.summary, item);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; a move moves its values
            <li key={index} className="listrad">
              <div className="listrad-huvud">
                {folds ? (
                  <button
                    type="button"
                    className="listrad-namn"
                    aria-expanded={isOpen}
                    aria-controls={`${id}-innehall`}
                    onClick={() => setOpen((was) => toggled(was, index))}
                  >
                    {name}
                    {summary ? <span className="sammanfattning">{summary}</span> : null}
                  </button>
                ) : (
                  <span className="listrad-namn">
                    {name}
                    {summary && kind?.field ? null : (
                      <span className="sammanfattning">{summary}</span>
                    )}
                  </span>
                )}
                {photoRows && lacksAltText(photoRows, item) ? (
                  <span className="saknas">Alt-text saknas</span>
                ) : null}
                <span className="listrad-knappar">
                  <button
                    type="button"
                    id={`${id}-upp`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="osynlig">Flytta upp {name.toLowerCase()}</span>
                  </button>
                  <button
                    type="button"
                    id={`${id}-ned`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="osynlig">Flytta ned {name.toLowerCase()}</span>
                  </button>
                  <button type="button" onClick={() => setAsking(index)}>
                    <span aria-hidden="true">✕</span>
                    <span className="osynlig">Ta bort {name.toLowerCase()}</span>
                  </button>
                </span>
              </div>
              {asking === index ? (
                <fieldset className="fraga">
                  <legend>
                    Ta bort {name.toLowerCase()}
                    {summary ? ` (${summary})` : ""}?
                  </legend>
                  <p>Det syns på sajten först när du publicerar.</p>
                  <button type="button" className="farlig" onClick={() => remove(index)}>
                    Ta bort
                  </button>
                  <button type="button" onClick={() => setAsking(null)}>
                    Behåll
                  </button>
                </fieldset>
              ) : null}
              {isOpen ? (
                <div id={`${id}-innehall`} className="listrad-innehall">
                  {kind?.field ? (
                    <FieldInput
                      field={{ ...kind.field, label: name, hint: field.hint }}
                      path={itemPath}
                    />
                  ) : (
                    (kind?.fields ?? []).map((inner) => (
                      <FieldInput key={inner.name} field={inner} path={[...itemPath, inner.name]} />
                    ))
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="osynlig" aria-live="polite">
        {said}
      </p>
      {photoRows ? <PhotoBatch path={path} rowFor={(name) => rowFor(photoRows, name)} /> : null}
      <div className="lagg-till">
        {kinds.map((kind, at) => (
          <button
            key={kind.type ?? kind.label}
            id={`${idOf(path)}-lagg-till-${at}`}
            type="button"
            disabled={items.length >= max}
            onClick={() => add(kind)}
          >
            Lägg till {kind.label.toLowerCase()}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
