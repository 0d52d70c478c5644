import { describe, expect, it } from "vitest";
import { withLiveReload } from "./live-reload.ts";

describe("withLiveReload", () => {
  it("adds one script of the site's own origin before </head>, no inline script", () => {
    const page = withLiveReload("<html><head><title>x</title></head><body></body></html>");
    expect(page).toBe(
      '<html><head><title>x</title><script type="module" src="/.lokalt/omladdning.js"></script></head><body></body></html>',
    );
  });

  it("leaves a document without a head as it is", () => {
    expect(withLiveReload("<p>x</p>")).toBe("<p>x</p>");
  });
});
