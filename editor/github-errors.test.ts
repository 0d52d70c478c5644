import { describe, expect, it } from "vitest";
import { gitHubProblem } from "./github-errors.ts";

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe("gitHubProblem", () => {
  it("says each of GitHub's refusals in Swedish, with what to do", () => {
    expect(gitHubProblem("POST", "offline")).toMatch(
      /ingen kontakt med GitHub.*internetanslutningen/,
    );
    expect(gitHubProblem("GET", answer(401))).toMatch(/inte längre inloggad.*logga in igen/);
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
});
