// What the site did after a save (deploy-status.ts): followDeploy against a clock that is not at
// zero, a host's report of an error, and the failed head's notice as the editor opens.
import { expect, test } from "vitest";
import type { BuildNotice } from "../notices/notices.ts";
import { type DeployReader, failedHead, failure, followDeploy } from "./deploy-status.ts";

const mine = "a".repeat(40);
const later = "b".repeat(40);
const older = "c".repeat(40);
/** When her save was made: a clock of today, not at zero. */
const savedAt = Date.parse("2026-11-27T10:00:00Z");
const broken = "content/home.yaml, rad 5, kolumn 1: en tabb där det ska vara mellanslag";

const reader = (over: Partial<DeployReader>): DeployReader => ({
  published: async () => older,
  includes: async () => false,
  head: async () => null,
  lastChange: async () => null,
  firstChangeAfter: async () => null,
  status: async () => null,
  ...over,
});

/** Follows her commit with a clock at `savedAt` that moves on `step` ms at each pause. */
function follow(deploys: DeployReader, step = 5_000) {
  let time = savedAt;
  return followDeploy(mine, deploys, () => {}, {
    wait: async () => {
      time += step;
    },
    now: () => time,
  });
}

test("counts the seconds from her save to the site showing it", async () => {
  const looks = [older, older, older, mine];
  const last = await follow(reader({ published: async () => looks.shift() ?? mine }));
  expect(last).toEqual({ state: "klar", seconds: 15 });
});

test("counts the seconds from when she saved where that is given", async () => {
  let time = savedAt + 7_000;
  const last = await followDeploy(mine, reader({ published: async () => mine }), () => {}, {
    wait: async () => {
      time += 1_000;
    },
    now: () => time,
    started: savedAt,
  });
  expect(last).toEqual({ state: "klar", seconds: 7 });
});

test("keeps looking through Netlify's longest build from her save, then tells the stop", async () => {
  let looks = 0;
  const last = await follow(
    reader({
      published: async () => {
        looks += 1;
        return older;
      },
    }),
    60_000,
  );
  expect(last.state).toBe("fel");
  // A look each minute from her save: the one at 15 minutes still waits, the one at 16 tells.
  expect(looks).toBe(17);
});

test("takes a host's error as a failed build", async () => {
  const last = await follow(
    reader({ status: async () => ({ state: "error", description: broken, link: null }) }),
  );
  expect(last).toEqual({ state: "fel", lines: [broken] });
});

test("says the host could not build where its report gives no reason", async () => {
  const last = await follow(
    reader({ status: async () => ({ state: "failure", description: null, link: null }) }),
  );
  expect(last).toEqual({ state: "fel", lines: ["Värden kunde inte bygga sajten."] });
});

test("does not take a history GitHub did not give as her save shown", async () => {
  let looks = 0;
  const last = await follow(
    reader({
      published: async () => {
        looks += 1;
        return looks < 3 ? later : mine;
      },
      includes: async () => {
        throw new TypeError("Failed to fetch");
      },
    }),
  );
  expect(last).toEqual({ state: "klar", seconds: 10 });
});

test("names the file a failure stops on, where no commit is known to have changed it", async () => {
  const notice = await failure(
    { state: "fel", lines: [broken] },
    mine,
    [],
    reader({}),
    async () => {},
  );
  const build = notice.build as Extract<BuildNotice, { state: "fel" }>;
  expect(build.lines).toEqual(["Bygget stannar på content/home.yaml:", broken]);
});

test("as the editor opens, names the failure of the newest build without a word of her save", async () => {
  const notice = await failedHead(
    reader({
      head: async () => later,
      status: async () => ({ state: "error", description: broken, link: "http://värd/bygge" }),
    }),
    async () => {},
  );
  expect(notice?.build).toMatchObject({
    state: "fel",
    lines: ["Bygget stannar på content/home.yaml:", broken],
    link: "http://värd/bygge",
    broken: { path: "content/home.yaml" },
  });
});

test("as the editor opens, says nothing where the host reports nothing on the newest commit", async () => {
  await expect(failedHead(reader({ head: async () => later }), async () => {})).resolves.toBeNull();
});

test("as the editor opens, says nothing on an empty branch", async () => {
  const failing = async () => ({ state: "failure", description: broken, link: null });
  await expect(failedHead(reader({ status: failing }), async () => {})).resolves.toBeNull();
});
