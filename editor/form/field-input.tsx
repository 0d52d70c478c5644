// One field of the form, by its kind: a text, a paragraph, a whole number, yes/no, a choice, a
// date, a photo, a section, a group of fields or a list. Its label and hint are the schema's; the
// check's problem with its value stands under it and is read with it.
import type { ReactNode } from "react";
import type { Field } from "../fields/fields.ts";
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

/** A choice among `options`; `empty`: what choosing none is called, where none may be chosen. */
function Choice({
  path,
  options,
  value,
  empty,
  hasHint,
}: {
  path: Path;
  hasHint: boolean;
  options: readonly { value: string; label: string }[];
  value: string;
  empty?: string;
}) {
  const { change, problems } = useForm();
  const known = options.some((option) => option.value === value);
  return (
    <select
      {...tiedTo(path, problems.has(pathKey(path)), hasHint)}
      value={value}
      onChange={(event) => change(path, event.target.value || undefined)}
    >
      {empty !== undefined || !value ? <option value="">{empty ?? "Välj …"}</option> : null}
      {known || !value ? null : <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type Option = { value: string; label: string };

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
  switch (field.widget) {
    case "select":
      return { options: (field.options as Option[] | undefined) ?? [] };
    case "image":
      return { options: plain(form.choices.photos) };
    case "relation":
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
  const describedBy = (at: Path, hasProblem: boolean) => tiedTo(at, hasProblem, !inList);
  const value = valueAt(form.data, path);
  const problem = form.problems.has(pathKey(path));
  const optional = field.required === false;
  // An emptied optional value is left out of the file, as if never written.
  const changeText = (next: string) =>
    form.change(path, next === "" && optional ? undefined : next);
  const none = optional ? "Ingen" : undefined;
  const choice = choiceOf(field, form, path);
  if (choice) {
    return (
      <Labelled field={field} path={path} inList={inList}>
        <Choice
          path={path}
          hasHint={!inList}
          value={text(value)}
          empty={choice.empty ?? none}
          options={choice.options}
        />
        {field.widget === "image" ? (
          <>
            <Thumbnail name={text(value)} />
            <PhotoUpload path={path} />
          </>
        ) : null}
      </Labelled>
    );
  }
  switch (field.widget) {
    case "object":
      return (
        <fieldset className="grupp">
          <legend>{field.label}</legend>
          <p className="tips">{field.hint}</p>
          {((field.fields as Field[] | undefined) ?? []).map((inner) => (
            <FieldInput key={inner.name} field={inner} path={[...path, inner.name]} />
          ))}
        </fieldset>
      );
    case "list":
      return <ListField field={field} path={path} FieldInput={FieldInput} />;
    case "boolean":
      return (
        <div className="falt falt-ja-nej">
          <input
            type="checkbox"
            {...describedBy(path, problem)}
            checked={value === true}
            onChange={(event) => form.change(path, event.target.checked)}
          />
          <label htmlFor={idOf(path)}>{field.label}</label>
          <p className="tips" id={`${idOf(path)}-tips`}>
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
            {...describedBy(path, problem)}
            min={field.min as number | undefined}
            max={field.max as number | undefined}
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
    case "text":
      return (
        <Labelled field={field} path={path} inList={inList}>
          <textarea
            {...describedBy(path, problem)}
            rows={4}
            value={text(value)}
            onChange={(event) => changeText(event.target.value)}
          />
        </Labelled>
      );
    default:
      return (
        <Labelled field={field} path={path} inList={inList}>
          <input
            type={field.widget === "datetime" ? "date" : "text"}
            {...describedBy(path, problem)}
            value={text(value)}
            onChange={(event) => changeText(event.target.value)}
          />
        </Labelled>
      );
  }
}
