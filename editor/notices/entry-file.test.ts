import { afterEach, describe, expect, it, vi } from "vitest";
import { readSavedFile } from "./entry-file.ts";

describe("readSavedFile", () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status });
  const local = { kind: "local", api: "http://localhost:4173/redigera/api/v1" } as const;
  const text = (saved: Awaited<ReturnType<typeof readSavedFile>>) =>
    saved?.kind === "bytes" ? new TextDecoder().decode(saved.bytes) : saved;

  it("reads the local server's answer: a file, no such file, or no answer to go by", async () => {
    const path = "content/portfolio/x.yaml";
    expect(text(await readSavedFile(path, local, answer(200, { data: "key: x\n" })))).toBe(
      "key: x\n",
    );
    // decap-server's answer for a file that is not there.
    expect(
      await readSavedFile(path, local, answer(200, { data: null, file: { path, id: null } })),
    ).toEqual({ kind: "missing" });
    expect(await readSavedFile(path, local, answer(502, {}))).toBeNull();
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await readSavedFile(path, local, offline)).toBeNull();
  });

  it("asks GitHub for the file on the branch, with the signed-in owner's token", async () => {
    const github = {
      kind: "github",
      apiRoot: "https://api.github.com",
      repo: "firma/sajt",
      branch: "main",
    } as const;
    const path = "content/pages/om oss.yaml";
    // Before she has signed in, GitHub is not asked.
    expect(await readSavedFile(path, github, answer(200, {}))).toEqual({ kind: "signed-out" });
    vi.stubGlobal("localStorage", { getItem: () => JSON.stringify({ token: "gho_x" }) });
    const asked: [string, RequestInit | undefined][] = [];
    const reply =
      (status: number, body: unknown = {}) =>
      async (url: string | URL | Request, init?: RequestInit) => {
        asked.push([String(url), init]);
        return new Response(JSON.stringify(body), { status });
      };
    // GitHub sends a file's bytes in base64, in lines.
    const encoded = btoa("title: Om oss\n");
    const content = `${encoded.slice(0, 8)}\n${encoded.slice(8)}\n`;
    expect(text(await readSavedFile(path, github, reply(200, { content })))).toBe(
      "title: Om oss\n",
    );
    expect(await readSavedFile(path, github, reply(404))).toEqual({ kind: "missing" });
    expect(await readSavedFile(path, github, reply(401))).toBeNull();
    expect(asked[0]?.[0]).toBe(
      "https://api.github.com/repos/firma/sajt/contents/content/pages/om%20oss.yaml?ref=main",
    );
    expect(asked[0]?.[1]?.headers).toEqual({ Authorization: "token gho_x" });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
