// The build's check of a project's content/ (scripts/check-content.ts runs it before each build,
// the local editor on each save): the shipped texts with a photo of usable size under each name
// they list, then one problem at a time. Projects made in the system's temp folder.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lineOf } from "#model/files.ts";
import { contentOf, projectRoot } from "#model/load.ts";
import { checkProject, type ProjectCheck } from "./check-project.ts";

const shipped = contentOf();
const shippedContent = join(projectRoot, "content");

let temp = "";
/** One photo of usable size, not a demo one, that every photo of a project links to. */
let photo = "";

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), "check-project-"));
  photo = join(temp, "photo.jpg");
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7a9cc6" } })
    .jpeg()
    .toFile(photo);
});
afterAll(() => rm(temp, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

let projects = 0;
/**
 * A project with the shipped content/'s data files, a photo under each name the start page and
 * the sections list, and no other file; `leaveOut` names a photo (from content/) not to make.
 */
async function project(leaveOut = ""): Promise<string> {
  const root = join(temp, `project-${projects++}`);
  const content = join(root, "content");
  await cp(shippedContent, content, {
    recursive: true,
    filter: (source) => !/\.(jpe?g|png|webp|avif)$/i.test(source),
  });
  const photos = [
    shipped.home.hero.image.file,
    shipped.home.about.portrait.file,
    ...shipped.home.teaser.items.map((item) => item.image),
  ].map((file) => `images/${file}`);
  const listed = shipped.galleries.flatMap((gallery) =>
    gallery.photos.map((item) => `portfolio/${gallery.key}/${item.file}`),
  );
  for (const file of new Set([...photos, ...listed])) {
    if (file !== leaveOut) await symlink(photo, join(content, file));
  }
  return root;
}

describe("checkProject of a project ready to build", () => {
  it("finds no error and tells nothing, and lists the demo's facts left without stopping", async () => {
    const { errors, notices, placeholders } = await checkProject(await project(), false);
    expect({ errors, notices, stop: placeholders.stop }).toEqual({
      errors: [],
      notices: [],
      stop: false,
    });
    expect(placeholders.lines[0]).toMatch(/^Före publicering: \d+ av demons platshållare/);
  });

  it("stops a build meant for publishing on the demo's facts", async () => {
    const check = await checkProject(await project(), true);
    expect(check.placeholders.stop).toBe(true);
  });

  it("tells of a photo in a section's folder that its list leaves out", async () => {
    const root = await project();
    const [gallery] = shipped.galleries;
    if (!gallery) throw new Error("content/portfolio/ har inget avsnitt");
    await symlink(photo, join(root, "content", "portfolio", gallery.key, "extra.jpg"));
    const check = await checkProject(root, false);
    expect(check.errors).toEqual([]);
    expect(check.notices).toEqual([
      `content/portfolio/${gallery.key}/avsnitt.yaml: extra.jpg ligger i mappen men står inte i photos, så den visas inte på sajten`,
    ]);
  });
});

describe("checkProject of a project with a problem", () => {
  const nothingElse = { notices: [], placeholders: { lines: [], stop: false } };
  /** The check with its problems as the build prints them. */
  const printed = (check: ProjectCheck) => ({ ...check, errors: check.errors.map(lineOf) });

  it("names a start page photo without its file, and tells nothing else", async () => {
    const hero = shipped.home.hero.image.file;
    const check = await checkProject(await project(`images/${hero}`), false);
    expect(printed(check)).toEqual({
      errors: [`content/home.yaml: hero.image.file: content/images/${hero} finns inte`],
      ...nothingElse,
    });
  });

  it("names every start page photo when content/images/ is not there", async () => {
    const root = await project();
    await rm(join(root, "content", "images"), { recursive: true });
    const { errors } = await checkProject(root, false);
    expect(errors).toHaveLength(2 + shipped.home.teaser.items.length);
  });

  it("names a slip in a data file, and checks the data no further", async () => {
    const root = await project();
    await writeFile(join(root, "content", "terms.yaml"), "deliveryHours 24\nfee: 950\n");
    expect(printed(await checkProject(root, false))).toEqual({
      errors: [
        "content/terms.yaml, rad 1, kolumn 1: här saknas ett kolon (:) efter namnet – varje rad skrivs som namn: värde.",
      ],
      ...nothingElse,
    });
  });

  it("names what the check of the data finds", async () => {
    const root = await project();
    const packages = join(root, "content", "packages.yaml");
    const source = await readFile(packages, "utf8");
    await writeFile(packages, source.replace(/price: .+/, "price: 2500 kr"));
    expect(printed(await checkProject(root, false))).toEqual({
      errors: [
        "content/packages.yaml: packages[0].price: ska vara ett pris från 1 kr till 100.000 kr, skrivet som 2.500 kr",
      ],
      ...nothingElse,
    });
  });

  it("names a SITE_URL that is no web address, as the environment's", async () => {
    vi.stubEnv("SITE_URL", "www.asafoto.se");
    const { errors } = await checkProject(await project(), false);
    expect(errors.map(lineOf)).toEqual([
      'miljövariabeln SITE_URL "www.asafoto.se" är ingen webbadress; skriv den som https://www.dinsajt.se',
    ]);
  });

  it("names a file in content/images/ that is no photo", async () => {
    const root = await project();
    await writeFile(join(root, "content", "images", "anteckning.txt"), "hej");
    const { errors } = await checkProject(root, false);
    expect(errors.map(lineOf)).toEqual([
      expect.stringMatching(/content\/images\/anteckning\.txt: är ingen bild/),
    ]);
  });

  it("names a folder inside a section's folder", async () => {
    const root = await project();
    const [key = ""] = await readdir(join(root, "content", "portfolio"));
    await mkdir(join(root, "content", "portfolio", key, "mer"));
    const { errors } = await checkProject(root, false);
    expect(errors.map(lineOf)).toEqual([
      expect.stringMatching(new RegExp(`content/portfolio/${key}/mer: mappar stöds inte här`)),
    ]);
  });
});
