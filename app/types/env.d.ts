interface ImportMetaEnv {
  /** Public address of the site, e.g. https://www.example.com; see docs/agarens-guide.md, Webbadressen. */
  readonly SITE_URL?: string;
}
