// The owner's loop, proved: a copy of the project gets the edits an owner makes in content/ (a
// new hero heading, a new price, a photo taken off a section, a new phone number, another reviews
// service, no TikTok account or organisation number, a seventh portfolio section with its own
// photos, a new text page as one data file), then is built and tested there. The site is right
// after such edits, so the tests must pass: a test that restates content instead of reading it
// fails here. Every browser test runs here, once: the ones that read no content/ as well, on the
// same build. The branches of the facts left out that the copy does not take (a TikTok profile,
// an organisation number) are rendered in every combination by the optional facts' unit test.
// Each edit is made in the data files' structure (read, change, write back), whatever the owner
// has written there before, so an owner's own edits never make this check fail. Last, `npm start`
// on a broken file, in a copy of this copy (tests/editor).
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import getPort from "get-port";
import { Document, parseDocument } from "yaml";
import { sectionFileName } from "#model/files.ts";
import { copyProject } from "./copy-project.ts";
import { runStep, type Step } from "./run-steps.ts";

const root = join(import.meta.dirname, "..");
const target = join(tmpdir(), `fotograf-owner-edit-${process.pid}`);

/** Reads `file` (under the copy), lets `change` edit it and writes it back, comments kept. */
async function edit(file: string, change: (document: Document) => string) {
  const path = join(target, file);
  const document = parseDocument(await readFile(path, "utf8"), { uniqueKeys: true });
  if (document.errors.length > 0) throw document.errors[0];
  const what = change(document);
  await writeFile(path, document.toString({ lineWidth: 0 }));
  console.log(`  ${file}: ${what}`);
}

/** A value of `path` in `document` other than its own: `candidates` first, else one made up. */
function another(document: Document, path: (string | number)[], candidates: string[]): string {
  const current = String(document.getIn(path));
  return candidates.find((value) => value !== current) ?? `${current} (ändrad)`;
}

async function ownersEdits() {
  await edit("content/home.yaml", (home) => {
    const heading = another(
      home,
      ["hero", "heading"],
      ["Ljusa bilder som säljer bostaden", "Bilder som säljer bostaden"],
    );
    home.setIn(["hero", "heading"], heading);
    return `hero.heading → ${heading}`;
  });
  await edit("content/packages.yaml", (offer) => {
    const price = another(offer, ["packages", 0, "price"], ["2.700 kr", "2.800 kr"]);
    offer.setIn(["packages", 0, "price"], price);
    return `packages[0].price → ${price}`;
  });
  await edit("content/site.yaml", (site) => {
    const phone = another(site, ["phone"], ["070-174 06 42", "070-174 06 43"]);
    site.setIn(["phone"], phone);
    return `phone → ${phone}`;
  });
  // A photographer with no TikTok account, a sole trader with no organisation number: she leaves
  // them out. Her reviews come from another service than the demo's.
  await edit("content/site.yaml", (site) => {
    for (const path of [["social", "tiktok"], ["organisationNumber"]]) site.deleteIn(path);
    const provider = another(
      site,
      ["reviews", "provider"],
      ["Omdömen hos Reco", "Omdömen hos Trustpilot"],
    );
    site.setIn(["reviews", "provider"], provider);
    return `social.tiktok and organisationNumber left out, reviews.provider → ${provider}`;
  });

  // A photo taken off the list of the first section that has more than one, as the editor does:
  // its file stays in the folder, and the site must not show it.
  const portfolio = join(target, "content/portfolio");
  const order = parseDocument(
    await readFile(join(target, "content/portfolio.yaml"), "utf8"),
  ).toJS() as {
    sections: string[];
  };
  type Section = { key: string; photos: { file: string; before?: string }[] };
  const sections = await Promise.all(
    order.sections.map(
      async (key) =>
        parseDocument(
          await readFile(join(portfolio, key, sectionFileName), "utf8"),
        ).toJS() as Section,
    ),
  );
  // One that no before/after pair names, so the edit is the photo alone.
  const removable = sections.find((section) => section.photos.length > 1);
  const removed = removable?.photos.findIndex(
    (photo, _, photos) => !photo.before && !photos.some((other) => other.before === photo.file),
  );
  if (!removable || removed === undefined || removed === -1) {
    throw new Error("content/portfolio/ has no photo that can be taken off on its own");
  }
  await edit(`content/portfolio/${removable.key}/${sectionFileName}`, (document) => {
    document.deleteIn(["photos", removed]);
    return `photos[${removed}] (${removable.photos[removed]?.file}) taken off the list`;
  });

  // A seventh section, not in the page's order: its folder of three photos and its avsnitt.yaml.
  const keys = new Set(await readdir(portfolio));
  const key = ["kok", "kok-2", "kok-3"].find((candidate) => !keys.has(candidate)) ?? "kok-4";
  const source = sections.find((section) => section.photos.length >= 3);
  if (!source) throw new Error("content/portfolio/ has no section with three photos to copy");
  const kitchen = join(portfolio, key);
  await mkdir(kitchen);
  const files = source.photos.slice(0, 3).map(({ file }, index) => ({
    from: file,
    file: `0${index + 1}${file.slice(file.lastIndexOf("."))}`,
  }));
  for (const { from, file } of files) {
    await copyFile(join(portfolio, source.key, from), join(kitchen, file));
  }
  const section = new Document({
    key,
    title: "Kök",
    fit: "cover",
    photos: files.map(({ file }) => ({ file })),
  });
  await writeFile(join(kitchen, sectionFileName), section.toString());
  console.log(`  ${relative(target, kitchen)}/: avsnitt.yaml and three photos from ${source.key}/`);

  // A new text page: one file in content/pages/ and nothing else. The tests find it built, in
  // the sitemap and the footer, and listed in the editor.
  const pages = new Set(await readdir(join(target, "content/pages")));
  const address = ["sa-arbetar-jag", "sa-arbetar-jag-2"].find((name) => !pages.has(`${name}.yaml`));
  const page = new Document({
    title: "Så arbetar jag",
    description: "Hur en fotografering med {namn} går till, från bokning till färdiga bilder.",
    updated: "2026-11-27",
    intro: [{ type: "paragraph", text: "Så här går en fotografering till." }],
    sections: [
      {
        heading: "Före fotograferingen",
        blocks: [{ type: "paragraph", text: "Vi bestämmer tid och går igenom bostaden." }],
      },
      {
        heading: "Efter fotograferingen",
        blocks: [
          {
            type: "list",
            items: ["Bilderna levereras inom {leveranstid} timmar.", "Du får dem i två storlekar."],
          },
        ],
      },
    ],
  });
  await writeFile(
    join(target, "content/pages", `${address ?? "sa-arbetar-jag-3"}.yaml`),
    page.toString(),
  );
  console.log(`  content/pages/${address ?? "sa-arbetar-jag-3"}.yaml: a new text page`);
}

/** A copy of the project with the owner's edits, where every test of `npm test` runs. */
export async function prepareOwnerCopy() {
  console.log(`The owner's edits, in a copy of the project (${target}):`);
  await copyProject(root, target);
  await ownersEdits();
}

const inCopy = { cwd: target, label: "in the edited copy" };

/**
 * The tests on the copy, in order: the unit tests, the one build of the site, the visitor's paths
 * in WebKit, the pages' widths in Firefox, then every browser test in Chromium, `npm start` on a
 * broken file last (playwright.config.ts). A unit test that reads no content/ passes the same on
 * the copy.
 */
export async function ownerCopySteps(): Promise<Step[]> {
  const [site, rehearsal] = [await getPort(), await getPort()];
  return [
    { command: "npm", args: ["run", "test:unit"], ...inCopy },
    { command: "npm", args: ["run", "build"], ...inCopy },
    { command: "npm", args: ["run", "test:webkit"], ...inCopy },
    { command: "npm", args: ["run", "test:firefox"], ...inCopy },
    {
      command: "npm",
      args: ["run", "test:e2e"],
      env: {
        OWNER_COPY: "1",
        E2E_PORT: String(site),
        REHEARSAL_PORT: String(rehearsal),
      },
      ...inCopy,
    },
  ];
}

export const removeOwnerCopy = () => rm(target, { recursive: true, force: true });

export const ownerCopiesPlace = target;

// Run by hand: the same steps.
if (import.meta.main) {
  try {
    await prepareOwnerCopy();
    for (const step of await ownerCopySteps()) await runStep(step);
  } catch {
    console.error(`  The edited copy is kept in ${target}`);
    process.exit(1);
  }
  await removeOwnerCopy();
  console.log(
    "\n✔ The site builds and passes its tests, the editor's among them, after the owner's edits",
  );
}
