import { describe, expect, it } from "vitest";
import { gitHubApi, netlifySignIn } from "../published-files.ts";
import { infoAction, localAnswer, localServerAnswers, readRepository } from "./backend.ts";

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

  it("reads a branch and a stand-in API and sign-in other than the usual ones", async () => {
    const written = {
      repo: "firma/sajt",
      branch: "utkast",
      apiRoot: "http://127.0.0.1:4010",
      signInRoot: "http://127.0.0.1:4011",
    };
    expect(await readRepository(answering(200, JSON.stringify(written)))).toEqual(written);
  });

  it("takes the main branch, GitHub's API and Netlify's sign-in where the settings name none", async () => {
    expect(await readRepository(answering(200, JSON.stringify({ repo: "firma/sajt" })))).toEqual({
      repo: "firma/sajt",
      branch: "main",
      apiRoot: gitHubApi,
      signInRoot: netlifySignIn,
    });
  });

  it("takes a setting that is not a text as not given", async () => {
    const written = { repo: 7, branch: ["utkast"], apiRoot: null, signInRoot: {} };
    expect(await readRepository(answering(200, JSON.stringify(written)))).toEqual({
      repo: null,
      branch: "main",
      apiRoot: gitHubApi,
      signInRoot: netlifySignIn,
    });
  });

  it("reads the settings at the address it is given", async () => {
    const asked: string[] = [];
    const recording = (async (url: string) => {
      asked.push(url);
      return new Response("{}");
    }) as unknown as typeof fetch;
    await readRepository(recording, "/redigera/repo.json");
    expect(asked).toEqual(["/redigera/repo.json"]);
  });

  it("knows no repository when the file cannot be fetched at all", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await readRepository(offline)).toEqual({
      repo: null,
      branch: "main",
      apiRoot: gitHubApi,
      signInRoot: netlifySignIn,
    });
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

describe("localServerAnswers, how it asks", () => {
  /** A fetch that keeps what it was asked and answers as the local server does. */
  function recordingServer() {
    const asked: { url: string; method?: string; contentType?: string; body: unknown }[] = [];
    const send = (async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      asked.push({
        url,
        method: init.method,
        contentType: headers.get("Content-Type") ?? undefined,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      });
      return new Response(JSON.stringify(localAnswer));
    }) as unknown as typeof fetch;
    return { asked, send };
  }

  it("posts the info action as JSON to the API it is given", async () => {
    const server = recordingServer();
    await localServerAnswers("http://localhost:5173/redigera/api/v1", server.send);
    expect(server.asked).toEqual([
      {
        url: "http://localhost:5173/redigera/api/v1",
        method: "POST",
        contentType: "application/json",
        body: { action: infoAction },
      },
    ]);
  });

  it("asks a page opened at 127.0.0.1 too, this computer's address", async () => {
    const server = recordingServer();
    expect(await localServerAnswers("http://127.0.0.1:5173/redigera/api/v1", server.send)).toBe(
      true,
    );
    expect(server.asked).toHaveLength(1);
  });
});
