import { describe, expect, it, test } from "vitest";
import type { BuildNotice } from "../notices/notices.ts";
import {
  brokenElsewhere,
  type DeployReader,
  failedHead,
  failure,
  followDeploy,
} from "./deploy-status.ts";

const mine = "a".repeat(40);
const later = "b".repeat(40);
const older = "c".repeat(40);

/** A clock that moves on `step` ms at each look, the states told, and the time each was told. */
function run(reader: DeployReader, step = 5_000) {
  let time = 0;
  const told: BuildNotice[] = [];
  const toldAt: number[] = [];
  const done = followDeploy(
    mine,
    reader,
    (state) => {
      told.push(state);
      toldAt.push(time);
    },
    {
      wait: async () => {
        time += step;
      },
      now: () => time,
    },
  );
  return { done, told, toldAt };
}

const reader = (over: Partial<DeployReader>): DeployReader => ({
  published: async () => older,
  includes: async () => false,
  head: async () => null,
  lastChange: async () => null,
  firstChangeAfter: async () => null,
  status: async () => null,
  ...over,
});

describe("followDeploy", () => {
  it("says the site is rebuilt, then updated once it names her commit", async () => {
    const looks = [older, older, mine];
    const { done, told } = run(reader({ published: async () => looks.shift() ?? mine }));
    expect(await done).toEqual({ state: "klar", seconds: 10 });
    expect(told.map((state) => state.state)).toEqual(["bygger", "klar"]);
  });

  it("says it is updated when a later commit that carries hers is live", async () => {
    const { done } = run(
      reader({
        published: async () => later,
        includes: async (published, commit) => published === later && commit === mine,
      }),
    );
    expect(await done).toMatchObject({ state: "klar" });
  });

  it("says why the host's build failed, with its link, from the commit's status", async () => {
    const { done } = run(
      reader({
        status: async () => ({
          state: "failure",
          description: "content/home.yaml, rad 8, kolumn 1: raden är indragen med tabb",
          link: "http://värd/bygge",
        }),
      }),
    );
    expect(await done).toEqual({
      state: "fel",
      lines: ["content/home.yaml, rad 8, kolumn 1: raden är indragen med tabb"],
      link: "http://värd/bygge",
    });
  });

  const building = () =>
    reader({ status: async () => ({ state: "pending", description: null, link: null }) });

  it("tells a silent host's stop with where to read why", async () => {
    const last = await run(building(), 60_000).done;
    expect(last).toMatchObject({ state: "fel", link: "https://app.netlify.com" });
    expect(last.state === "fel" && last.lines[0]).toMatch(/Deploys hos Netlify/);
  });

  it("keeps waiting through Netlify's longest build, fifteen minutes, and tells the stop at the first look after it", async () => {
    const { done, told, toldAt } = run(building(), 60_000);
    await done;
    expect(told.map((state) => state.state)).toEqual(["bygger", "fel"]);
    // Looked at each minute: the look at 15 minutes still waits, the one at 16 tells.
    expect(toldAt).toEqual([0, 16 * 60_000]);
  });

  it("looks again when the site or GitHub does not answer", async () => {
    let looks = 0;
    const { done } = run(
      reader({
        published: async () => {
          looks += 1;
          if (looks < 3) throw new TypeError("Failed to fetch");
          return mine;
        },
        status: async () => {
          throw new Error("GitHub: 502");
        },
      }),
    );
    expect(await done).toMatchObject({ state: "klar" });
  });
});

describe("brokenElsewhere", () => {
  it("names the file a failed build stops on when the save did not write it", () => {
    const lines = ["content/home.yaml, rad 5, kolumn 1: en tabb där det ska vara mellanslag"];
    expect(brokenElsewhere(lines, ["content/terms.yaml"])).toEqual(["content/home.yaml"]);
    expect(brokenElsewhere(lines, ["content/home.yaml"])).toEqual([]);
    expect(brokenElsewhere(["Före publicering: byt ut demons namn"], [])).toEqual([]);
  });

  it("names a photo the line says is missing, beside the file that names it", () => {
    const lines = [
      "content/portfolio/kok/avsnitt.yaml: photos[1].file: content/portfolio/kok/02.jpg finns inte; ladda upp bilden eller ta bort raden",
    ];
    expect(brokenElsewhere(lines, ["content/portfolio/kok/avsnitt.yaml"])).toEqual([
      "content/portfolio/kok/02.jpg",
    ]);
  });
});

describe("a failed build's notice", () => {
  const broken = "content/home.yaml, rad 5, kolumn 1: en tabb där det ska vara mellanslag";
  const change = {
    message: "Update content/home.yaml",
    author: "Lena Ljus",
    date: "2026-11-27T10:00:00Z",
  };
  const restored: string[] = [];
  const restore = async (path: string) => {
    restored.push(path);
  };

  it("after her save, names the file and commit that stop it, offers its restore, and no undo", async () => {
    const failed = { state: "fel", lines: [broken] } as const;
    const notice = await failure(
      { ...failed, lines: [...failed.lines] },
      mine,
      ["content/terms.yaml"],
      reader({ lastChange: async () => change }),
      restore,
    );
    expect(notice.saved).toBeNull();
    const build = notice.build as Extract<BuildNotice, { state: "fel" }>;
    expect(build.lines[0]).toMatch(
      /^content\/home\.yaml ändrades senast i "Update content\/home\.yaml" \(Lena Ljus, /,
    );
    expect(build.lines.at(-1)).toMatch(/Din ändring är sparad/);
    await build.broken?.restore();
    expect(restored).toEqual(["content/home.yaml"]);
  });

  it("names the first change after the last good build to what it names, not her later save to the same file, and offers that back", async () => {
    const missing =
      "content/portfolio/kok/avsnitt.yaml: photos[1].file: content/portfolio/kok/02.jpg finns inte; ladda upp bilden eller ta bort raden";
    const deletion = {
      message: "Delete 02.jpg",
      author: "Lena Ljus",
      date: "2026-11-27T09:00:00Z",
    };
    const reorder = {
      message: "Redigeraren: ändrade Portfolio › Kök",
      author: "Lena Ljus",
      date: "2026-11-27T10:00:00Z",
    };
    const asked: string[] = [];
    const notice = await failure(
      { state: "fel", lines: [missing] },
      mine,
      [],
      reader({
        firstChangeAfter: async (path, published) => {
          asked.push(`${path} after ${published}`);
          return path.endsWith(".jpg") ? deletion : reorder;
        },
        lastChange: async () => reorder,
      }),
      restore,
    );
    const build = notice.build as Extract<BuildNotice, { state: "fel" }>;
    expect(asked).toEqual([
      `content/portfolio/kok/avsnitt.yaml after ${older}`,
      `content/portfolio/kok/02.jpg after ${older}`,
    ]);
    expect(build.lines[0]).toMatch(
      /^content\/portfolio\/kok\/02\.jpg ändrades i "Delete 02\.jpg" \(Lena Ljus, .*\), efter sajtens senaste fungerande bygge/,
    );
    expect(build.broken?.path).toBe("content/portfolio/kok/02.jpg");
  });

  it("leaves a failure her own save caused as it is, with her undo", async () => {
    const notice = await failure(
      { state: "fel", lines: [broken] },
      mine,
      ["content/home.yaml"],
      reader({}),
      restore,
    );
    expect(notice).toEqual({ build: { state: "fel", lines: [broken] } });
  });

  it("is said when she opens the editor on a branch whose newest build failed", async () => {
    const failing = reader({
      head: async () => later,
      status: async () => ({ state: "failure", description: broken, link: null }),
      lastChange: async () => change,
    });
    const notice = await failedHead(failing, restore);
    const build = notice?.build as { broken?: { path: string } } | undefined;
    expect(build?.broken?.path).toBe("content/home.yaml");
    const fine = reader({
      head: async () => later,
      status: async () => ({ state: "success", description: null, link: null }),
    });
    expect(await failedHead(fine, restore)).toBeNull();
  });
});

// Against a clock that is not at zero, a host's report of an error, and the failed head's
// notice as the editor opens.
/** When her save was made: a clock of today, not at zero. */
const savedAt = Date.parse("2026-11-27T10:00:00Z");
const broken = "content/home.yaml, rad 5, kolumn 1: en tabb där det ska vara mellanslag";

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
