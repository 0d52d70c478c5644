// The Open Graph and Twitter tags every page carries, so a shared link shows its title, text and
// picture: checked on pageMeta's output (app/lib/seo.test.ts) and on every built page
// (tests/e2e/quality.spec.ts).
export const openGraphTags = [
  "og:type",
  "og:site_name",
  "og:locale",
  "og:title",
  "og:description",
  "og:url",
  "og:image",
  "og:image:width",
  "og:image:height",
  "og:image:alt",
];

export const twitterTags = [
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:alt",
];
