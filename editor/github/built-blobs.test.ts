// The data files the site was built from, by git's blob sha (built-blobs.ts): each the blob git
// makes of its bytes, and none where the site's file cannot be read.
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { builtFilesFile } from "../published-files.ts";
import { blobSha, readBuiltBlobs } from "./built-blobs.ts";

/** git's own sha for a blob of `text`. */
const gitSha = (text: string) =>
  execFileSync("git", ["hash-object", "--stdin"], { input: text, encoding: "utf8" }).trim();

test("names bytes by the blob sha git gives them", async () => {
  const text = "deliveryHours: 24\nåäö\n";
  await expect(blobSha(new TextEncoder().encode(text))).resolves.toBe(gitSha(text));
});

test("reads the site's built files by their blob sha, from the site's own file unless told", async () => {
  const asked: string[] = [];
  const files = { "terms.yaml": "a: 1\n", "home.yaml": "b: 2\n" };
  const built = await readBuiltBlobs(async (input) => {
    asked.push(String(input));
    return Response.json(files);
  });
  expect(asked).toEqual([builtFilesFile]);
  expect([...built.keys()].sort()).toEqual([gitSha("a: 1\n"), gitSha("b: 2\n")].sort());
  expect(new TextDecoder().decode(built.get(gitSha("a: 1\n")))).toBe("a: 1\n");
});

test("passes over a value that is not a file's text", async () => {
  const built = await readBuiltBlobs(async () =>
    Response.json({ "terms.yaml": "a: 1\n", "home.yaml": 7, "site.yaml": null }),
  );
  expect([...built.keys()]).toEqual([gitSha("a: 1\n")]);
});

test("has none where the site does not give the file, or cannot be reached", async () => {
  const missing = await readBuiltBlobs(async () => Response.json({ x: "a" }, { status: 404 }));
  expect(missing.size).toBe(0);
  const unreachable = await readBuiltBlobs(() => Promise.reject(new TypeError("Failed to fetch")));
  expect(unreachable).toEqual(new Map());
});
