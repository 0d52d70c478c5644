// Decap's lists are reordered by dragging only: its list gives dnd-kit a mouse and a touch sensor
// and no keyboard one, so an owner on the keyboard cannot move a photo at all, and a long drag
// through unfolded rows is hard to aim. Here every item that can be dragged also has the buttons
// "Flytta upp" and "Flytta ned" (a way to move without dragging, WCAG 2.5.7), which move it one
// place with Decap's own reordering, keep the focus on the item that moved, and say its new place.
//
// Decap's list is extended through its public registry (the widget is taken with getWidget and
// registered again), but what the extension uses of the list's class is not public: its keys, its
// items' elements and their bar's drag-handle slot, and its reordering. Those are named in the
// adapter (decap-page.ts's `DecapList`), whose test runs them against the installed Decap.
import { createContext, useContext, useEffect, useRef } from "react";
import {
  type DecapHandle,
  type DecapList,
  missingListParts,
  withHandleSlot,
} from "./decap-page.ts";

/** Which way a button moves its item. */
type Direction = -1 | 1;

/** What the buttons know of their list. */
interface Moves {
  /** The keys of the list's items, in their order (Decap's own, one per item). */
  keys: readonly string[];
  move: (key: string, direction: Direction) => void;
  /** The direction of the button to take the focus, once, if `key` is the item just moved. */
  takeFocus: (key: string) => Direction | null;
}

const MovesContext = createContext<Moves | null>(null);

type DecapListClass = new (props: never) => DecapList;

/** The slot `dragHandle` on the item's top bar, filled with the handle followed by the buttons. */
const handlesWithButtons = new WeakMap<DecapHandle, DecapHandle>();

function withButtons(Handle: DecapHandle): DecapHandle {
  let own = handlesWithButtons.get(Handle);
  if (!own) {
    own = function HandleWithButtons({ id, children }) {
      return (
        <>
          <Handle id={id}>{children}</Handle>
          <MoveButtons itemKey={id} />
        </>
      );
    };
    handlesWithButtons.set(Handle, own);
  }
  return own;
}

const arrow = (direction: Direction) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={direction < 0 ? "M3 10.5 8 5.5l5 5" : "M3 5.5l5 5 5-5"}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The buttons of one item. Their names here are the verbs; list-item-buttons.ts adds the item's
 * name to them as it does to the bar's other buttons ("Flytta upp bild 3, hus.jpg").
 */
function MoveButtons({ itemKey }: { itemKey: string }) {
  const moves = useContext(MovesContext);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // After a move, the moved item's button keeps the focus (React may have moved it out of the
  // page and back); at the end of the list, the other button takes it.
  useEffect(() => {
    const direction = moves?.takeFocus(itemKey);
    if (!direction) return;
    const [wanted, other] = direction < 0 ? [up, down] : [down, up];
    (wanted.current?.disabled ? other : wanted).current?.focus();
  });
  const index = moves?.keys.indexOf(itemKey) ?? -1;
  if (!moves || index < 0) return null;
  const last = moves.keys.length - 1;
  return (
    <span className="redigeraren-flytta">
      {([-1, 1] as const).map((direction) => (
        <button
          key={direction}
          ref={direction < 0 ? up : down}
          type="button"
          data-flytta={direction < 0 ? "upp" : "ned"}
          aria-label={direction < 0 ? "Flytta upp" : "Flytta ned"}
          title={direction < 0 ? "Flytta upp" : "Flytta ned"}
          disabled={direction < 0 ? index === 0 : index === last}
          onClick={() => moves.move(itemKey, direction)}
        >
          {arrow(direction)}
        </button>
      ))}
    </span>
  );
}

/**
 * Decap's list control with the buttons, or the control as it is if it lacks a part they need (the
 * owner keeps dragging; decap-page.test.ts names the part).
 */
export function withMoveButtons<Control>(control: Control): Control {
  const Base = control as unknown as DecapListClass;
  class ListWithMoves extends Base {
    private focusAfterMove: { key: string; direction: Direction } | null = null;
    private said = "";
    /** What the buttons do; their list's keys are added as it is drawn. */
    private readonly moves: Omit<Moves, "keys"> | null;

    constructor(props: never) {
      super(props);
      if (missingListParts(this).length > 0) {
        this.moves = null;
        return;
      }
      const renderItem = this.renderItem;
      this.renderItem = (item, index) => {
        const drawn = renderItem(item, index);
        return withHandleSlot(drawn, withButtons) ?? drawn;
      };
      this.moves = {
        move: (key, direction) => {
          const { keys } = this.state;
          const oldIndex = keys.indexOf(key);
          const newIndex = oldIndex + direction;
          if (oldIndex < 0 || newIndex < 0 || newIndex >= keys.length) return;
          this.focusAfterMove = { key, direction };
          this.said = `Ligger nu på plats ${newIndex + 1} av ${keys.length}.`;
          this.onSortEnd({ oldIndex, newIndex });
        },
        takeFocus: (key) => {
          if (this.focusAfterMove?.key !== key) return null;
          const { direction } = this.focusAfterMove;
          this.focusAfterMove = null;
          return direction;
        },
      };
    }

    override render() {
      const drawn = super.render();
      if (!this.moves) return drawn;
      return (
        <MovesContext.Provider value={{ ...this.moves, keys: this.state.keys }}>
          {drawn}
          <p className="redigeraren-dold" role="status">
            {this.said}
          </p>
        </MovesContext.Provider>
      );
    }
  }
  return ListWithMoves as unknown as Control;
}
