// The editor's page: Decap CMS in Swedish, configured by editor/config.ts, with live previews
// drawn by the site's own components in the site's own stylesheet.
import CMS from "decap-cms-app";
import type { CmsWidgetControlProps } from "decap-cms-core";
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

CMS.registerLocale("sv", withMissing(CMS.getLocale("sv") as Strings, missingStrings));
// Decap hands every control the entry too, which its published types leave out.
CMS.registerWidget(
  beforePhotoWidget,
  BeforePhotoControl as unknown as ComponentType<CmsWidgetControlProps>,
);
CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("home", HomePreview);
CMS.registerPreviewTemplate("packages", PackagesPreview);
CMS.registerPreviewTemplate("bookingTerms", BookingTermsPreview);
CMS.registerPreviewTemplate("privacyPolicy", PrivacyPolicyPreview);
CMS.registerPreviewTemplate("portfolio", PortfolioSectionPreview);
CMS.init({ config: editorConfig(__EDITOR_REPOSITORY__, window.location.origin) });
