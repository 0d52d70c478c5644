// The open form's live preview, drawn by the site's own components in the site's own stylesheet,
// inside a frame of its own so that neither page's styles reach the other: the start page, its
// packages, a portfolio section's carousel, a text page, from the draft and the saved files
// around it, once the draft passes the build's check. Loaded apart from the editor's first
// screen (it brings the site's components and stylesheet), when a form opens.
import { type ReactNode, use, useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { parse } from "yaml";
import { GallerySection, galleryView } from "#app/components/gallery-section.tsx";
import { TextPage } from "#app/components/text-page.tsx";
import type { Photo } from "#app/lib/photo.ts";
import { type HomeContent, HomePackages, HomeSections } from "#app/sections/home/home-sections.tsx";
import { type ContentFile, exportsOf, keyOfSectionFile, sectionFile } from "#model/files.ts";
import { assembleGalleries } from "#model/galleries.ts";
import type { PortfolioSection, Site, TextPage as TextPageContent } from "#model/schema.ts";
import { checkDraft } from "../checks/draft-check.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import siteStylesheet from "../preview.css?url";
import { CheckMessage, checkTitle, DrawingFailure } from "./check-message.tsx";
import { previewKind } from "./previewed-files.ts";

type Props = {
  /** The open file, "content/home.yaml". */
  path: string;
  draft: unknown;
  snapshot: Snapshot;
  photoUrl(path: string): Promise<string | null>;
};

// The frame's stylesheet, read with this module as the form opens (preview-pane.tsx) and written
// into the frame: there when she asks for the preview, nothing more to fetch; linked if unread.
const stylesheet = fetch(siteStylesheet)
  .then((answer) => (answer.ok ? answer.text() : null))
  .catch(() => null);

/**
 * What a photo not read yet shows: nothing, in its frame. One of its own for each photo: the
 * site's carousel keys its slides by their address, and slides that shared one were never drawn
 * again when their photos came.
 */
const notYet = (photo: number) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' data-photo='${photo}'/%3E`;

/** A photo of content/ (by its path) as the site's components take it. */
type PhotoOf = (path: string) => Photo;
type DrawnProps = Props & { photoOf: PhotoOf };

/** The files of content/ a preview draws, the draft's among them, by the path from content/. */
function documentsOf(
  snapshot: Snapshot,
  files: readonly ContentFile[],
  path: string,
  draft: unknown,
) {
  return Object.fromEntries(
    files.map((file) => {
      if (`content/${file}` === path) return [file, draft];
      try {
        return [file, parse(snapshot.files[`content/${file}`]?.raw ?? "")];
      } catch {
        return [file, undefined];
      }
    }),
  ) as Record<ContentFile, unknown>;
}

const homeFiles = ["site.yaml", "terms.yaml", "home.yaml", "packages.yaml", "emails.yaml"] as const;

function StartPage({ path, draft, snapshot, photoOf }: DrawnProps) {
  const checked = checkDraft(documentsOf(snapshot, homeFiles, path, draft));
  if (!checked.ok)
    return <CheckMessage title={checkTitle} lines={checked.errors.map(describeProblem)} />;
  // Each file by the names the site's pages know it by (site.yaml as `site`, …).
  const content = Object.assign(
    {},
    ...homeFiles.map((file) => exportsOf(file, checked.data[file])),
  ) as HomeContent;
  return path === "content/packages.yaml" ? (
    <HomePackages content={content} />
  ) : (
    <HomeSections content={content} photoOf={(file) => photoOf(`content/images/${file}`)} />
  );
}

function Section({ path, draft, photoOf }: DrawnProps) {
  const key = keyOfSectionFile(path.replace(/^content\//, "")) ?? "";
  const file = sectionFile(key);
  const checked = checkDraft({ [file]: draft } as Record<ContentFile, unknown>);
  if (!checked.ok)
    return <CheckMessage title={checkTitle} lines={checked.errors.map(describeProblem)} />;
  const [gallery] = assembleGalleries({ [key]: checked.data[file] as PortfolioSection }, [key]);
  if (!gallery) return null;
  const view = galleryView(gallery, (name) => photoOf(`content/portfolio/${key}/${name}`));
  return (
    <div className="mx-auto max-w-6xl px-5 pb-24 sm:px-8">
      <GallerySection gallery={view} />
    </div>
  );
}

const contactFiles = ["site.yaml", "terms.yaml"] as const;

function TextPagePreview({ path, draft, snapshot }: DrawnProps) {
  const file = path.replace(/^content\//, "") as ContentFile;
  const checked = checkDraft(documentsOf(snapshot, [...contactFiles, file], path, draft));
  if (!checked.ok)
    return <CheckMessage title={checkTitle} lines={checked.errors.map(describeProblem)} />;
  return (
    <TextPage
      page={checked.data[file] as TextPageContent}
      contact={checked.data["site.yaml"] as Site}
    />
  );
}

const drawings = { start: StartPage, section: Section, text: TextPagePreview };

/**
 * The site's stylesheet in a document of the frame's own, into which the preview is drawn by a
 * React root of its own: the site's links work in a router of the preview's (a press on one moves
 * nothing in the editor, whose screens have their own).
 */
function Frame({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<Root | null>(null);
  const css = use(stylesheet);
  const sheet =
    css === null ? `<link rel="stylesheet" href="${siteStylesheet}">` : `<style>${css}</style>`;
  useEffect(() => {
    root?.render(<MemoryRouter>{children}</MemoryRouter>);
  }, [root, children]);
  // Let go with the frame, after the drawing that removed it.
  useEffect(() => () => void setTimeout(() => root?.unmount()), [root]);
  return (
    <iframe
      title="Förhandsvisning"
      className="forhandsvisning"
      // Every photo drawn at once: in the preview none waits for a first screen (app.css).
      srcDoc={`<!doctype html><html lang="sv" data-photos="all"><head><meta charset="utf-8">${sheet}</head><body><div></div></body></html>`}
      onLoad={(event) => {
        const drawn = event.currentTarget.contentDocument?.body.firstElementChild;
        if (drawn) setRoot(createRoot(drawn));
      }}
    />
  );
}

export default function EntryPreview(props: Props) {
  const { photoUrl } = props;
  // The photos the drawing asks for, each read once from the source while the form is open; one
  // not read yet is an empty frame of its size.
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  // Each by the order it was first asked for, which names its empty frame.
  const requested = useRef(new Map<string, number>());
  const photoOf: PhotoOf = (path) => {
    if (!requested.current.has(path)) {
      requested.current.set(path, requested.current.size);
      // Asked for after this drawing, wherever in it (a carousel's slide drawn later too).
      queueMicrotask(() => {
        void photoUrl(path).then((url) => {
          if (url) setUrls((was) => new Map(was).set(path, url));
        });
      });
    }
    // The build's encoded widths and blurred placeholder do not exist before the build: the
    // file itself, in a 3:2 frame until it has loaded.
    const src = urls.get(path) ?? notYet(requested.current.get(path) ?? 0);
    const file = path.slice(path.lastIndexOf("/") + 1);
    return { file, width: 1200, height: 800, placeholderClass: "", src, sources: [] };
  };
  const kind = previewKind(props.path);
  if (!kind) return null;
  const Drawn = drawings[kind];
  return (
    <Frame>
      {/* A part that cannot be drawn says why; the next change tries again. */}
      <DrawingFailure key={JSON.stringify(props.draft ?? null)}>
        <Drawn {...props} photoOf={photoOf} />
      </DrawingFailure>
    </Frame>
  );
}
