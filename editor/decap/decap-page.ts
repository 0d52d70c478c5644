// The one place that knows Decap's page as Decap 3.16 draws it, where no public extension point
// (widgets, previews, events, the locale, the config) reaches: its parts are found by the names
// its styles carry (emotion's labels, "css-1x2y-TopBar") and dnd-kit's ids, and its list control
// is extended through what its class keeps (`DecapList`). Everything else in editor/ asks for a
// part here; the stylesheets (narrow-screen.css, status-panel.css) use the same labels.
// decap-page.test.ts finds every label in the Decap code that is installed, and every part of the
// list in its list control, and fails, naming the label or part, when an upgrade renames or drops
// one.
import {
  type ComponentType,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";

/** The Decap release these parts were read from (decap-cms-app). */
export const decapRelease = "3.16.3";

export const decapParts = {
  /** A list item's bar: fold button, drag handle, remove button (decap-cms-ui-default). */
  listItemBar: '[class*="-TopBar"]:not([class*="-TopBarContainer"])',
  /** A list's own bar, with its count and its "Lägg till …" button. */
  listBar: '[class*="-TopBarContainer"]',
  /** The icon inside a list item's drag handle. */
  dragIcon: '[class*="-DragIconContainer"]',
  /** A list item (decap-cms-widget-list). */
  listItem: '[class*="SortableListItem"]',
  /** A field's box, label and control. */
  fieldBox: '[class*="ControlContainer"]',
  /** The form's scrolling pane. */
  form: '[class*="ControlPaneContainer"]',
  /** dnd-kit's hidden texts for screen readers: its instructions and what it says while moving. */
  dragTexts: '[id^="DndLiveRegion-"], [id^="DndDescribedBy-"]',
  /** A drag handle, by the role description dnd-kit gives it. */
  dragHandle: '[aria-roledescription="sortable"]',
} as const;

/**
 * The question Decap asks before a photo uploaded under a name the media library has replaces it,
 * in English and with the browser's own dialog (decap-cms-core's persistMedia): no locale key
 * reaches it. Its one part is the name of the photo replaced.
 */
export const decapReplaceQuestion = /^(.+) already exists\. Do you want to replace it\?$/;

/**
 * How Decap's notices of a failed upload or deletion in the media library begin, in English
 * whatever the locale (decap-cms-core's persistMedia and deleteMedia): the reason follows, which
 * the editor's panel gives in full.
 */
export const decapMediaFailures = {
  upload: "Failed to persist media: ",
  deletion: "Failed to delete media: ",
} as const;

/**
 * Decap's copy of an unsaved form in the browser (decap-cms-core's backend, in localForage):
 * under `backup.<collection>` for a new entry and `backup.<collection>.<slug>` for a saved one, a
 * record of the form's text and the entry's path. The anonymous `backup` is another's.
 */
export const decapDraftKey = /^backup\.[^.]+/;
export type DecapDraft = { raw?: string; path?: string };

/**
 * The path of the entry Decap's form holds, from its store's state (decap-cms-core's entryDraft
 * reducer, an Immutable map set when the entry has been read and the form filled from it).
 */
export function decapFormPath(state: unknown): string | undefined {
  const draft = (state as { entryDraft?: { getIn(path: string[]): unknown } }).entryDraft;
  const path = draft?.getIn(["entry", "path"]);
  return typeof path === "string" ? path : undefined;
}

/**
 * Whether Decap's store has her signed in (decap-cms-core's auth reducer keeps the user until its
 * LOGOUT, which its logoutUser action dispatches).
 */
export function decapSignedIn(state: unknown): boolean {
  return Boolean((state as { auth?: { user?: unknown } }).auth?.user);
}

/**
 * Decap's routes (decap-cms-core's App, on a hash history): an entry's form ("startsidan/entries/
 * home", "portfolio/new" in the first group) and a collection's list.
 */
export const decapRoutes = {
  entry: /^#\/collections\/([^/]+\/(?:entries\/.+|new))$/,
  collection: (name: string) => `#/collections/${name}`,
} as const;

/**
 * The labels of the fields holding the value `name` in Decap's form: each label's `for` is the
 * value's name, "-field-" and a number (decap-cms-core's EditorControl, uniqueFieldId).
 */
export const decapFieldLabels = (name: string) =>
  `label[for^="${name.replace(/["\\]/g, "\\$&")}-field-"]`;

/** Where Decap keeps the signed-in user, with her GitHub token (decap-cms-core's backend). */
export const decapUserKey = "decap-cms-user";

/**
 * The GitHub calls of a save, in Decap's order (decap-cms-backend-github's API, persistFiles):
 * after the blobs, a tree on the branch's head, a commit on it, and the branch moved to that
 * commit (a PATCH of its ref, never forced). The saves' watch (github-saves.ts) follows them.
 */
export const decapGitHubCalls = {
  tree: "git/trees",
  commit: "git/commits",
  move: (branch: string) => `git/refs/heads/${branch}`,
} as const;

/**
 * Decap's widget registry takes a field's option schema as a fourth argument, which its types
 * leave out: a widget registered again (the image and list widgets) keeps Decap's own.
 */
export type DecapRegisterWidget = (
  name: string,
  control: unknown,
  preview: unknown,
  schema: unknown,
) => void;

/**
 * What Decap hands every widget's control besides its published props (decap-cms-core's
 * EditorControl): the entry, an Immutable map, and a reader of saved entries. Decap calls the
 * entry deprecated, its data possibly stale: only what an open form never changes is read of it
 * ("slug", "path", "collection", "newRecord").
 */
export type DecapControlExtras = {
  entry: { get: (key: string) => unknown };
  loadEntry: (collection: string, slug: string) => Promise<{ data?: unknown }>;
};

/** Every emotion label the parts above and the editor's stylesheets rely on. */
export const decapLabels = [
  "TopBar",
  "TopBarContainer",
  "DragIconContainer",
  "SortableListItem",
  "ControlContainer",
  "ControlPaneContainer",
  "EditorContainer",
  "ToolbarContainer",
  "ToolbarSectionBackLink",
  "ToolbarSectionMain",
  "Editor",
  "ViewControls",
  "StyledAuthenticationPage",
  "PreviewButtonContainer",
] as const;

/** A list item's drag handle, as Decap's item bar draws it in its slot `dragHandle`. */
export type DecapHandle = ComponentType<{ id: string; children?: ReactNode }>;

/**
 * What the editor uses of Decap's list control (decap-cms-widget-list's ListControl), a class
 * registered as the widget "list": none of it is public.
 */
export interface DecapList {
  /** The keys of the items, one per item, in their order. */
  state: { keys: string[] };
  /** An item's element: among its children, its bar, with the slot `dragHandle`. */
  renderItem: (item: unknown, index: number) => ReactElement;
  /** The reordering a drag ends with: the value, the folding and the keys move together. */
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
  render(): ReactNode;
}

/** The parts of `DecapList` a list control lacks, named; empty if it has them all. */
export function missingListParts(list: Partial<DecapList>): string[] {
  const parts = ["renderItem", "onSortEnd", "render"] as const;
  const missing: string[] = parts.filter((part) => typeof list[part] !== "function");
  if (!Array.isArray(list.state?.keys)) missing.push("state.keys");
  return missing;
}

type WithSlot = ReactElement<{ children?: ReactNode; dragHandle?: DecapHandle }>;

/**
 * A list item's element with its bar's drag handle drawn by `fill(handle)`, or null if the item
 * has no bar with that slot.
 */
export function withHandleSlot(
  item: ReactElement,
  fill: (handle: DecapHandle) => DecapHandle,
): ReactElement | null {
  const { children } = (item as WithSlot).props;
  if (!Array.isArray(children)) return null;
  let found = false;
  const filled = children.map((child: ReactNode) => {
    const handle = isValidElement(child) ? (child as WithSlot).props.dragHandle : undefined;
    if (!handle) return child;
    found = true;
    return cloneElement(child as WithSlot, { dragHandle: fill(handle) });
  });
  // The children stay as Decap wrote them, one argument each, so React keys them as before.
  return found ? cloneElement(item, undefined, ...filled) : null;
}
