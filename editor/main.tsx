// The editor's page: Decap CMS in Swedish, configured by editor/fields/config.ts, with live previews
// drawn by the site's own components in the site's own stylesheet. Every change she makes passes
// one gate in the editor's own backends (entry-gate.ts, gated-backends.ts): an entry's save
// checked as the build checks it, against the version its form was filled from, and written into
// the file with its comments; published, every other commit checked on the branch as the build
// would take it. Around it: refusals and rebuilds in the editor's own panel and under the fields
// they name; published, each save followed until the site shows it or its build failed and
// offered for undo (github-session.ts), and a sign-in that ran out signing her out with her change
// kept (github-saves.ts); an entry reached straight from another loaded afresh; an address that
// names nothing, or a file that does not read, said so in place of the form (entry-notice.tsx); a
// list item removed only when the owner says so; and the lists' drag and drop speaking Swedish.
// What Decap's public extension points do not reach is found through one adapter (decap-page.ts).
import CMS from "decap-cms-app";
import type { CmsWidget, CmsWidgetControlProps } from "decap-cms-core";
import { logoutUser } from "decap-cms-core/dist/esm/actions/auth.js";
import { store } from "decap-cms-core/dist/esm/redux/index.js";
import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import {
  type DecapRegisterWidget,
  decapReplaceQuestion,
  decapSignedIn,
} from "./decap/decap-page.ts";
import { speakSwedishWhileDragging } from "./decap/drag-words.ts";
import { reloadBetweenEntries } from "./decap/entry-navigation.ts";
import { careForListItems } from "./decap/list-item-buttons.ts";
import { withMoveButtons } from "./decap/list-moves.tsx";
import {
  backupQuestion,
  missingStrings,
  ownWords,
  type Strings,
  withMissing,
  withOwn,
} from "./decap/locale.ts";
import { mediaNoticesInSwedish } from "./decap/media-notices.ts";
import { agreedToReplace, askReplaceInSwedish } from "./decap/replace-question.ts";
import { type GetAsset, withSavedThumbnails } from "./decap/saved-photo-thumbnails.tsx";
import { localApiPath, localServerAnswers, readRepository } from "./fields/backend.ts";
import { cleanDraft } from "./fields/clean-draft.ts";
import { collections, editorConfig, keptYaml } from "./fields/config.ts";
import { beforePhotoWidget, sectionKeyWidget } from "./fields/schema-fields.ts";
import { stampDrafts } from "./gate/draft-bases.ts";
import { commitGate, entryGate } from "./gate/entry-gate.ts";
import { entryVersions } from "./gate/entry-versions.ts";
import { registerGatedBackends } from "./gate/gated-backends.ts";
import { keptYamlFormat } from "./gate/kept-yaml.ts";
import type { FileSource } from "./notices/entry-file.ts";
import { EntryNotice } from "./notices/entry-notice.tsx";
import { clearProblemsWhileTyping } from "./notices/field-problems.ts";
import { SignInTitle } from "./notices/sign-in-title.tsx";
import { StatusPanel } from "./notices/status-panel.tsx";
import { HomePreview, PackagesPreview, TextPagesPreview } from "./preview/page-previews.tsx";
import { PortfolioSectionPreview } from "./preview/portfolio-preview.tsx";
import siteStylesheet from "./preview.css?url";
import { followLocalBuilds } from "./saves/build-status.ts";
import { gitHubBranch } from "./saves/github-branch.ts";
import { startGitHubSaves } from "./saves/github-session.ts";
import { restoreLastBuilt, watchLocalSaves } from "./saves/local-saves.ts";
import { BeforePhotoControl } from "./widgets/before-photo-widget.tsx";
import { SectionKeyControl } from "./widgets/section-key-widget.tsx";
import "./notices/status-panel.css";
import "./decap/narrow-screen.css";
import "./notices/entry-notice.css";
import "./decap/folded-photos.css";
import "./decap/list-moves.css";

const localApi = new URL(localApiPath, window.location.origin).href;
const [repository, localServer] = await Promise.all([
  readRepository(),
  localServerAnswers(localApi),
]);
/**
 * Saves go through the local server when it answers (on the owner's computer) or the build knows
 * no repository (its panel then says why a save fails); else to GitHub, where files are read too.
 */
const savesLocally = localServer || repository.repo === null;

watchLocalSaves(localApi);
// Published, the build's whole check on the branch before each save and before each commit (the
// local backend runs it on the owner's computer): one reader of the branch for both, its files
// kept by sha, through the page's fetch as it is when it reads (the watch of github-saves.ts).
const branch = gitHubBranch(repository, (input, init) => window.fetch(input, init));
const readBranch = savesLocally
  ? () => Promise.reject(new Error("no repository on GitHub"))
  : branch.read;
// Published, every commit outside an entry's file passes its gate: the media library's, an undo's.
const versions = entryVersions();
const commits = commitGate(collections, readBranch, versions, agreedToReplace);
// Published, a sign-in that has run out signs her out, whichever read or save met it; a commit
// is made on the head the gate checked, or not at all.
const published = savesLocally
  ? null
  : startGitHubSaves(repository, commits, {
      signOut: () => {
        if (decapSignedIn(store.getState())) store.dispatch(logoutUser());
      },
      checkedHead: branch.lastHead,
    });
if (localServer) void followLocalBuilds();
reloadBetweenEntries();
careForListItems();
askReplaceInSwedish(decapReplaceQuestion);
mediaNoticesInSwedish();
clearProblemsWhileTyping();
speakSwedishWhileDragging();
const fileSource: FileSource = savesLocally
  ? { kind: "local", api: localApi }
  : {
      kind: "github",
      apiRoot: repository.apiRoot,
      repo: repository.repo ?? "",
      branch: repository.branch,
    };
// One part of the page of the editor's own: while an entry's notice covers Decap's page, the
// notices below it (a refused restore among them) are still read and pressed.
const panel = document.createElement("div");
document.body.append(panel);
createRoot(panel).render(
  <>
    <SignInTitle />
    <EntryNotice
      collections={collections}
      source={fileSource}
      restore={published ? published.restoreLastBuilt : restoreLastBuilt}
    />
    <StatusPanel />
  </>,
);

const swedish = withOwn(withMissing(CMS.getLocale("sv") as Strings, missingStrings), ownWords);
CMS.registerLocale("sv", swedish);
CMS.registerCustomFormat(keptYaml, "yaml", keptYamlFormat);
// Every save of an entry passes the gate in the backend Decap hands it to (gated-backends.ts);
// Decap's copy of an unsaved form keeps the version its form was filled from (draft-bases.ts).
registerGatedBackends(CMS, entryGate(collections, versions), commits, versions, readBranch);
stampDrafts(versions, backupQuestion);
// The draft as the build writes it (clean-draft.ts): Decap saves and shows the map returned.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => cleanDraft(entry.get("data")) as never,
});
// Decap hands every control the entry and a reader of saved entries too, which its published
// types leave out.
CMS.registerWidget(
  beforePhotoWidget,
  BeforePhotoControl as unknown as ComponentType<CmsWidgetControlProps>,
);
CMS.registerWidget(
  sectionKeyWidget,
  SectionKeyControl as unknown as ComponentType<CmsWidgetControlProps>,
);
// Decap's own image and list widgets, registered again with more, their option schemas kept.
const registerAgain = CMS.registerWidget as DecapRegisterWidget;
const decapWidget = (name: string) =>
  CMS.getWidget(name) as (CmsWidget & { schema?: unknown }) | undefined;
// The image field, with its saved photos' thumbnails asked for until they have loaded.
const image = decapWidget("image");
if (image) {
  registerAgain(
    "image",
    withSavedThumbnails(
      image.control as unknown as ComponentType<CmsWidgetControlProps & { getAsset: GetAsset }>,
    ),
    image.preview,
    image.schema,
  );
}
// Every list, with buttons that move an item one place without dragging.
const list = decapWidget("list");
if (list) registerAgain("list", withMoveButtons(list.control), list.preview, list.schema);
CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("home", HomePreview);
CMS.registerPreviewTemplate("packages", PackagesPreview);
CMS.registerPreviewTemplate("textsidor", TextPagesPreview);
CMS.registerPreviewTemplate("portfolio", PortfolioSectionPreview);
CMS.init({ config: editorConfig(repository, window.location.origin, localServer) });
