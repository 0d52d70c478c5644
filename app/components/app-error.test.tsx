// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "./app-error";

function Broken(): never {
  throw new Error("boom");
}

describe("the routing error fallback", () => {
  afterEach(() => vi.restoreAllMocks());

  it("replaces a route that throws with the error page and a way home", async () => {
    // React logs the caught error; that is expected here and would only clutter the output.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary: AppError }]);
    render(<Stub initialEntries={["/"]} />);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByText(/Något gick fel när sidan skulle visas/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till startsidan" }).getAttribute("href")).toBe("/");
  });
});
