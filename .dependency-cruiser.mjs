// The arrows between the project's folders (README, "Project layout"). `npm run lint` runs this,
// so an import that points the wrong way fails CI:
//   model/   the content's shape and rules: imports none of the folders below
//   app/     the site: imports model/
//   editor/  the owner's editor: imports model/ and app/ (its previews are the site's components)
//   scripts/ build, serve, bench, checks: imports model/, app/ and editor/
//   tests/   the browser tests: drive the built site through the tools of scripts/
// Nothing of the product (model/, app/, editor/) imports scripts/, and no file reaches itself
// through its imports.
const product = "^(model|app|editor)/";

// The editor's rooms (README, "Project layout"), from the ground up; a room imports only the
// rooms on the floors below it, and editor/own.tsx and editor-start.tsx, on top, put them together.
//   fields/ content/ notices/   the content's fields and labels, as the editor names them;
//              content/ as it holds it (snapshots, a file written with its comments kept, her
//              unsaved changes per tab); what it tells her in its status panel
//   form/ checks/ source/ builds/   the fields of a form; the build's checks of a change; the
//              interface content/ is read and saved through, and which backend; what the site
//              did after a save
//   github/ local/ preview/   the branch on GitHub (reads, writes, sign-in, its builds); npm
//              start's local server; the page as the site draws it
//   screens/   the list, an entry's form, the sign-in
const editorFloors = [
  ["fields", "content", "notices"],
  ["form", "checks", "source", "builds"],
  ["github", "local", "preview"],
  ["screens"],
];
const editorRoomRules = editorFloors.flatMap((floor, index) =>
  floor.map((room) => {
    const higher = [...editorFloors.slice(index + 1).flat(), ...floor.filter((o) => o !== room)];
    return {
      name: `editor-${room}-imports-only-below`,
      comment: `editor/${room}/ imports only the editor's rooms on the floors below it.`,
      severity: "error",
      from: { path: `^editor/${room}/` },
      to: { path: `^editor/((${higher.join("|")})/|own\\.tsx$|editor-start\\.tsx$)` },
    };
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...editorRoomRules,
    {
      name: "model-stands-alone",
      comment:
        "model/ is the bottom: the site, the editor and the tools build on it, never the reverse.",
      severity: "error",
      from: { path: "^model/" },
      to: { path: "^(app|editor|scripts)/" },
    },
    {
      name: "app-builds-on-model",
      comment: "The site imports the model, nothing of the editor or the tools.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(editor|scripts)/" },
    },
    {
      name: "editor-builds-on-model-and-app",
      comment: "The editor imports the model and the site's components, nothing of the tools.",
      severity: "error",
      from: { path: "^editor/" },
      to: { path: "^scripts/" },
    },
    {
      name: "nothing-of-the-product-imports-scripts",
      comment: "scripts/ is the top: it builds and checks the product; the product never calls it.",
      severity: "error",
      from: { path: product },
      to: { path: "^scripts/" },
    },
    {
      name: "only-tests-import-tests",
      comment:
        "The product and the tools stand without tests/; a unit test may share its fixtures.",
      severity: "error",
      from: { path: "^(model|app|editor|scripts)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "no-cycle",
      comment: "No file reaches itself through its imports, type imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "^(node_modules|build|\\.build-next|\\.react-router|\\.stryker-tmp|reports)/",
    },
    // TypeScript 7 has no JavaScript API to parse with; swc reads TypeScript, and its type-only
    // imports count as arrows too: a type from above ties the folders as hard.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".d.ts"],
    },
  },
};
