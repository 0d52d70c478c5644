// The one place that knows Decap's page as Decap 3.16 draws it, where no public extension point
// (widgets, previews, events, the locale, the config) reaches: its parts are found by the names
// its styles carry (emotion's labels, "css-1x2y-TopBar") and dnd-kit's ids. Everything else in
// editor/ asks for a part here; the stylesheets (narrow-screen.css, status-panel.css) use the
// same labels. decap-page.test.ts finds every label in the Decap code that is installed, and
// fails, naming the label, when an upgrade renames or drops one.

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
  /** A photo's card in the media library, and the file name under it. */
  mediaCard: '[class*="-Card"]:has(> p[class*="-CardText"])',
  mediaCardName: 'p[class*="-CardText"]',
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

/** Every emotion label the parts above and the editor's stylesheets rely on. */
export const decapLabels = [
  "TopBar",
  "TopBarContainer",
  "DragIconContainer",
  "SortableListItem",
  "ControlContainer",
  "ControlPaneContainer",
  "Card",
  "CardText",
  "EditorContainer",
  "ToolbarContainer",
  "ToolbarSectionBackLink",
  "ToolbarSectionMain",
  "Editor",
  "ViewControls",
  "StyledAuthenticationPage",
] as const;
