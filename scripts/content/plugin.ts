// The app's content modules: `virtual:content/site` for content/site.yaml and so on, each the
// file's data checked and with its facts filled in (scripts/content/load.ts), exported by the
// names of scripts/content/files.ts. A problem in content/ fails the build with the content
// check's Swedish lines. One module per file, so a page loads only the content it shows.
import { join } from "node:path";
import type { Plugin } from "vite";
import { type ContentFile, contentFiles, exportsOf } from "./files.ts";
import { ContentError, loadContent } from "./load.ts";

const prefix = "virtual:content/";
const resolvedPrefix = `\0${prefix}`;

const fileOf = (id: string) =>
  (Object.keys(contentFiles) as ContentFile[]).find(
    (file) => `${resolvedPrefix}${file.replace(/\.yaml$/, "")}` === id,
  );

export function content({ root }: { root: string }): Plugin {
  return {
    name: "content",
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return;
      const file = fileOf(id);
      if (!file) this.error(`${id.slice(1)}: ingen sådan fil i content/`);
      // Any file's change can change this one: a fact it names, a section it links to.
      for (const name of Object.keys(contentFiles)) this.addWatchFile(join(root, "content", name));
      const loaded = loadContent(root);
      if (!("content" in loaded)) this.error(new ContentError(loaded.errors).message);
      const values = exportsOf(file, loaded.files[file]);
      return Object.entries(values)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}
