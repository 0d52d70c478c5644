import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoAction, readAction } from "../../editor/content/snapshot.ts";
import { localServerAnswers } from "../../editor/source/backend.ts";
import { isContentPath } from "./content-path.ts";
import { serveEditorBackend } from "./editor-backend.fixture.ts";
import { bodyLimit, editorBackend, isOwnOrigin, pathsNamed } from "./editor-backend.ts";
import { versionOf } from "./save-guard.ts";

describe("pathsNamed", () => {
  it("finds every path a read or a save of the editor names", () => {
    const persist = {
      action: "persistEntry",
      params: {
        dataFiles: [{ path: "content/home.yaml", raw: "path: scripts/x.ts" }],
        assets: [{ path: "content/portfolio/bostad/14.jpg", content: "…", encoding: "base64" }],
        baseVersions: { "content/home.yaml": "abc" },
      },
    };
    expect(pathsNamed(persist)).toEqual([
      "content/home.yaml",
      "content/portfolio/bostad/14.jpg",
      "content/home.yaml",
    ]);
    expect(pathsNamed({ action: photoAction, params: { path: "content/a.jpg" } })).toEqual([
      "content/a.jpg",
    ]);
    expect(pathsNamed({ params: { paths: ["content/a.jpg", "app/root.tsx"] } })).toEqual([
      "content/a.jpg",
      "app/root.tsx",
    ]);
  });

  it("names a value of another type where a path belongs, and the files whose versions are sent", () => {
    const list = ["../../../../content/pages/payload.txt"];
    expect(pathsNamed({ action: "restoreLastBuilt", params: { path: list } })).toEqual([list]);
    expect(pathsNamed({ params: { paths: "content/x.jpg" } })).toEqual(["content/x.jpg"]);
    expect(pathsNamed({ params: { dataFiles: [{ path: 7 }, { path: null }] } })).toEqual([7, null]);
    expect(pathsNamed({ params: { baseVersions: { "../package.json": "abc" } } })).toEqual([
      "../package.json",
    ]);
  });
});

describe("isContentPath", () => {
  it("allows content/ and what lies in it", () => {
    for (const path of ["content", "content/home.yaml", "content/portfolio/kok/01.jpg"]) {
      expect(isContentPath(path), path).toBe(true);
    }
  });

  it("refuses every path outside content/, however it is written", () => {
    for (const path of [
      "scripts/build.ts",
      "content/../package.json",
      "./content/../app/root.tsx",
      "content2/x",
      "/content/x",
      "..\\content\\x",
      "",
    ]) {
      expect(isContentPath(path), path).toBe(false);
    }
    for (const value of [["content/x.yaml"], 7, null, undefined, { path: "content" }]) {
      expect(isContentPath(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("isOwnOrigin", () => {
  const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

  it("takes requests from the local site's own page, by either name", () => {
    expect(isOwnOrigin(request({ host: "localhost:4173" }), 4173)).toBe(true);
    expect(
      isOwnOrigin(request({ host: "127.0.0.1:4173", origin: "http://127.0.0.1:4173" }), 4173),
    ).toBe(true);
  });

  it("refuses another page in the browser, another port and a rebound host name", () => {
    expect(
      isOwnOrigin(request({ host: "localhost:4173", origin: "https://evil.example" }), 4173),
    ).toBe(false);
    expect(
      isOwnOrigin(request({ host: "localhost:4173", origin: "http://localhost:3000" }), 4173),
    ).toBe(false);
    expect(isOwnOrigin(request({ host: "evil.example:4173" }), 4173)).toBe(false);
    expect(isOwnOrigin(request({}), 4173)).toBe(false);
  });
});

describe("editorBackend", () => {
  // A project of one data file, served as `npm start` serves it.
  const home = "content/home.yaml";
  const homeText = "title: Hem\n";
  let root = "";
  let server: Awaited<ReturnType<typeof serveEditorBackend>>;
  let api = "";

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "fotograf-baksida-"));
    await mkdir(join(root, "content"));
    await writeFile(join(root, home), homeText);
    server = await serveEditorBackend(root);
    api = server.api;
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(api, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
      body: JSON.stringify(body),
    });
  const staleSave = {
    action: "persistEntry",
    params: {
      dataFiles: [{ path: home, raw: "title: Annat\n" }],
      assets: [],
      baseVersions: { [home]: versionOf(Buffer.from("title: Äldre\n")) },
    },
  };

  it("leaves every other path to the server it is mounted in", () => {
    const backend = editorBackend(root, 4173);
    expect(backend({} as IncomingMessage, {} as ServerResponse, "/redigera/")).toBe(false);
  });

  it("tells the editor's page that its saves go to this computer", async () => {
    expect(await localServerAnswers(api)).toBe(true);
  });

  it("answers the editor's read with every file of content/ and its version", async () => {
    const response = await post({ action: readAction, params: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      paths: [home],
      files: { [home]: { raw: homeText, version: versionOf(Buffer.from(homeText)) } },
    });
  });

  it("hands a save to the saves and answers with their refusal of a stale one", async () => {
    const response = await post(staleSave);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ stale: home });
    expect(await readFile(join(root, home), "utf8")).toBe(homeText);
  });

  it("refuses a save from another page in the browser, and writes nothing", async () => {
    const save = {
      ...staleSave,
      params: { ...staleSave.params, baseVersions: { [home]: versionOf(Buffer.from(homeText)) } },
    };
    const response = await post(save, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await readFile(join(root, home), "utf8")).toBe(homeText);
  });

  it("refuses a request that names a path outside content/", async () => {
    const response = await post({ action: photoAction, params: { path: "../secret.jpg" } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Redigeraren får bara ändra i content/, inte i "../secret.jpg"',
    });
  });

  it("takes only POST", async () => {
    const response = await fetch(api);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a body that is not JSON", async () => {
    const response = await fetch(api, { method: "POST", body: "action=readContent" });
    expect(response.status).toBe(400);
  });

  it("refuses a body larger than its limit that says its length", async () => {
    const response = await fetch(api, { method: "POST", body: Buffer.alloc(bodyLimit + 1, 32) });
    expect(response.status).toBe(413);
  });

  it("refuses a body larger than its limit sent in pieces without its length", async () => {
    const piece = Buffer.alloc(1024 * 1024, 32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > bodyLimit) controller.close();
        else {
          controller.enqueue(piece);
          sent += piece.length;
        }
      },
    });
    const response = await fetch(api, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("answers an action it does not know as unknown", async () => {
    const response = await post({ action: "persistMedia", params: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Okänd begäran" });
  });
});
