// The editor's source on the owner's computer (editor/local/local-source.ts) against the local server of
// `npm start` (scripts/local/editor-backend.ts), served in this process over a copy of content/:
// what it reads, the photos it shows, and each save's answer in her words.
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { parse, stringify } from "yaml";
import { localSource } from "../../editor/local/local-source.ts";
import { staleSaveLine } from "../../editor/notices/notices.ts";
import { serveEditorBackend } from "./editor-backend.fixture.ts";

// Each save runs the build's whole check of content/: a second or more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const terms = "content/terms.yaml";
const photo = "content/images/portrait.jpg";
let root = "";
let server: Awaited<ReturnType<typeof serveEditorBackend>>;
let api = "";

const version = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const onDisk = (path: string) => readFile(join(root, path));

/** The requests the source sends from here on: their method, Content-Type, action and parameters. */
function watchRequests() {
  const spy = vi.spyOn(globalThis, "fetch");
  return () =>
    spy.mock.calls.map(([, init]) => {
      const { action, params } = JSON.parse(String(init?.body)) as {
        action: unknown;
        params: unknown;
      };
      return { method: init?.method, headers: init?.headers, action, params };
    });
}

/** Has the server answer the next request with `answer` in place of the local server's. */
const answerNext = (answer: Response) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "lokal-kalla-"));
  await cp(join(import.meta.dirname, "..", "..", "content"), join(root, "content"), {
    recursive: true,
  });
  server = await serveEditorBackend(root);
  api = server.api;
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The terms with another delivery time, as her form writes them. */
async function changedTerms(hours: number) {
  const data = parse((await onDisk(terms)).toString("utf8"));
  data.deliveryHours = hours;
  return stringify(data);
}

test("is the local source", () => {
  expect(localSource(api).kind).toBe("local");
});

test("reads every path of content/ and each data file's text with its version", async () => {
  const snapshot = await localSource(api).read();
  const bytes = await onDisk(terms);
  expect(snapshot.paths).toContain(photo);
  expect(snapshot.files[terms]).toEqual({ raw: bytes.toString("utf8"), version: version(bytes) });
});

test("asks the server by POST, as JSON, naming the action", async () => {
  const sent = watchRequests();
  await localSource(api).read();
  expect(sent()).toEqual([
    {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      action: "readContent",
      params: {},
    },
  ]);
});

test("where no local server answers, says how to start it or where to publish", async () => {
  await expect(localSource(`${api}/inget`).read()).rejects.toThrow(
    /^Redigeraren når inte innehållet\. På din dator: starta sajten med npm start/,
  );
});

test("shows a photo as the server made it small, as a JPEG address", async () => {
  const sent = watchRequests();
  const url = await localSource(api).photoUrl(photo);
  expect(url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  expect(sent()).toEqual([
    expect.objectContaining({ action: "readPhoto", params: { path: photo } }),
  ]);
});

test("asks for each photo once while the page is open", async () => {
  const sent = watchRequests();
  const source = localSource(api);
  const first = await source.photoUrl(photo);
  const again = await source.photoUrl(photo);
  expect(again).toBe(first);
  expect(sent()).toHaveLength(1);
});

test("shows no photo where the server has none", async () => {
  await expect(localSource(api).photoUrl("content/images/finns-inte.jpg")).resolves.toBeNull();
});

test("shows no photo where the server has stopped", async () => {
  await expect(localSource("http://127.0.0.1:1/redigera/api/v1").photoUrl(photo)).resolves.toBe(
    null,
  );
});

test("a save writes her data file and answers with its new version", async () => {
  const raw = await changedTerms(30);
  const before = version(await onDisk(terms));
  const sent = watchRequests();
  const answer = await localSource(api).save([{ path: terms, raw }], { [terms]: before }, "");
  expect(answer).toEqual({ ok: true, versions: { [terms]: version(raw) } });
  expect((await onDisk(terms)).toString("utf8")).toBe(raw);
  expect(sent().map(({ action, params }) => ({ action, params }))).toEqual([
    {
      action: "persistEntry",
      params: { dataFiles: [{ path: terms, raw }], assets: [], baseVersions: { [terms]: before } },
    },
  ]);
});

test("a save sends a photo's bytes as base64 and writes them", async () => {
  const added = "content/images/ny.jpg";
  const bytes = await onDisk(photo);
  const base64 = bytes.toString("base64");
  const sent = watchRequests();
  const answer = await localSource(api).save([{ path: added, base64 }], { [added]: null }, "");
  expect(answer).toEqual({ ok: true, versions: { [added]: version(bytes) } });
  expect(await onDisk(added)).toEqual(bytes);
  expect(sent()[0]?.params).toEqual({
    dataFiles: [],
    assets: [{ path: added, content: base64, encoding: "base64" }],
    baseVersions: { [added]: null },
  });
});

test("a removal deletes the file, and its version is none", async () => {
  const gone = "content/images/bort.jpg";
  await writeFile(join(root, gone), await onDisk(photo));
  const base = version(await onDisk(gone));
  const sent = watchRequests();
  const answer = await localSource(api).save([{ path: gone, removed: true }], { [gone]: base }, "");
  expect(answer).toEqual({ ok: true, versions: { [gone]: null } });
  await expect(onDisk(gone)).rejects.toThrow(/ENOENT/);
  expect(sent().map(({ action, params }) => ({ action, params }))).toEqual([
    { action: "deleteFiles", params: { paths: [gone], baseVersions: { [gone]: base } } },
  ]);
});

test("a save from a file read before it changed is refused as stale, and nothing is written", async () => {
  const before = await onDisk(terms);
  const answer = await localSource(api).save(
    [{ path: terms, raw: await changedTerms(12) }],
    { [terms]: version("en annan version") },
    "",
  );
  expect(answer).toEqual({ ok: false, stale: true, problems: [], error: staleSaveLine });
  expect(await onDisk(terms)).toEqual(before);
});

test("a change the build refuses is refused with the build's lines, and nothing is written", async () => {
  const packages = "content/packages.yaml";
  const before = await onDisk(packages);
  const answer = await localSource(api).save(
    [{ path: packages, raw: "packages: []\n" }],
    { [packages]: version(before) },
    "",
  );
  expect(answer).toMatchObject({ ok: false, stale: false });
  const refused = answer as Extract<typeof answer, { ok: false }>;
  expect(refused.problems).toContainEqual(
    expect.objectContaining({ file: "content/packages.yaml" }),
  );
  expect(refused.error).toMatch(/^Sparades inte:\ncontent\/packages\.yaml: /);
  expect(await onDisk(packages)).toEqual(before);
});

test("a save to a server that has stopped says to start it again", async () => {
  const answer = await localSource("http://127.0.0.1:1/redigera/api/v1").save(
    [{ path: terms, raw: "x: 1\n" }],
    {},
    "",
  );
  expect(answer).toEqual({
    ok: false,
    stale: false,
    problems: [],
    error: "Den lokala servern svarar inte. Kör npm start och försök igen.",
  });
});

test("an answer that is not JSON is said as a server that does not answer", async () => {
  answerNext(new Response("<html>", { status: 502 }));
  const answer = await localSource(api).save([{ path: terms, raw: "x: 1\n" }], {}, "");
  expect(answer).toEqual({
    ok: false,
    stale: false,
    problems: [],
    error: "Den lokala servern svarar inte. Kör npm start och försök igen.",
  });
});

test("a success that names no versions is not taken as saved", async () => {
  answerNext(Response.json({ message: "sparat" }));
  const answer = await localSource(api).save([{ path: terms, raw: "x: 1\n" }], {}, "");
  expect(answer).toMatchObject({ ok: false, stale: false });
});

test("versions in a refusal are not taken as saved", async () => {
  answerNext(Response.json({ error: "trasig", versions: { [terms]: "a" } }, { status: 500 }));
  const answer = await localSource(api).save([{ path: terms, raw: "x: 1\n" }], {}, "");
  expect(answer).toEqual({ ok: false, stale: false, problems: [], error: "trasig" });
});

test("brings a file back as the last good build kept it", async () => {
  const kept = await onDisk(terms);
  await mkdir(join(root, "node_modules/.cache/redigeraren/senast-byggt/content"), {
    recursive: true,
  });
  await writeFile(join(root, "node_modules/.cache/redigeraren/senast-byggt", terms), kept);
  const broken = "deliveryHours: [\n";
  await writeFile(join(root, terms), broken);
  const sent = watchRequests();
  const answer = await localSource(api).restore(terms, version(broken));
  expect(answer).toEqual({ ok: true, versions: { [terms]: version(kept) } });
  expect(await onDisk(terms)).toEqual(kept);
  expect(sent().map(({ action, params }) => ({ action, params }))).toEqual([
    {
      action: "restoreLastBuilt",
      params: { path: terms, baseVersions: { [terms]: version(broken) } },
    },
  ]);
});

test("says so where no build kept the file", async () => {
  const answer = await localSource(api).restore("content/services.yaml", null);
  expect(answer).toMatchObject({ ok: false, stale: false, problems: [] });
  expect(answer.ok ? "" : answer.error).toMatch(/^Det finns ingen version av filen/);
});

test("a restore from a server that has stopped says to start it again", async () => {
  const answer = await localSource("http://127.0.0.1:1/redigera/api/v1").restore(terms, null);
  expect(answer).toEqual({
    ok: false,
    stale: false,
    problems: [],
    error: "Den lokala servern svarar inte. Kör npm start och försök igen.",
  });
});
