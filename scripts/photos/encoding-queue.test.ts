import { describe, expect, it } from "vitest";
import { encodingQueue } from "./encoding-queue.ts";

/** An encoding that ends when the test says so. */
function deferred() {
  let finish = () => {};
  let fail = (_error: Error) => {};
  const promise = new Promise<string>((resolve, reject) => {
    finish = () => resolve("kodad");
    fail = reject;
  });
  return { promise, finish, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("encodingQueue", () => {
  it("runs as many encodings at a time as it has lanes, the longest waiting next", async () => {
    const queue = encodingQueue(() => {}, 2);
    const started: string[] = [];
    const jobs = new Map(["a", "b", "c", "d"].map((name) => [name, deferred()]));
    const results = [...jobs].map(([name, job]) =>
      queue(name, () => {
        started.push(name);
        return job.promise;
      }),
    );
    await settle();
    expect(started).toEqual(["a", "b"]);
    jobs.get("b")?.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    // A photo asked for while every lane is busy waits behind the ones already waiting.
    const late = deferred();
    const lateResult = queue("e", () => {
      started.push("e");
      return late.promise;
    });
    jobs.get("a")?.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    jobs.get("c")?.finish();
    jobs.get("d")?.finish();
    late.finish();
    expect(await Promise.all([...results, lateResult])).toEqual(Array(5).fill("kodad"));
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("reports each photo done with the count, the file and the time left", async () => {
    const lines: string[] = [];
    let clock = 0;
    const queue = encodingQueue(
      (line) => lines.push(line),
      1,
      () => clock,
    );
    const jobs = ["content/images/hero.jpg", "content/images/portrait.jpg", "content/x/03.jpg"];
    const done = jobs.map((file) =>
      queue(file, async () => {
        clock += 90_000;
      }),
    );
    await Promise.all(done);
    expect(lines).toEqual([
      "Bilder: 1 av 3 klara – content/images/hero.jpg – ungefär 3 min kvar",
      "Bilder: 2 av 3 klara – content/images/portrait.jpg – ungefär 2 min kvar",
      "Bilder: 3 av 3 klara – content/x/03.jpg – klart på 5 min",
    ]);
  });

  it("starts a new count for photos asked for after the last batch was done", async () => {
    const lines: string[] = [];
    const queue = encodingQueue((line) => lines.push(line), 2);
    await Promise.all([queue("a.jpg", async () => {}), queue("b.jpg", async () => {})]);
    await queue("c.jpg", async () => {});
    expect(lines.map((line) => line.split(" – ")[0])).toEqual([
      "Bilder: 1 av 2 klara",
      "Bilder: 2 av 2 klara",
      "Bilder: 1 av 1 klara",
    ]);
  });

  it("counts a photo that fails out of the batch and frees its lane", async () => {
    const lines: string[] = [];
    const queue = encodingQueue((line) => lines.push(line), 1);
    const bad = deferred();
    const failed = queue("trasig.jpg", () => bad.promise);
    const next = queue("hel.jpg", async () => "kodad");
    bad.fail(new Error("trasig.jpg: går inte att läsa"));
    await expect(failed).rejects.toThrow("trasig.jpg: går inte att läsa");
    expect(await next).toBe("kodad");
    expect(lines).toEqual([expect.stringMatching(/^Bilder: 1 av 1 klara – hel\.jpg – klart på/)]);
  });
});
