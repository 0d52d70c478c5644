// What the editor's commits say in the repository's history, as she would read it there: what she
// added, changed, removed, took back or put back, by the collection's and the entry's names. A
// save carries the messages of its undo and of the undo's own undo, so none is made from another.
import { type Entry, wordsOf } from "./entries.ts";

export type CommitMessages = {
  /** The save's own commit. */
  publish: string;
  /** Its undo's commit. */
  undo: string;
  /** The commit that undoes the undo: the change made again. */
  redo: string;
};

/** The messages of a save of `entry`, named `name` (a section's or a page's heading). */
export function commitMessages(entry: Entry, name: string, isNew: boolean): CommitMessages {
  const words = wordsOf(entry.collection);
  if (isNew && words) {
    return {
      publish: `Redigeraren: lade till ${words.noun} ${name}`,
      undo: `Redigeraren: tog bort ${words.noun} ${name} igen`,
      redo: `Redigeraren: lade till ${words.noun} ${name} igen`,
    };
  }
  const place = `${entry.collection.label} › ${name}`;
  return {
    publish: `Redigeraren: ändrade ${place}`,
    undo: `Redigeraren: ångrade ändringen av ${place}`,
    redo: `Redigeraren: gjorde om ändringen av ${place}`,
  };
}

/** The message of removing `entry`, a section or a text page, named `name`. */
export function removalMessage(entry: Entry, name: string): string | null {
  const words = wordsOf(entry.collection);
  return words && `Redigeraren: tog bort ${words.noun} ${name}`;
}
