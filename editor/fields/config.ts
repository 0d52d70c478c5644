// The editor's configuration: what the owner can edit, in Swedish, and where it is saved.
import type { CmsBackendType, CmsConfig } from "decap-cms-core";
import { type EditorRepository, localApiPath } from "./backend.ts";
import { collections } from "./collections.ts";

/** The YAML format of content/'s files; the gate writes each save into its file (kept-yaml.ts). */
export const keptYaml = "yaml-som-filen";

/**
 * The editor's backends: Decap's own, each save passed through the gate first
 * (gated-backends.ts). Other names than Decap's, which its registry keeps for its own.
 */
export const backendNames = {
  // Decap's types list only its own backends' names; its config schema takes any registered one.
  github: "redigeraren-github" as CmsBackendType,
  local: "redigeraren-lokal" as CmsBackendType,
};

export { collections };

/**
 * The whole configuration for a page at `origin`. It saves through the local server when that
 * answers (`savesLocally`, on the owner's computer) or no repository is known (whose panel then
 * says why a save fails), else to the repository on GitHub.
 */
export function editorConfig(
  { repo, branch, apiRoot, signInRoot }: EditorRepository,
  origin: string,
  savesLocally: boolean,
): CmsConfig {
  // Decap accepts only an absolute address here.
  const localApi = new URL(localApiPath, origin).href;
  return {
    load_config_file: false,
    locale: "sv",
    backend:
      repo && !savesLocally
        ? {
            name: backendNames.github,
            repo,
            branch,
            api_root: apiRoot,
            // Netlify's OAuth provider signs the owner in to GitHub (README, Publicera).
            base_url: signInRoot,
            auth_endpoint: "auth",
            commit_messages: {
              create: "Redigeraren: ny {{collection}} {{slug}}",
              update: "Redigeraren: ändrade {{collection}} {{slug}}",
              delete: "Redigeraren: tog bort {{collection}} {{slug}}",
              uploadMedia: "Redigeraren: laddade upp {{path}}",
              deleteMedia: "Redigeraren: tog bort {{path}}",
            },
          }
        : { name: backendNames.local, proxy_url: localApi },
    // Photos of the start page are file names in content/images/.
    media_folder: "content/images",
    public_folder: "",
    slug: { encoding: "ascii", clean_accents: true },
    show_preview_links: false,
    editor: { preview: true },
    // Decap's types lack options its schema accepts (fields.ts); editor/fields/config.test.ts checks
    // the configuration with that schema.
    collections: collections.map((collection) => ({
      ...collection,
      format: keptYaml,
    })) as unknown as CmsConfig["collections"],
  };
}
