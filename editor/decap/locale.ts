// Decap's Swedish interface, with the strings its Swedish locale leaves in English filled in
// (editor/decap/locale.test.ts fails when a new Decap version leaves another one out), and the words
// it borrows from blogs and developers ("inlägg", "Oops", "fältet string") said as the owner
// would say them.
export type Strings = { [key: string]: string | Strings };

/** The strings Decap's Swedish locale lacks, by their place in the English one. */
export const missingStrings: Strings = {
  auth: { loginWithForgejo: "Logga in med Forgejo" },
  collection: {
    collectionTop: { viewAsList: "Visa som lista", viewAsGrid: "Visa som rutnät" },
    entries: { unpublishedHeader: "Opublicerade inlägg" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "fältet %{widgetLabel}" } },
    editorControlPane: {
      i18n: {
        copyFromLocale: "Fyll i från ett annat språk",
        copyFromLocaleConfirm:
          "Vill du fylla i från språket %{locale}?\nAllt som står här nu skrivs över.",
      },
    },
    editorInterface: { toggleNotes: "Visa eller dölj anteckningar" },
    editorNotesPane: {
      title: "Anteckningar",
      emptyState: "Inga anteckningar än. Skriv den första nedan.",
      addNote: "Lägg till anteckning",
      addPlaceholder: "Skriv en anteckning …",
      editPlaceholder: "Ändra anteckningen …",
      save: "Spara",
      cancel: "Avbryt",
      edit: "Ändra",
      delete: "Ta bort",
      resolve: "Markera som klar",
      unresolve: "Markera som ej klar",
      confirmDelete: "Vill du ta bort anteckningen?",
      shortcut: "Tips: Ctrl+Enter lägger till anteckningen",
    },
    editorToolbar: {
      statusInfoTooltipDraft:
        "Inlägget är ett utkast. Sätt status till Granskas när det är klart att granska.",
      statusInfoTooltipInReview:
        "Inlägget granskas; du behöver inte göra något mer, men du kan fortsätta ändra det.",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Genomstruken",
        toggleMode: {
          rich: "Byt till formaterad text",
          markdown: "Byt till markdown",
        },
      },
      image: {
        chooseMultiple: "Välj bilder",
        addMore: "Lägg till fler bilder",
        removeAll: "Ta bort alla bilder",
      },
      file: {
        chooseMultiple: "Välj filer",
        addMore: "Lägg till fler filer",
        removeAll: "Ta bort alla filer",
      },
      datetime: { setToNow: "Sätt %{fieldLabel} till nu" },
      list: { add: "Lägg till %{item}", addType: "Lägg till %{item}" },
      object: { expand: "Visa", collapse: "Dölj" },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: "Stäng" } },
  ui: {
    settingsDropdown: { account: "Kontomeny" },
    toast: {
      noteAdded: "Anteckningen har lagts till",
      onFailToAddNote: "Kunde inte lägga till anteckningen: %{details}",
      noteUpdated: "Anteckningen har ändrats",
      onFailToUpdateNote: "Kunde inte ändra anteckningen: %{details}",
      noteDeleted: "Anteckningen har tagits bort",
      onFailToDeleteNote: "Kunde inte ta bort anteckningen: %{details}",
      noteResolved: "Anteckningen är markerad som klar",
      noteReopened: "Anteckningen är öppnad igen",
      onFailToToggleNote: "Kunde inte ändra anteckningens status: %{details}",
    },
  },
};

/** Decap's Swedish strings said in the owner's words: a page's texts are no blog post. */
// Swedish capitalises a label's first word only ("Kopiera sökväg", not "Kopiera Sökväg").
/**
 * Decap's question whether to go on with an unsaved form it kept; asked in the editor's fuller
 * words, with the draft's time (draft-bases.ts).
 */
export const backupQuestion =
  "Här finns ändringar som du inte sparade förra gången. Vill du fortsätta med dem?";

export const ownWords: Strings = {
  collection: {
    sidebar: { allCollections: "Alla samlingar" },
    // "＋" (U+FF0B) is missing from many fonts; the button's name is what it says.
    collectionTop: {
      // "Lägg till" fits every word's gender: avsnitt, textsida.
      newButton: "Lägg till %{collectionLabel}",
      newButtonAriaLabel: "Lägg till %{collectionLabel}",
    },
    entries: {
      loadingEntries: "Hämtar …",
      cachingEntries: "Hämtar …",
      noEntries: "Här finns inget ännu",
    },
  },
  editor: {
    editorControl: { field: { widgetLabel: "Fält" } },
    editor: {
      onPublishing: "Vill du publicera ändringen?",
      onDeleteWithUnsavedChanges:
        "Vill du radera det här, också ändringarna du inte har sparat? Det går inte att ångra.",
      onDeletePublishedEntry: "Vill du radera det här? Det går inte att ångra.",
      loadingEntry: "Hämtar …",
      confirmLoadBackup: backupQuestion,
    },
    editorToolbar: {
      deletePublishedEntry: "Radera",
      deleteEntry: "Radera",
      deployButtonLabel: "Visa sajten",
    },
    editorWidgets: { markdown: { richText: "Formaterad text" } },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copyUrl: "Kopiera adress",
      copyPath: "Kopiera sökväg",
      copyName: "Kopiera namn",
    },
    mediaLibrary: { onDelete: "Vill du radera bilden? Det går inte att ångra." },
  },
  ui: {
    toast: {
      onFailToLoadEntries: "Kunde inte hämta: %{details}",
      // The editor's panel gives the reason of every refused save or deletion, on this computer
      // (the local backend's, in the editor's labels) and published (GitHub's, github-errors.ts).
      onFailToPersist: "Ändringen sparades inte. Läs varför i rutan längst ned.",
      onFailToDelete: "Det raderades inte. Läs varför i rutan längst ned.",
      onFailToAuth: "Inloggningen gick inte. Läs varför i rutan längst ned.",
      missingRequiredField: "Ett fält som måste fyllas i är tomt. Fyll i det och publicera igen.",
      entrySaved: "Sparat",
      entryPublished: "Publicerat",
      entryUnpublished: "Avpublicerat",
    },
  },
};

const isStrings = (value: unknown): value is Strings => typeof value === "object" && value !== null;

/** `base` with `extra` filled in wherever `base` has nothing. */
export function withMissing(base: Strings, extra: Strings): Strings {
  const merged: Strings = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const own = merged[key];
    merged[key] = isStrings(own) && isStrings(value) ? withMissing(own, value) : (own ?? value);
  }
  return merged;
}

/** `base` with `own` in place of its strings wherever `own` has one. */
export function withOwn(base: Strings, own: Strings): Strings {
  const merged: Strings = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const current = merged[key];
    merged[key] = isStrings(current) && isStrings(value) ? withOwn(current, value) : value;
  }
  return merged;
}
