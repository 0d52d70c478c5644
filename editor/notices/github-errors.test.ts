import { describe, expect, it } from "vitest";
import { gitHubProblem, readProblem } from "./github-errors.ts";

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe("gitHubProblem", () => {
  it("says each of GitHub's refusals in Swedish, with what to do", () => {
    expect(gitHubProblem("POST", "offline")).toMatch(
      /ingen kontakt med GitHub.*internetanslutningen/,
    );
    expect(gitHubProblem("GET", answer(401))).toMatch(
      /inloggning hos GitHub har gått ut.*Logga in igen/,
    );
    const reset = String(Math.floor(Date.UTC(2026, 10, 28, 13, 5) / 1000));
    const limited = gitHubProblem(
      "POST",
      answer(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset }),
    );
    expect(limited).toMatch(/många på kort tid\. Det går igen kl\. \d\d:\d\d\. Vänta en stund/);
    expect(gitHubProblem("POST", answer(429, { "retry-after": "60" }))).toMatch(
      /många på kort tid/,
    );
    expect(gitHubProblem("PATCH", answer(403))).toMatch(/får inte spara i sajtens förråd/);
    expect(gitHubProblem("POST", answer(404))).toMatch(/får inte spara i sajtens förråd/);
    expect(gitHubProblem("GET", answer(502))).toMatch(/svarar inte som det ska/);
    expect(gitHubProblem("POST", answer(400))).toMatch(/tog inte emot ändringen \(svar 400\)/);
  });

  it("says nothing of what Decap expects and goes on from: a folder not made yet, a success", () => {
    expect(gitHubProblem("GET", answer(404))).toBeNull();
    expect(gitHubProblem("GET", answer(200))).toBeNull();
    expect(gitHubProblem("POST", answer(201))).toBeNull();
  });

  it("never passes GitHub's English on", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 500, 503]) {
      const problem = gitHubProblem("POST", answer(status)) ?? "";
      expect(problem).not.toMatch(/Bad credentials|Not Found|rate limit|API_ERROR/i);
    }
  });

  it("says a failed read in Swedish, from Decap's error, the editor's own or the network's", () => {
    // Decap's APIError: GitHub's English message, its status beside it.
    const decaps = Object.assign(new Error("Bad credentials"), { status: 401 });
    expect(readProblem(decaps)).toMatch(/inloggning hos GitHub har gått ut/);
    expect(readProblem(decaps)).not.toMatch(/Bad credentials/);
    expect(readProblem(new Error("GitHub: 503"))).toMatch(/svarar inte som det ska/);
    expect(readProblem(new TypeError("Failed to fetch"))).toMatch(/ingen kontakt med GitHub/);
    // A file GitHub does not have, which a read expected: not silence.
    expect(readProblem(Object.assign(new Error("Not Found"), { status: 404 }))).toMatch(
      /gick inte att läsa/,
    );
  });
});
