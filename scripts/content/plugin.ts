// The app's content modules: `virtual:content/site` for content/site.yaml and so on, each the
// file's data checked and with its facts filled in (model/load.ts), exported by the
// names of model/files.ts. A problem in content/ fails the build with the content
// check's Swedish lines. One module per file, so a page loads only the content it shows.
// The text pages of content/pages/ are two modules: `virtual:content/pages`, every page's text
// by its address, for the one route that draws them, and `virtual:content/page-links`, each
// page's address and title, for the footer on every page.
// The portfolio's sections are put together into two modules: `virtual:content/portfolio/galleries`,
// the sections in page order, and `virtual:content/portfolio/photos`, which imports the photos
// the sections list (and no other file in their folders) by "<key>/<file>".
import { join } from "node:path";
import type { Plugin } from "vite";
import { type ContentFile, contentFiles, exportsOf, filesOf } from "#model/files.ts";
import { ContentError, loadContent, readContentFiles } from "#model/load.ts";
import type { Gallery } from "#model/schema.ts";
import { reportProblems } from "./problems-file.ts";

const prefix = "virtual:content/";
const resolvedPrefix = `\0${prefix}`;
const galleriesModule = `${resolvedPrefix}portfolio/galleries`;
const photosModule = `${resolvedPrefix}portfolio/photos`;
const pagesModule = `${resolvedPrefix}pages`;
const pageLinksModule = `${resolvedPrefix}page-links`;
const madeModules = [galleriesModule, photosModule, pagesModule, pageLinksModule];

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
      if (!file && !madeModules.includes(id)) {
        this.error(`${id.slice(1)}: ingen sådan fil i content/`);
      }
      // Any file's change can change this one: a fact it names, a section it links to; a file
      // added to a folder of files, a page or a section.
      for (const folder of ["pages", "portfolio"]) this.addWatchFile(join(root, "content", folder));
      const read = readContentFiles(root);
      const files: ContentFile[] =
        "documents" in read
          ? filesOf(read.documents)
          : (Object.keys(contentFiles) as (keyof typeof contentFiles)[]);
      for (const name of files) this.addWatchFile(join(root, "content", name));
      const loaded = loadContent(root);
      if (!("content" in loaded)) {
        reportProblems(loaded.errors);
        this.error(new ContentError(loaded.errors).message);
      }
      const { galleries, textPages } = loaded.content;
      if (id === photosModule) return photosSource(galleries, photoQuery);
      const textPageLinks = Object.entries(textPages).map(([address, page]) => ({
        to: `/${address}`,
        label: page.title,
      }));
      const values = file
        ? exportsOf(file, loaded.files[file])
        : id === pagesModule
          ? { textPages }
          : id === pageLinksModule
            ? { textPageLinks }
            : { galleries };
      return Object.entries(values)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}
