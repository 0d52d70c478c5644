import { describe, expect, it } from "vitest";
import { localAnswer, localServerAnswers, readRepository } from "./backend.ts";

describe("readRepository", () => {
  const answering = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;

  it("reads the settings the build wrote beside the page", async () => {
    const written = {
      repo: "firma/sajt",
      branch: "main",
      apiRoot: "https://api.github.com",
      signInRoot: "https://api.netlify.com",
    };
    expect(await readRepository(answering(200, JSON.stringify(written)))).toEqual(written);
  });

  it("knows no repository when the file is missing or not JSON", async () => {
    expect((await readRepository(answering(404, "Not found"))).repo).toBeNull();
    expect((await readRepository(answering(200, "<html>"))).repo).toBeNull();
  });
});

describe("localServerAnswers", () => {
  it("is true only for the local server's own answer, and asks only on this computer", async () => {
    const with_ = (body: string, status = 200) =>
      localServerAnswers(
        "http://localhost/redigera/api/v1",
        (async () => new Response(body, { status })) as unknown as typeof fetch,
      );
    expect(await with_(JSON.stringify(localAnswer))).toBe(true);
    expect(await with_(JSON.stringify({ repo: "sajt" }))).toBe(false);
    expect(await with_("Not Found", 404)).toBe(false);
    expect(await with_("<!doctype html>")).toBe(false);
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await localServerAnswers("http://localhost/x", offline)).toBe(false);
    const asked: string[] = [];
    const recording = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(localAnswer));
    }) as unknown as typeof fetch;
    expect(await localServerAnswers("https://www.foto.se/redigera/api/v1", recording)).toBe(false);
    expect(asked).toEqual([]);
  });
});
