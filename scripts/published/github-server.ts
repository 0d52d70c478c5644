// The GitHub-shaped server of the publishing rehearsal (`npm run start:published`) and its browser
// tests: github-api.ts over HTTP, with GitHub's cross-origin headers (the editor calls it from
// another origin, as it calls api.github.com) and its rate-limit headers. Beside it, the one thing
// stood in for: the OAuth sign-in that Netlify's provider runs (/auth), which here signs the owner
// in at once.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { type ApiRequest, type GitHubOptions, gitHubApi } from "./github-api.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
};

const preflightHeaders = {
  ...corsHeaders,
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
  "Access-Control-Max-Age": "86400",
};

/** GitHub's largest request body is its blob limit, 100 MB of base64. */
const largestBody = 140 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > largestBody) {
        reject(new Error("too large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * The sign-in window's page: it answers the editor's handshake (editor/github/github-sign-in.ts)
 * with the owner's token, as Netlify's provider does once GitHub has signed her in.
 */
function signInPage(token: string): string {
  const success = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;
  return `<!doctype html>
<html lang="sv"><meta charset="utf-8"><title>Inloggning (övning)</title>
<p>Övningens inloggning: du loggas in som ägaren av sajtens kodförråd.</p>
<script>
window.addEventListener("message", (event) => {
  if (event.data !== "authorizing:github") return;
  event.source.postMessage(${JSON.stringify(success)}, event.origin);
  window.close();
});
window.opener && window.opener.postMessage("authorizing:github", "*");
</script>
</html>
`;
}

/** A round picture with the account's first letter, standing in for its GitHub avatar. */
function avatarPicture(login: string): string {
  const letter = (login[0] ?? "?").toUpperCase().replace(/[<>&"']/g, "?");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#5b6b5a"/><text x="20" y="26" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}

export type GitHubServerOptions = GitHubOptions & {
  /** The token the sign-in window hands the editor. */
  signInToken: string;
};

export function createGitHubServer(options: GitHubServerOptions): Server {
  const api = gitHubApi(options);
  let used = 0;
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "OPTIONS") {
      response.writeHead(204, preflightHeaders);
      response.end();
      return;
    }
    if (url.pathname === "/auth" && request.method === "GET") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(signInPage(options.signInToken));
      return;
    }
    const avatar = url.pathname.match(/^\/avatars\/([^/]+)$/);
    if (avatar && request.method === "GET") {
      response.writeHead(200, { ...corsHeaders, "Content-Type": "image/svg+xml" });
      response.end(avatarPicture(decodeURIComponent(avatar[1] ?? "")));
      return;
    }
    used += 1;
    const headers = {
      ...corsHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "X-RateLimit-Limit": "5000",
      "X-RateLimit-Remaining": String(Math.max(0, 5000 - used)),
      "X-RateLimit-Used": String(used),
      "X-RateLimit-Resource": "core",
      "X-RateLimit-Reset": String(Math.floor(Date.now() / 1000) + 3600),
      "X-GitHub-Media-Type": "github.v3; format=json",
    };
    try {
      const text = await readBody(request);
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          response.writeHead(400, headers);
          response.end(JSON.stringify({ message: "Problems parsing JSON" }));
          return;
        }
      }
      const authorization = String(request.headers.authorization ?? "");
      const apiRequest: ApiRequest = {
        method: request.method ?? "GET",
        path: decodeURIComponent(url.pathname.replace(/^\/+/, "")),
        query: url.searchParams,
        token: authorization.match(/^(?:token|bearer)\s+(\S+)$/i)?.[1] ?? null,
        body,
      };
      const answer = await api.answer(apiRequest);
      response.writeHead(answer.status, headers);
      response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    } catch (error) {
      response.writeHead(500, headers);
      response.end(JSON.stringify({ message: (error as Error).message }));
    }
  });
}
