// What every field of the open form reaches: the data, the one way to change it, the check's
// problems by the value's path, and the choices its pickers offer (the photos beside the file,
// the portfolio's sections).
import { createContext, useContext } from "react";
import { type Path, pathKey } from "./values.ts";

export type FormChoices = {
  /** The photo files a photo field of this file may name. */
  photos: readonly string[];
  /** The portfolio's sections, by key, with their titles. */
  sections: readonly { key: string; title: string }[];
};

/** A photo she picked: its name in the folder, or why it is refused, in her words. */
export type Picked = { name: string } | { problem: string };

export type Form = {
  data: unknown;
  /** Sets the value at the path: what she typed or chose in its field. */
  change(path: Path, value: unknown): void;
  /**
   * Makes the value at the path from its latest value, not the one drawn: a list's rows moved,
   * removed or added from a button of a render older than a photo's row just added to it.
   */
  update(path: Path, next: (latest: unknown) => unknown): void;
  /** The check's problem with the value at the path ("packages[0].price"), if any. */
  problems: ReadonlyMap<string, string>;
  choices: FormChoices;
  /**
   * Takes a photo she picked into the open file's folder and names it at `path`, kept in her
   * draft before the form shows it; or refuses it.
   */
  pick(file: File, path: Path): Promise<Picked>;
  /**
   * Takes a photo she picked into the open file's folder and adds `rowFor(name)` at the end of the
   * list at `list`, kept in her draft before the form shows it; or refuses it.
   */
  add(file: File, list: Path, rowFor: (name: string) => unknown): Promise<Picked>;
  /** An address to show the photo `name` of the file's folder from, or null. */
  photoUrl(name: string): Promise<string | null>;
};

export const FormContext = createContext<Form | null>(null);

export function useForm(): Form {
  const form = useContext(FormContext);
  if (!form) throw new Error("A field outside a form");
  return form;
}

/** An element id for the value at `path`, unique in the form. */
export const idOf = (path: Path) => `falt-${pathKey(path).replace(/[^\w-]/g, "_")}`;
