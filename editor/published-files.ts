// What the published editor and the build agree on, named once: the files each build writes
// beside the editor's page for it to read or link to (scripts/build-editor.ts), and the hosts it talks to,
// which the site's Content-Security-Policy lets it reach (scripts/hosting/rules.ts). Names only:
// the hosting rules and the build read them without the editor's code.

/** Where the editor saves: the repository, its branch and the hosts (source/backend.ts). */
export const repositoryFile = "publicering.json";

/** The commit the published site was built from (builds/deploy-status.ts). */
export const builtFromFile = "byggd.json";

/** Each data file's path in content/ and its text, as the site was built (github/built-blobs.ts). */
export const builtFilesFile = "innehall.json";

/** The owner's guide as a page beside the editor's, which the editor's header links to. */
export const guideFile = "guide.html";

export const gitHubApi = "https://api.github.com";
export const netlifySignIn = "https://api.netlify.com";
