interface ImportMetaEnv {
  /** Public address of the site, e.g. https://www.example.com; see README. */
  readonly SITE_URL?: string;
}
