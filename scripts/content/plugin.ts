// The app's content modules: `virtual:content/site` for content/site.yaml and so on, each the
// file's data checked and with its facts filled in (scripts/content/load.ts), exported by the
// names of scripts/content/files.ts. A problem in content/ fails the build with the content
// check's Swedish lines. One module per file, so a page loads only the content it shows.
// The portfolio's sections are put together into two modules: `virtual:content/portfolio/galleries`,
// the sections in page order, and `virtual:content/portfolio/photos`, which imports the photos
// the sections list (and no other file in their folders) by "<key>/<file>".
import { join } from "node:path";
import type { Plugin } from "vite";
import { type ContentFile, contentFiles, exportsOf, filesOf } from "./files.ts";
import { ContentError, loadContent, readContentFiles } from "./load.ts";
import type { Gallery } from "./schema.ts";

const prefix = "virtual:content/";
const resolvedPrefix = `\0${prefix}`;
const galleriesModule = `${resolvedPrefix}portfolio/galleries`;
const photosModule = `${resolvedPrefix}portfolio/photos`;

const fileOf = (id: string) =>
  (Object.keys(contentFiles) as (keyof typeof contentFiles)[]).find(
    (file) => `${resolvedPrefix}${file.replace(/\.yaml$/, "")}` === id,
  );

/** A module that imports each listed photo with `photoQuery` and exports them by "<key>/<file>". */
function photosSource(galleries: readonly Gallery[], photoQuery: string): string {
  const paths = galleries.flatMap((gallery) =>
    gallery.photos.map((photo) => `${gallery.key}/${photo.file}`),
  );
  const imports = paths.map(
    (path, index) =>
      `import photo${index} from ${JSON.stringify(`/content/portfolio/${path}${photoQuery}`)};`,
  );
  const entries = paths.map((path, index) => `  ${JSON.stringify(path)}: photo${index},`);
  return [...imports, "export default {", ...entries, "};"].join("\n");
}

export function content({ root, photoQuery }: { root: string; photoQuery: string }): Plugin {
  return {
    name: "content",
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return;
      const file = fileOf(id);
      if (!file && id !== galleriesModule && id !== photosModule) {
        this.error(`${id.slice(1)}: ingen sådan fil i content/`);
      }
      // Any file's change can change this one: a fact it names, a section it links to.
      const read = readContentFiles(root);
      const files: ContentFile[] =
        "documents" in read
          ? filesOf(read.documents)
          : (Object.keys(contentFiles) as (keyof typeof contentFiles)[]);
      for (const name of files) this.addWatchFile(join(root, "content", name));
      const loaded = loadContent(root);
      if (!("content" in loaded)) this.error(new ContentError(loaded.errors).message);
      if (id === photosModule) return photosSource(loaded.content.galleries, photoQuery);
      const values = file
        ? exportsOf(file, loaded.files[file])
        : { galleries: loaded.content.galleries };
      return Object.entries(values)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}
