import { describe, expect, it } from "vitest";
import { loadFigures, pageAssets } from "./plan.ts";

describe("pageAssets", () => {
  it("lists each file of the site a page loads once, one width per photo, nothing from elsewhere", () => {
    const html = [
      '<link rel="stylesheet" href="/assets/root-a.css"/>',
      '<link rel="preload" as="image" href="/assets/hero-800.jpg" imageSrcSet="/assets/hero-480.avif 480w, /assets/hero-800.avif 800w"/>',
      '<img src="/assets/hero-800.jpg" srcSet="/assets/hero-480.jpg 480w, https://cdn.example.com/x.jpg 800w"/>',
      '<script data-modules="/assets/entry-b.js /assets/root-c.js"></script>',
      '<a href="/portfolio">Portfolio</a><iframe src="https://reviews.example.com/w"></iframe>',
    ].join("");
    expect(pageAssets(html)).toEqual([
      "/assets/entry-b.js",
      "/assets/hero-800.jpg",
      "/assets/root-a.css",
      "/assets/root-c.js",
    ]);
  });
});

describe("loadFigures", () => {
  const result = {
    requests: { total: 120_345, average: 12_034.5 },
    latency: { p50: 7, p99: 31, max: 95 },
    throughput: { average: 123_456_789 },
    errors: 0,
    non2xx: 0,
  };

  it("rounds requests per second and throughput", () => {
    expect(loadFigures(result)).toEqual({
      requests: 120_345,
      requestsPerSecond: 12_035,
      p50Ms: 7,
      p99Ms: 31,
      maxMs: 95,
      megabytesPerSecond: 123.5,
      errors: 0,
    });
  });

  it("counts connection errors and answers other than 2xx as errors", () => {
    expect(loadFigures({ ...result, errors: 2, non2xx: 3 }).errors).toBe(5);
  });
});
