// content/'s data files as the site was last built from them, published beside the editor's page
// (scripts/build-editor.ts), so her first visit at her own address reads them in one request of
// her own site's in place of one request to GitHub per file, each with its preflight. Each file is
// named here by the blob git would make of its bytes: one the branch's tree names is the file on
// the branch, byte for byte; any other (a commit since the build) is read from GitHub as before.

import { builtFilesFile } from "../published-files.ts";

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** git's name for a blob of `bytes`: the SHA-1 of its header and bytes. */
export async function blobSha(bytes: Uint8Array): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  return hex(await crypto.subtle.digest("SHA-1", whole));
}

/** The built files' bytes by blob sha; none where the file cannot be read. */
export async function readBuiltBlobs(
  send: typeof fetch,
  at: string = builtFilesFile,
): Promise<ReadonlyMap<string, Uint8Array>> {
  try {
    const response = await send(at);
    const files = response.ok ? ((await response.json()) as Record<string, unknown>) : {};
    const encoder = new TextEncoder();
    const texts = Object.values(files).filter((text) => typeof text === "string");
    return new Map(
      await Promise.all(
        texts.map(async (text) => {
          const bytes = encoder.encode(text);
          return [await blobSha(bytes), bytes] as const;
        }),
      ),
    );
  } catch {
    return new Map();
  }
}
