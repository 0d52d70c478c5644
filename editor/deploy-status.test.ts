import { describe, expect, it } from "vitest";
import { commitFromEnv, type DeployReader, followDeploy, longestBuild } from "./deploy-status.ts";
import type { BuildNotice } from "./notices.ts";

const mine = "a".repeat(40);
const later = "b".repeat(40);
const older = "c".repeat(40);

/** A clock that moves on `step` ms at each look, and the states told. */
function run(reader: DeployReader, step = 5_000) {
  let time = 0;
  const told: BuildNotice[] = [];
  const done = followDeploy(mine, reader, (state) => told.push(state), {
    wait: async () => {
      time += step;
    },
    now: () => time,
  });
  return { done, told };
}

const reader = (over: Partial<DeployReader>): DeployReader => ({
  published: async () => older,
  includes: async () => false,
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

  it("keeps waiting while the host builds, and tells a silent host's stop after the longest build", async () => {
    const { done, told } = run(
      reader({ status: async () => ({ state: "pending", description: null, link: null }) }),
      60_000,
    );
    const last = await done;
    expect(last).toMatchObject({ state: "fel", link: "https://app.netlify.com" });
    expect(last.state === "fel" && last.lines[0]).toMatch(/Deploys hos Netlify/);
    expect(told).toHaveLength(2);
    expect(longestBuild).toBe(15 * 60_000);
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

describe("commitFromEnv", () => {
  it("reads the commit as Netlify, Cloudflare Pages and GitHub Actions name it", () => {
    expect(commitFromEnv({ COMMIT_REF: mine })).toBe(mine);
    expect(commitFromEnv({ CF_PAGES_COMMIT_SHA: mine })).toBe(mine);
    expect(commitFromEnv({ GITHUB_SHA: mine })).toBe(mine);
    expect(commitFromEnv({})).toBeNull();
    expect(commitFromEnv({ COMMIT_REF: "HEAD" })).toBeNull();
  });
});
