// The rehearsal's git repository (git-repository.ts): a command whose git stops early fails as a
// command, and the process that asked goes on.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { gitRepository } from "./git-repository.ts";

test("writing to a repository that is gone fails the write, and nothing else", async () => {
  const folder = await mkdtemp(join(tmpdir(), "git-repository-test-"));
  await rm(folder, { recursive: true, force: true });
  // More than a pipe holds, so git has stopped before it is all written.
  const photo = Buffer.alloc(8 * 1024 * 1024, 1);
  // Git's reason, in the machine's language, naming the repository.
  await expect(gitRepository(join(folder, "sajt.git")).writeBlob(photo)).rejects.toThrow(
    /^git hash-object: .*sajt\.git/,
  );
});
