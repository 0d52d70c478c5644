// The business of the publishing rehearsal: a copy of the project filled in as an owner fills it
// in before she publishes (docs/agarens-guide.md), so that the host's build, which stops
// on the demo's placeholders as Netlify's does, publishes it. Its own facts, and its own photos:
// the first few of each portfolio section, redrawn smaller (the longest side 1200 px), which
// also keeps each build of the rehearsal short.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { sectionFileName } from "#model/files.ts";

/** The rehearsal's facts, in site.yaml's fields. */
export const rehearsalFacts: [path: string[], value: string][] = [
  [["name"], "Ljusa Rum Foto"],
  [["companyName"], "Ljusa Rum Foto AB"],
  [["organisationNumber"], "559123-4567"],
  [["url"], "https://www.ljusarumfoto.se"],
  [["email"], "hej@ljusarumfoto.se"],
  [["phone"], "070-123 45 67"],
  [["social", "facebook"], "https://www.facebook.com/ljusarumfoto"],
  [["social", "instagram"], "https://www.instagram.com/ljusarumfoto"],
  [["reviews", "widgetUrl"], "https://omdomen.ljusarumfoto.se/widget"],
  [["reviews", "provider"], "Omdömen för Ljusa Rum"],
  [["photoRights", "creator"], "Lena Ljus"],
  [["photoRights", "copyrightNotice"], "© 2026 Ljusa Rum Foto AB"],
  [["photoRights", "creditText"], "Foto: Ljusa Rum Foto"],
];

/** Photos kept of each portfolio section. */
const keptPerSection = 3;

async function editYaml(
  file: string,
  change: (document: ReturnType<typeof parseDocument>) => void,
) {
  const document = parseDocument(await readFile(file, "utf8"));
  change(document);
  await writeFile(file, document.toString({ lineWidth: 0 }));
}

/** The photo at `file` redrawn: its longest side at most 1200 px, its own bytes. */
async function redraw(file: string) {
  const bytes = await sharp(await readFile(file))
    .rotate()
    .resize(1200, 1200, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeFile(file, bytes);
}

/** Makes the project copy in `dir` the rehearsal's business. */
export async function fillInBusiness(dir: string) {
  const content = join(dir, "content");
  await editYaml(join(content, "site.yaml"), (site) => {
    for (const [path, value] of rehearsalFacts) site.setIn(path, value);
    // She has no TikTok account.
    site.deleteIn(["social", "tiktok"]);
  });

  const photos: string[] = [];
  const portfolio = join(content, "portfolio");
  for (const key of await readdir(portfolio)) {
    const sectionFile = join(portfolio, key, sectionFileName);
    type Photo = { file: string; before?: string };
    let kept: Photo[] = [];
    await editYaml(sectionFile, (section) => {
      const all = (section.toJS() as { photos: Photo[] }).photos;
      const first = all.slice(0, keptPerSection);
      kept = first.filter((photo) => !photo.before || first.some((p) => p.file === photo.before));
      section.set("photos", section.createNode(kept));
    });
    const named = new Set(
      kept.flatMap((photo) => (photo.before ? [photo.file, photo.before] : [photo.file])),
    );
    for (const file of await readdir(join(portfolio, key))) {
      if (file === sectionFileName) continue;
      if (named.has(file)) photos.push(join(portfolio, key, file));
      else await rm(join(portfolio, key, file));
    }
  }
  const images = join(content, "images");
  for (const file of await readdir(images)) {
    if (/\.(jpe?g|png|webp|avif)$/i.test(file)) photos.push(join(images, file));
  }
  await Promise.all(photos.map(redraw));
}
