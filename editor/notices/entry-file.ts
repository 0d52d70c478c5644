// An entry's file as it is saved, read from the backend the editor saves through: on the owner's
// computer the local server of `npm start`, published the repository on GitHub (with the token
// Decap keeps for the signed-in owner). Unknown (null) when the answer says neither, for example
// offline: the editor then says nothing of the file.

import { decapUserKey } from "../decap/decap-page.ts";
import { base64Bytes } from "../fields/base64.ts";

/** Where the editor's files are read. */
export type FileSource =
  | { kind: "local"; api: string }
  | { kind: "github"; apiRoot: string; repo: string; branch: string };

export type SavedFile =
  | { kind: "missing" }
  | { kind: "bytes"; bytes: Uint8Array }
  /** Published, before she has signed in: asked again once she has. */
  | { kind: "signed-out" };

/** The token Decap keeps for the owner signed in to GitHub, or null. */
export function githubToken(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(decapUserKey) ?? "null") as {
      token?: unknown;
    } | null;
    return typeof user?.token === "string" ? user.token : null;
  } catch {
    return null;
  }
}

export async function readSavedFile(
  path: string,
  source: FileSource,
  send: typeof fetch = fetch,
): Promise<SavedFile | null> {
  try {
    if (source.kind === "local") {
      const response = await send(source.api, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({ action: "getEntry", params: { branch: "main", path } }),
      });
      const answer = (await response.json().catch(() => null)) as {
        data?: unknown;
        error?: unknown;
      } | null;
      if (!response.ok) return null;
      // decap-server answers a file that is not there with no data.
      if (answer?.data === null) return { kind: "missing" };
      return typeof answer?.data === "string"
        ? { kind: "bytes", bytes: new TextEncoder().encode(answer.data) }
        : null;
    }
    const token = githubToken();
    if (!token) return { kind: "signed-out" };
    const address = `${source.apiRoot}/repos/${source.repo}/contents/${path
      .split("/")
      .map(encodeURIComponent)
      .join("/")}?ref=${encodeURIComponent(source.branch)}`;
    const response = await send(address, { headers: { Authorization: `token ${token}` } });
    if (response.status === 404) return { kind: "missing" };
    const answer = (await response.json().catch(() => null)) as { content?: unknown } | null;
    return response.ok && typeof answer?.content === "string"
      ? { kind: "bytes", bytes: base64Bytes(answer.content) }
      : null;
  } catch {
    return null;
  }
}
