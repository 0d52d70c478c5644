// Live previews of the start page, its packages and the text pages: the site's own components,
// drawn from the draft and the saved files around it, once the draft passes the build's check.
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { addressOfTextPageFile, type ContentFile, type TextPageFile } from "#model/files.ts";
import type { Emails, Home, Site, TextPage as TextPageContent } from "#model/schema.ts";
import { TextPage } from "~/components/text-page";
import { type HomeContent, HomePackages, HomeSections } from "~/sections/home/home-sections";
import { fileOf } from "../gate/check-before-save.ts";
import { checkDraft } from "../gate/draft-check.ts";
import { CheckMessage, checkTitle, PreviewFrame, Waiting } from "./preview-frame.tsx";
import { previewPhoto } from "./preview-photo.ts";
import { useSavedContent } from "./saved-content.ts";

const draftOf = (entry: PreviewTemplateComponentProps["entry"]): unknown =>
  entry.get("data")?.toJS() ?? {};

const homeFiles = [
  "site.yaml",
  "terms.yaml",
  "home.yaml",
  "packages.yaml",
  "emails.yaml",
] as const satisfies readonly ContentFile[];
type HomeFile = (typeof homeFiles)[number];

/** The start page, or only its packages, with `file` the draft. */
function StartPagePreview({
  entry,
  getCollection,
  getAsset,
  file,
}: PreviewTemplateComponentProps & { file: "home.yaml" | "packages.yaml" }) {
  const saved = useSavedContent(getCollection, homeFiles);
  if (saved.state !== "loaded") return <Waiting saved={saved} />;
  const draft = draftOf(entry);
  const checked = checkDraft({ ...saved.documents, [file]: draft } as Record<HomeFile, unknown>);
  if (!checked.ok) return <CheckMessage title={checkTitle} lines={checked.errors} />;
  const { data } = checked;
  // The schemas have read each file: the data is of their types.
  const content: HomeContent = {
    home: data["home.yaml"] as Home,
    site: data["site.yaml"] as Site,
    ...(data["packages.yaml"] as Pick<HomeContent, "packages" | "priceNote" | "addOns">),
    emails: data["emails.yaml"] as Emails,
  };
  return file === "packages.yaml" ? (
    <HomePackages content={content} />
  ) : (
    <HomeSections
      content={content}
      photoOf={(photo) => previewPhoto(photo, String(getAsset(photo)))}
    />
  );
}

export const HomePreview = (props: PreviewTemplateComponentProps) => (
  <PreviewFrame entry={props.entry}>
    <StartPagePreview {...props} file="home.yaml" />
  </PreviewFrame>
);
export const PackagesPreview = (props: PreviewTemplateComponentProps) => (
  <PreviewFrame entry={props.entry}>
    <StartPagePreview {...props} file="packages.yaml" />
  </PreviewFrame>
);

const textPageFiles = ["site.yaml", "terms.yaml"] as const satisfies readonly ContentFile[];

/** A text page of content/pages/, ending with the contact facts. */
function TextPagePreview({ entry, getCollection }: PreviewTemplateComponentProps) {
  const saved = useSavedContent(getCollection, textPageFiles);
  if (saved.state !== "loaded") return <Waiting saved={saved} />;
  const draft = draftOf(entry);
  const file = fileOf({ path: entry.get("path"), collection: "textsidor", data: draft });
  if (file === null || addressOfTextPageFile(file) === null) return null;
  const pageFile = file as TextPageFile;
  const checked = checkDraft({ ...saved.documents, [pageFile]: draft } as Record<
    TextPageFile | (typeof textPageFiles)[number],
    unknown
  >);
  if (!checked.ok) return <CheckMessage title={checkTitle} lines={checked.errors} />;
  return (
    <TextPage
      page={checked.data[pageFile] as TextPageContent}
      contact={checked.data["site.yaml"] as Site}
    />
  );
}

export const TextPagesPreview = (props: PreviewTemplateComponentProps) => (
  <PreviewFrame entry={props.entry}>
    <TextPagePreview {...props} />
  </PreviewFrame>
);
