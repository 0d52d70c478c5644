// The app's content modules: each file's checked data under the names the app imports, and a
// build that stops with the content check's Swedish lines when content/ has a problem.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentFiles } from "#model/files.ts";
import { contentOf, documentsOf, projectRoot } from "#model/load.ts";
import { content } from "./plugin.ts";
import { problemsFileVariable, reportedProblems } from "./problems-file.ts";

type Hook = (this: unknown, id: string) => unknown;

/** The module Vite gets for `id` from the plugin, or the error the plugin stops the build with. */
function moduleFor(root: string, id: string): string {
  const plugin = content({ root, photoQuery: "?photo" });
  const resolved = (plugin.resolveId as Hook).call({}, id);
  const context = {
    addWatchFile() {},
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (plugin.load as Hook).call(context, String(resolved)) as string;
}

/** What a module exports, by name. */
function exportsOf(module: string): Record<string, unknown> {
  return Object.fromEntries(
    [...module.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name = "", value = ""]) => [
      name,
      JSON.parse(value),
    ]),
  );
}

describe("the content modules", () => {
  it("give each file's checked data, facts filled in, under the names the app imports", () => {
    const shipped = contentOf();
    expect(exportsOf(moduleFor(projectRoot, "virtual:content/site"))).toEqual({
      site: shipped.site,
    });
    expect(exportsOf(moduleFor(projectRoot, "virtual:content/packages"))).toEqual({
      packages: shipped.packages,
      priceNote: shipped.priceNote,
      addOns: shipped.addOns,
    });
    expect(JSON.stringify(shipped.packages)).not.toContain("{leveranstid}");
  });

  it("give the portfolio's sections in page order, and import only the photos they list", () => {
    const { galleries } = contentOf();
    expect(exportsOf(moduleFor(projectRoot, "virtual:content/portfolio/galleries"))).toEqual({
      galleries,
    });
    const photos = moduleFor(projectRoot, "virtual:content/portfolio/photos");
    const imported = [...photos.matchAll(/from "\/content\/portfolio\/([^"?]+)\?photo";/g)].map(
      ([, path]) => path,
    );
    expect(imported).toEqual(
      galleries.flatMap((gallery) => gallery.photos.map((photo) => `${gallery.key}/${photo.file}`)),
    );
  });

  it("are the modules app/types/content-modules.d.ts declares, one per file, with the names it declares", async () => {
    const declarations = await readFile(
      join(projectRoot, "app", "types", "content-modules.d.ts"),
      "utf8",
    );
    const declared = [
      ...declarations.matchAll(/declare module "(virtual:content\/[^"]+)" \{([^}]*)\}/g),
    ].map(([, id = "", body = ""]) => ({
      id,
      names: [...body.matchAll(/export const (\w+)/g)].map(([, name]) => name),
    }));
    const fixedModules = Object.keys(contentFiles).map(
      (file) => `virtual:content/${file.replace(/\.yaml$/, "")}`,
    );
    expect(declared.map(({ id }) => id)).toEqual(expect.arrayContaining(fixedModules));
    for (const { id, names } of declared) {
      const made = moduleFor(projectRoot, id);
      if (names.length === 0) expect(made, id).toContain("export default");
      else expect(Object.keys(exportsOf(made)), id).toEqual(names);
    }
  });

  it("give every text page by its address, and the footer's links to them by their titles", () => {
    const { textPages } = contentOf();
    expect(exportsOf(moduleFor(projectRoot, "virtual:content/pages"))).toEqual({ textPages });
    expect(exportsOf(moduleFor(projectRoot, "virtual:content/page-links"))).toEqual({
      textPageLinks: Object.entries(textPages).map(([address, page]) => ({
        to: `/${address}`,
        label: page.title,
      })),
    });
  });

  it("leave every other module to Vite", () => {
    expect(
      (content({ root: projectRoot, photoQuery: "?photo" }).resolveId as Hook).call({}, "react"),
    ).toBeUndefined();
  });

  describe("with a problem in content/", () => {
    let root = "";
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "content-plugin-"));
      await cp(join(projectRoot, "content"), join(root, "content"), { recursive: true });
      const packages = join(root, "content", "packages.yaml");
      const source = await readFile(packages, "utf8");
      await writeFile(packages, source.replace(/price: .+/, "price: 2500 kr"));
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    it("stop the build with the content check's Swedish lines", () => {
      expect(() => moduleFor(root, "virtual:content/home")).toThrow(
        "Innehållet i content/ har 1 fel:\n\n  content/packages.yaml: packages[0].price: ska vara ett pris från 1 kr till 100.000 kr, skrivet som 2.500 kr\n\nRätta felen och försök igen.",
      );
    });

    it("report the problem as data to the file npm start names", async () => {
      const file = join(root, "problem.json");
      vi.stubEnv(problemsFileVariable, file);
      try {
        expect(() => moduleFor(root, "virtual:content/home")).toThrow();
      } finally {
        vi.unstubAllEnvs();
      }
      expect(await reportedProblems(file)).toEqual([
        expect.objectContaining({ file: "content/packages.yaml", path: "packages[0].price" }),
      ]);
    });
  });
});

describe("the content plugin", () => {
  const plugin = () => content({ root: projectRoot, photoQuery: "?photo" });
  const failing = {
    addWatchFile() {},
    error(message: string): never {
      throw new Error(message);
    },
  };

  it("is named content, as Vite's messages name it", () => {
    expect(plugin().name).toBe("content");
  });

  it("leaves loading every other module to Vite", () => {
    expect((plugin().load as Hook).call(failing, join(projectRoot, "app", "root.tsx"))).toBe(
      undefined,
    );
  });

  it("stops at a content module of no file in content/, naming it", () => {
    // The whole message: the resolved id's leading \0 is Vite's, not a name the owner knows.
    expect(() => moduleFor(projectRoot, "virtual:content/priser")).toThrow(
      /^virtual:content\/priser: ingen sådan fil i content\/$/,
    );
  });

  it("watches the folders of pages and sections, and every data file, for any module", () => {
    const watched: string[] = [];
    const watching = { ...failing, addWatchFile: (file: string) => watched.push(file) };
    (plugin().load as Hook).call(watching, "\0virtual:content/site");
    const content = join(projectRoot, "content");
    expect(watched).toEqual([
      join(content, "pages"),
      join(content, "portfolio"),
      ...Object.keys(documentsOf()).map((file) => join(content, file)),
    ]);
  });

  it("makes the photos module: an import of each listed photo, exported by <key>/<file>", () => {
    const paths = contentOf().galleries.flatMap((gallery) =>
      gallery.photos.map((photo) => `${gallery.key}/${photo.file}`),
    );
    expect(moduleFor(projectRoot, "virtual:content/portfolio/photos").split("\n")).toEqual([
      ...paths.map(
        (path, index) => `import photo${index} from "/content/portfolio/${path}?photo";`,
      ),
      "export default {",
      ...paths.map((path, index) => `  "${path}": photo${index},`),
      "};",
    ]);
  });
});
