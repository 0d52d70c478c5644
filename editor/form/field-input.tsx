// One field of the form, by its kind: a text, a paragraph, a whole number, yes/no, a choice, a
// date, a photo, a section, a group of fields or a list. Its label and hint are the schema's; the
// check's problem with its value stands under it and is read with it.
import type { ReactNode } from "react";
import type { Field, Option } from "../fields/fields.ts";
import { type Form, idOf, useForm } from "./form-context.ts";
import { ListField } from "./list-field.tsx";
import { PhotoUpload, Thumbnail } from "./photo-field.tsx";
import { type Path, pathKey, valueAt } from "./values.ts";

/** `inList`: a list's item of one value, named by the item's own row above it. */
type Props = { field: Field; path: Path; inList?: boolean };

/** The label, the hint and the problem around a control with the id `idOf(path)`. */
function Labelled({ field, path, inList, children }: Props & { children: ReactNode }) {
  const { problems } = useForm();
  const id = idOf(path);
  const problem = problems.get(pathKey(path));
  return (
    <div className="falt" data-fel={problem ? "" : undefined}>
      <label htmlFor={id} className={inList ? "osynlig" : undefined}>
        {field.label}
        {field.required === false && !inList ? (
          <span className="frivilligt"> (frivilligt)</span>
        ) : null}
      </label>
      {inList ? null : (
        <p className="tips" id={`${id}-tips`}>
          {field.hint}
        </p>
      )}
      {children}
      {problem ? (
        <p className="problem" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its hint and problem. */
function tiedTo(path: Path, hasProblem: boolean, hasHint: boolean) {
  const id = idOf(path);
  const described = [hasProblem ? `${id}-problem` : "", hasHint ? `${id}-tips` : ""]
    .join(" ")
    .trim();
  return {
    id,
    "aria-describedby": described || undefined,
    "aria-invalid": hasProblem || undefined,
  };
}

const text = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : String(value);

/**
 * The options of a field that is a choice, or null: a list of values, a photo of its folder, a
 * section, or (a before-photo) another photo of the same section's list.
 */
function choiceOf(
  field: Field,
  form: Form,
  path: Path,
): { options: Option[]; empty?: string } | null {
  const plain = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
  switch (field.kind) {
    case "choice":
      return { options: field.options };
    case "photo":
      return { options: plain(form.choices.photos) };
    case "section":
      return {
        options: form.choices.sections.map(({ key, title }) => ({
          value: key,
          label: `${title} (${key})`,
        })),
      };
    case "beforePhoto": {
      const photos = valueAt(form.data, path.slice(0, -2));
      const own = valueAt(form.data, [...path.slice(0, -1), "file"]);
      const files = Array.isArray(photos)
        ? photos.flatMap((photo) => {
            const file = valueAt(photo, ["file"]);
            return typeof file === "string" && file && file !== own ? [file] : [];
          })
        : [];
      return { options: plain(files), empty: "Ingen (inte en efter-bild)" };
    }
    default:
      return null;
  }
}

export function FieldInput({ field, path, inList = false }: Props) {
  const form = useForm();
  const value = valueAt(form.data, path);
  const tied = tiedTo(path, form.problems.has(pathKey(path)), !inList);
  const optional = field.required === false;
  // An emptied optional value is left out of the file, as if never written.
  const changeText = (next: string) =>
    form.change(path, next === "" && optional ? undefined : next);
  const choice = choiceOf(field, form, path);
  if (choice) {
    const chosen = text(value);
    // What choosing none is called, where none may be chosen.
    const empty = choice.empty ?? (optional ? "Ingen" : undefined);
    const known = choice.options.some((option) => option.value === chosen);
    return (
      <Labelled field={field} path={path} inList={inList}>
        <select
          {...tied}
          value={chosen}
          onChange={(event) => form.change(path, event.target.value || undefined)}
        >
          {empty !== undefined || !chosen ? <option value="">{empty ?? "Välj …"}</option> : null}
          {known || !chosen ? null : <option value={chosen}>{chosen}</option>}
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {field.kind === "photo" ? (
          <>
            <Thumbnail name={chosen} />
            <PhotoUpload path={path} />
          </>
        ) : null}
      </Labelled>
    );
  }
  switch (field.kind) {
    case "group":
      return (
        <fieldset className="grupp">
          <legend>{field.label}</legend>
          <p className="tips">{field.hint}</p>
          {field.fields.map((inner) => (
            <FieldInput key={inner.name} field={inner} path={[...path, inner.name]} />
          ))}
        </fieldset>
      );
    case "list":
      return <ListField field={field} path={path} FieldInput={FieldInput} />;
    case "yesNo":
      return (
        <div className="falt falt-ja-nej">
          <input
            type="checkbox"
            {...tied}
            checked={value === true}
            onChange={(event) => form.change(path, event.target.checked)}
          />
          <label htmlFor={tied.id}>{field.label}</label>
          <p className="tips" id={`${tied.id}-tips`}>
            {field.hint}
          </p>
        </div>
      );
    case "number":
      return (
        <Labelled field={field} path={path} inList={inList}>
          <input
            type="number"
            inputMode="numeric"
            step={1}
            {...tied}
            min={field.min}
            max={field.max}
            value={typeof value === "number" ? value : ""}
            onChange={(event) =>
              form.change(
                path,
                event.target.value === "" ? undefined : Math.trunc(Number(event.target.value)),
              )
            }
          />
        </Labelled>
      );
    default: {
      const typed = { ...tied, value: text(value) };
      return (
        <Labelled field={field} path={path} inList={inList}>
          {field.kind === "paragraph" ? (
            <textarea {...typed} rows={4} onChange={(event) => changeText(event.target.value)} />
          ) : (
            <input
              type={field.kind === "date" ? "date" : "text"}
              {...typed}
              onChange={(event) => changeText(event.target.value)}
            />
          )}
        </Labelled>
      );
    }
  }
}
