// The editor's page: Decap CMS in Swedish, configured by editor/config.ts, with live previews
// drawn by the site's own components in the site's own stylesheet. Every change she makes passes
// one gate in the editor's own backends (entry-gate.ts, gated-backends.ts): an entry's save
// checked as the build checks it, against the version its form was filled from, and written into
// the file with its comments; published, every other commit checked on the branch as the build
// would take it. Around it: refusals and rebuilds in the editor's own panel and under the fields
// they name; published, each save followed until the site shows it or its build failed and
// offered for undo (github-session.ts), and a sign-in that ran out signing her out with her change
// kept (github-sign-in.ts); an entry reached straight from another loaded afresh; an address that
// names nothing, or a file that does not read, said so in place of the form (entry-notice.tsx); a
// list item removed only when the owner says so; a portfolio section or a photo deleted only when
// nothing names it; and the lists' drag and drop speaking Swedish. What Decap's public extension
// points do not reach is found through one adapter (decap-page.ts).
import CMS from "decap-cms-app";
import type { CmsWidget, CmsWidgetControlProps } from "decap-cms-core";
import { logoutUser } from "decap-cms-core/dist/esm/actions/auth.js";
import { store } from "decap-cms-core/dist/esm/redux/index.js";
import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { localApiPath, localServerAnswers, readRepository } from "./backend.ts";
import { BeforePhotoControl } from "./before-photo-widget.tsx";
import { followLocalBuilds } from "./build-status.ts";
import { cleanDraft } from "./clean-draft.ts";
import { collections, editorConfig, keptYaml } from "./config.ts";
import { type DecapRegisterWidget, decapReplaceQuestion, decapSignedIn } from "./decap-page.ts";
import { stampDrafts } from "./draft-bases.ts";
import { speakSwedishWhileDragging } from "./drag-words.ts";
import type { FileSource } from "./entry-file.ts";
import { commitGate, entryGate } from "./entry-gate.ts";
import { reloadBetweenEntries } from "./entry-navigation.ts";
import { EntryNotice } from "./entry-notice.tsx";
import { entryVersions } from "./entry-versions.ts";
import { clearProblemsWhileTyping } from "./field-problems.ts";
import { registerGatedBackends } from "./gated-backends.ts";
import { gitHubBranch } from "./github-branch.ts";
import { startGitHubSaves } from "./github-session.ts";
import { watchSignIn } from "./github-sign-in.ts";
import { keptYamlFormat } from "./kept-yaml.ts";
import { careForListItems } from "./list-item-buttons.ts";
import { withMoveButtons } from "./list-moves.tsx";
import { restoreLastBuilt, watchLocalSaves } from "./local-saves.ts";
import {
  backupQuestion,
  missingStrings,
  ownWords,
  type Strings,
  withMissing,
  withOwn,
} from "./locale.ts";
import { mediaNoticesInSwedish } from "./media-notices.ts";
import { guardPhotoDeletion, type PhotoPlacesProps, withPhotoPlaces } from "./photo-deletion.tsx";
import { HomePreview, PackagesPreview, TextPagesPreview } from "./preview/page-previews.tsx";
import { PortfolioSectionPreview } from "./preview/portfolio-preview.tsx";
import siteStylesheet from "./preview.css?url";
import { askReplaceInSwedish } from "./replace-question.ts";
import { type GetAsset, withSavedThumbnails } from "./saved-photo-thumbnails.tsx";
import { beforePhotoWidget, sectionKeyWidget } from "./schema-fields.ts";
import { guardSectionDeletion } from "./section-deletion.ts";
import { SectionKeyControl } from "./section-key-widget.tsx";
import { SignInTitle } from "./sign-in-title.tsx";
import { StatusPanel } from "./status-panel.tsx";
import "./status-panel.css";
import "./narrow-screen.css";
import "./entry-notice.css";
import "./folded-photos.css";
import "./list-moves.css";

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
// Published, every request to GitHub passes the sign-in's watch first: a sign-in that has run out
// signs her out, whichever read or save met it (github-sign-in.ts).
if (!savesLocally) {
  window.fetch = watchSignIn(repository, window.fetch.bind(window), () => {
    if (decapSignedIn(store.getState())) store.dispatch(logoutUser());
  });
}
// Published, the build's whole check on the branch before each save and before each commit (the
// local backend runs it on the owner's computer): one reader of the branch for both, its files
// kept by sha, with the page's fetch before the saves' watch (its listings are no form's read).
const readBranch = savesLocally
  ? () => Promise.reject(new Error("no repository on GitHub"))
  : gitHubBranch(repository, window.fetch.bind(window));
// Published, every commit outside an entry's file passes its gate: the media library's, an undo's.
const commits = commitGate(collections, readBranch);
const published = savesLocally ? null : startGitHubSaves(repository, commits);
if (localServer) void followLocalBuilds();
reloadBetweenEntries();
careForListItems();
guardSectionDeletion();
guardPhotoDeletion();
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
const versions = entryVersions();
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
// The image field, with its saved photos' thumbnails asked for until they have loaded, and what
// names its entry's photos read for the media library's delete button.
const image = decapWidget("image");
if (image) {
  registerAgain(
    "image",
    withPhotoPlaces(
      withSavedThumbnails(
        image.control as unknown as ComponentType<
          CmsWidgetControlProps & { getAsset: GetAsset } & PhotoPlacesProps
        >,
      ),
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
