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

    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Unexpected Application Error!");
    expect(document.body.textContent).toContain(
      "Något gick fel när sidan skulle visas. Ladda om sidan eller försök igen om en stund.",
    );
    expect(screen.getByRole("link", { name: "Till startsidan" }).getAttribute("href")).toBe("/");
  });
});
