/**
 * The file in /redigera/ that holds the site's name for the sign-in page: scripts/build.ts writes
 * it beside the editor's page, which is built without content/ (editor/notices/sign-in-title.tsx).
 */
export const siteNameFile = "sajt.json";
