// @vitest-environment jsdom
// The editor's one adapter to Decap's page (decap-page.ts) against the Decap that is installed:
// an upgrade that renames or drops a part the editor finds by name fails here, naming the part,
// before any owner meets a button that has lost its name or a refusal that no longer shows.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import DecapCmsWidgetList from "decap-cms-widget-list";
import { fromJS } from "immutable";
import { describe, expect, it } from "vitest";
import {
  type DecapList,
  decapDraftKey,
  decapFieldLabels,
  decapFormPath,
  decapGitHubCalls,
  decapLabels,
  decapMediaFailures,
  decapParts,
  decapRelease,
  decapReplaceQuestion,
  decapRoutes,
  decapSignedIn,
  decapUserKey,
  missingListParts,
  withHandleSlot,
} from "./decap-page.ts";

const editorFolder = join(import.meta.dirname, "..");
const fromDecap = createRequire(
  join(editorFolder, "..", "node_modules", "decap-cms-app", "package.json"),
);
const installed = (fromDecap("decap-cms-app/package.json") as { version: string }).version;

/** Every file of a package's ES module build, read as text. */
function packageCode(name: string, from = fromDecap): string {
  const folder = join(dirname(from.resolve(`${name}/package.json`)), "dist", "esm");
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(folder, file), "utf8"))
    .join("\n");
}

/** The labels emotion gives Decap's styled parts, as its build writes them. */
function decapLabelsInstalled(): Set<string> {
  const packages = [
    "decap-cms-core",
    "decap-cms-ui-default",
    "decap-cms-widget-list",
    "decap-cms-widget-object",
  ];
  const code = packages.map((name) => packageCode(name)).join("\n");
  // `label: "TopBar"` in a styled part's options, `label:SortableListItem;` in a css prop's styles.
  const labels = [...code.matchAll(/label: ?"([A-Za-z]+)"|label:([A-Za-z]+);/g)].map(
    (match) => match[1] ?? match[2] ?? "",
  );
  return new Set(labels);
}

/** The labels a selector or stylesheet names by `[class*="…"]`. */
const labelsNamed = (text: string) =>
  [...text.matchAll(/class\*="-?([A-Za-z]+)/g)].map((match) => match[1] ?? "");

describe(`Decap's page, as read from Decap ${decapRelease} (installed: ${installed})`, () => {
  it("keeps an unsaved form under the key the editor stamps beside, and fills its form as read", () => {
    const core = packageCode("decap-cms-core");
    // backend.ts: getEntryBackupKey, and the record persistLocalDraftBackup writes.
    expect(core).toContain("const baseKey = 'backup';");
    expect(core).toMatch(/return `\$\{baseKey\}\.\$\{collectionName\}\$\{suffix\}`;/);
    expect(core).toMatch(/localForage\.setItem\(key, \{\s*raw,\s*path: entry\.get\('path'\)/);
    expect(decapDraftKey.test("backup.foretaget.terms")).toBe(true);
    expect(decapDraftKey.test("backup")).toBe(false);
    // The entryDraft reducer sets the entry read, whose path the draft waits for.
    expect(core).toContain("case DRAFT_CREATE_FROM_ENTRY:");
    expect(core).toContain("state.set('entry', fromJS(action.payload.entry));");
    expect(decapFormPath({ entryDraft: fromJS({ entry: { path: "content/terms.yaml" } }) })).toBe(
      "content/terms.yaml",
    );
    expect(packageCode("decap-cms-core")).toMatch(/export \{ store \}/);
    expect(packageCode("decap-cms-lib-util")).toMatch(/localForage,/);
  });

  it("signs out by the action its own button dispatches, and keeps the user signed in in its store", () => {
    const core = packageCode("decap-cms-core");
    expect(core).toContain("export function logoutUser()");
    expect(core).toMatch(/case AUTH_SUCCESS:\s*state\.user = action\.payload;/);
    expect(core).toMatch(/case LOGOUT:\s*state\.user = undefined;/);
    expect(decapSignedIn({ auth: { user: { login: "lena" } } })).toBe(true);
    expect(decapSignedIn({ auth: { user: undefined } })).toBe(false);
  });

  it("has the routes, field ids, user key and widget registry the editor relies on", () => {
    const core = packageCode("decap-cms-core");
    // A hash history, with an entry's and a new entry's form under a collection's list.
    expect(core).toContain("const history = createHashHistory();");
    for (const route of [
      "/collections/:name",
      "/collections/:name/new",
      "/collections/:name/entries/*",
    ]) {
      expect(core, route).toContain(`path: "${route}"`);
    }
    expect(decapRoutes.entry.exec("#/collections/startsidan/entries/home")?.[1]).toBe(
      "startsidan/entries/home",
    );
    expect(decapRoutes.entry.exec("#/collections/portfolio/new")?.[1]).toBe("portfolio/new");
    expect(decapRoutes.entry.exec(decapRoutes.collection("portfolio"))).toBeNull();
    // Each field's label points at its control by the value's name and "-field-".
    expect(core).toMatch(
      /uniqueFieldId = uniqueId\(`\$\{this\.props\.field\.get\('name'\)\}-field-`\);/,
    );
    document.body.innerHTML =
      '<label for="price-field-5"></label><label for="title-field-2"></label>';
    expect(document.querySelectorAll(decapFieldLabels("price"))).toHaveLength(1);
    expect(core).toContain(`storageKey = '${decapUserKey}';`);
    // Every control is handed the entry and a reader of saved entries (DecapControlExtras).
    expect(core).toMatch(/entry: getEntry\(\)[\s\S]{0,2000}loadEntry: loadEntry,/);
    // The registry keeps the option schema it is given as a fourth argument.
    expect(core).toContain("export function registerWidget(name, control, preview, schema = {}) {");
  });

  it("saves on GitHub by the calls the saves' watch follows, in its order", () => {
    const api = packageCode("decap-cms-backend-github");
    expect([decapGitHubCalls.tree, decapGitHubCalls.commit]).toEqual(["git/trees", "git/commits"]);
    expect(api).toMatch(/`\$\{this\.repoURL\}\/git\/trees`, \{\s*method: 'POST'/);
    expect(api).toMatch(/`\$\{this\.repoURL\}\/git\/commits`, \{\s*method: 'POST'/);
    expect(decapGitHubCalls.move("main")).toBe("git/refs/heads/main");
    expect(api).toMatch(
      /`\$\{this\.repoURL\}\/git\/refs\/\$\{type\}\/\$\{encodeURIComponent\(name\)\}`, \{\s*method: 'PATCH'/,
    );
    // Blobs, then a tree on the branch's head, a commit of it, and the branch moved, unforced.
    expect(api).toMatch(
      /uploadBlob\(file\)\);\s*await Promise\.all\(uploadPromises\);\s*if \(!options\.useWorkflow\) \{\s*return this\.getDefaultBranch\(\)\.then\(branchData => this\.updateTree\(branchData\.commit\.sha, files\)\)\.then\(changeTree => this\.commit\(options\.commitMessage, changeTree\)\)\.then\(response => this\.patchBranch\(this\.branch, response\.sha\)\);/,
    );
    expect(api).toMatch(
      /patchBranch\(branchName, sha, opts = \{\}\) \{\s*const force = opts\.force \|\| false;/,
    );
  });

  it("has the backends the editor's extend, with the methods they override", () => {
    for (const [name, backend] of [
      ["decap-cms-backend-github", "GitHubBackend"],
      ["decap-cms-backend-proxy", "ProxyBackend"],
    ] as const) {
      const code = packageCode(name);
      expect(code, name).toContain(`export { ${backend}`);
      for (const method of ["getEntry(path)", "persistEntry(entry, options)"]) {
        expect(code, `${name}: ${method}`).toContain(method);
      }
    }
  });

  it("is the one release the project pins, and the one installed", () => {
    const project = JSON.parse(readFileSync(join(editorFolder, "..", "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    // An exact version: npm never moves it, and an upgrade is a change of this file and this test.
    expect(project.devDependencies["decap-cms-app"]).toBe(decapRelease);
    expect(installed).toBe(decapRelease);
    // The parts the editor imports itself are the very ones decap-cms-app runs on.
    const app = fromDecap("decap-cms-app/package.json") as { dependencies: Record<string, string> };
    for (const name of [
      "decap-cms-core",
      "decap-cms-lib-util",
      "decap-cms-backend-github",
      "decap-cms-backend-proxy",
    ]) {
      const version = (fromDecap(`${name}/package.json`) as { version: string }).version;
      expect(project.devDependencies[name], name).toBe(version);
      expect(app.dependencies[name], name).toBe(version);
    }
  });

  it("has every part the editor finds by its label", () => {
    const found = decapLabelsInstalled();
    expect(decapLabels.filter((label) => !found.has(label))).toEqual([]);
  });

  it("names in its parts and stylesheets no label the check above does not know", () => {
    const stylesheets = readdirSync(editorFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(editorFolder, file), "utf8"));
    const named = [...Object.values(decapParts), ...stylesheets].flatMap(labelsNamed);
    expect(named.filter((label) => !(decapLabels as readonly string[]).includes(label))).toEqual(
      [],
    );
  });

  it("is known by selectors in this one file only", () => {
    const others = readdirSync(editorFolder, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/(^|\/)decap-page(\.test)?\.ts$/.test(file),
    );
    const patching = others.filter((file) =>
      /class\*=|DndLiveRegion|aria-roledescription="sortable"/.test(
        readFileSync(join(editorFolder, file), "utf8"),
      ),
    );
    expect(patching).toEqual([]);
  });

  it("asks before a replacing upload in the words the editor puts into Swedish", () => {
    const asked = [...packageCode("decap-cms-core").matchAll(/window\.confirm\(`([^`]*)`\)/g)]
      .map(([, template]) => template?.replace(/\$\{[^}]+\}/g, "kok.jpg") ?? "")
      .filter((question) => decapReplaceQuestion.test(question));
    expect(asked).toHaveLength(1);
    expect(decapReplaceQuestion.exec(asked[0] ?? "")?.[1]).toBe("kok.jpg");
  });

  it("begins its notices of a failed upload or deletion in the media library as the editor reads them", () => {
    const core = packageCode("decap-cms-core");
    for (const start of Object.values(decapMediaFailures)) {
      expect(core).toContain(`message: \`${start}\${`);
    }
  });

  it("has in its list control every part the move buttons use, and the item's handle slot", () => {
    // The control decap-cms-app registers as "list", made as Decap's editor makes it.
    const List = DecapCmsWidgetList.controlComponent as new (props: object) => DecapList;
    const list = new List({
      field: fromJS({ name: "bilder", widget: "list", fields: [{ name: "bild" }] }),
      value: fromJS([{ bild: "01.jpg" }]),
      t: (key: string) => key,
    });
    expect(missingListParts(list)).toEqual([]);
    expect(list.state.keys).toHaveLength(1);
    const item = list.renderItem(fromJS({ bild: "01.jpg" }), 0);
    expect(withHandleSlot(item, (handle) => handle)).not.toBeNull();
  });

  it("has dnd-kit's hidden texts and drag handles where the editor puts them into Swedish", () => {
    // The packages Decap's lists load, in the build a bundler takes (their "module").
    const fromList = createRequire(fromDecap.resolve("decap-cms-widget-list/package.json"));
    const moduleOf = (name: string) => {
      const manifest = fromList.resolve(`${name}/package.json`);
      const { module } = JSON.parse(readFileSync(manifest, "utf8")) as { module: string };
      return readFileSync(join(dirname(manifest), module), "utf8");
    };
    const core = moduleOf("@dnd-kit/core");
    const sortable = moduleOf("@dnd-kit/sortable");
    expect(core).toContain("DndLiveRegion");
    expect(core).toContain("DndDescribedBy");
    expect(sortable).toContain("'sortable'");
  });
});
