// The editor's page: Decap CMS in Swedish, configured by editor/config.ts, with live previews
// drawn by the site's own components in the site's own stylesheet.
import CMS from "decap-cms-app";
import type { CmsWidget, CmsWidgetControlProps } from "decap-cms-core";
import type { ComponentType } from "react";
import { BeforePhotoControl } from "./before-photo-widget.tsx";
import { beforePhotoWidget } from "./collections/portfolio.ts";
import { editorConfig } from "./config.ts";
import { missingStrings, type Strings, withMissing } from "./locale.ts";
import {
  BookingTermsPreview,
  HomePreview,
  PackagesPreview,
  PrivacyPolicyPreview,
} from "./preview/page-previews.tsx";
import { PortfolioSectionPreview } from "./preview/portfolio-preview.tsx";
import siteStylesheet from "./preview.css?url";
import { type GetAsset, withSavedThumbnails } from "./saved-photo-thumbnails.tsx";

CMS.registerLocale("sv", withMissing(CMS.getLocale("sv") as Strings, missingStrings));
// Decap hands every control the entry too, which its published types leave out.
CMS.registerWidget(
  beforePhotoWidget,
  BeforePhotoControl as unknown as ComponentType<CmsWidgetControlProps>,
);
// The image field, with its saved photos' thumbnails asked for until they have loaded. Decap's
// registry takes the field's option schema as a fourth argument, which its types leave out.
const image = CMS.getWidget("image") as (CmsWidget & { schema?: unknown }) | undefined;
if (image) {
  const register = CMS.registerWidget as (...widget: unknown[]) => void;
  register(
    "image",
    withSavedThumbnails(
      image.control as unknown as ComponentType<CmsWidgetControlProps & { getAsset: GetAsset }>,
    ),
    image.preview,
    image.schema,
  );
}
CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("home", HomePreview);
CMS.registerPreviewTemplate("packages", PackagesPreview);
CMS.registerPreviewTemplate("bookingTerms", BookingTermsPreview);
CMS.registerPreviewTemplate("privacyPolicy", PrivacyPolicyPreview);
CMS.registerPreviewTemplate("portfolio", PortfolioSectionPreview);
CMS.init({ config: editorConfig(__EDITOR_REPOSITORY__, window.location.origin) });
