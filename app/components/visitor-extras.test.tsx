// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentOf } from "#model/load.ts";
import { fillTemplate } from "#model/mailto.ts";
import { EnquiryFallback, enquiryAsText } from "./enquiry-fallback";
import { PhoneStatus } from "./phone-status";
import { ReviewsWidget } from "./reviews-widget";

const { emails } = contentOf();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const hours = { weekdays: { opens: 8, closes: 18 }, weekends: { opens: 10, closes: 16 } };

describe("EnquiryFallback", () => {
  const enquiry = fillTemplate("hej@example.com", emails.question);

  it("shows the address and copies the prepared message, announcing it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container } = render(<EnquiryFallback enquiry={enquiry} label="frågan" />);
    expect(container.textContent).toContain("Inget e-postprogram? Skriv till hej@example.com");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Kopiera frågan" })));
    expect(writeText).toHaveBeenCalledWith(enquiryAsText(enquiry));
    expect(screen.getByRole("status").textContent).toBe(
      "Kopierat – klistra in i ditt e-postmeddelande.",
    );
  });

  it("says where to write when copying is not allowed", async () => {
    Object.assign(navigator, {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("no")) },
    });
    render(<EnquiryFallback enquiry={enquiry} label="frågan" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Kopiera frågan" })));
    expect(screen.getByRole("status").textContent).toBe(
      "Det gick inte att kopiera. Skriv till hej@example.com.",
    );
  });

  it("turns the enquiry into readable text", () => {
    expect(enquiryAsText(enquiry)).toBe(
      `Till: hej@example.com\nÄmne: ${emails.question.subject}\n\n${emails.question.body.join("\n")}`,
    );
  });
});

describe("PhoneStatus", () => {
  it("keeps its line empty in prerendered HTML, so a build never shows a stale status", () => {
    const html = renderToString(<PhoneStatus hours={hours} />);
    expect(html).toMatch(/^<span data-testid="phone-status"[^>]*><\/span>$/);
  });

  it("shows the status for the visitor's moment", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-07T09:00:00Z")); // Monday 10:00 in Stockholm
    render(<PhoneStatus hours={hours} />);
    expect(screen.getByTestId("phone-status").textContent).toBe("Öppet nu – till kl. 18");
  });
});

describe("ReviewsWidget", () => {
  /** Stands in for the browser's IntersectionObserver; `approach()` scrolls the box into range. */
  function observeIntersections() {
    let notify: (isIntersecting: boolean) => void = () => {};
    const margins: string[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          margins.push(options?.rootMargin ?? "");
          notify = (isIntersecting) =>
            callback(
              [{ isIntersecting } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    return { approach: (isIntersecting = true) => act(() => notify(isIntersecting)), margins };
  }

  const widget = (isLoadOnClick: boolean) => (
    <ReviewsWidget
      url="https://reviews.example.com/w"
      title="Kundomdömen"
      provider="X"
      isLoadOnClick={isLoadOnClick}
    />
  );

  it("makes the lazy frame only when the visitor scrolls near it", () => {
    const { approach, margins } = observeIntersections();
    const { container } = render(widget(false));
    expect(container.querySelector("iframe")).toBeNull();
    approach(false);
    expect(container.querySelector("iframe")).toBeNull();
    approach();
    const iframe = screen.getByTitle("Kundomdömen");
    expect(iframe.getAttribute("src")).toBe("https://reviews.example.com/w");
    expect(iframe.getAttribute("loading")).toBe("lazy");
    expect(iframe.getAttribute("height")).toBe("225");
    expect(iframe.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(margins).toEqual(["600px 0px"]);
  });

  it("gives browsers without JavaScript a plain lazy frame", () => {
    const html = renderToString(widget(false));
    expect(html).toMatch(
      /<noscript><iframe src="https:\/\/reviews.example.com\/w"[^>]* loading="lazy"/,
    );
  });

  it("waits for a click when the owner chose load-on-click", () => {
    const { container } = render(
      <ReviewsWidget
        url="https://reviews.example.com/w"
        title="Kundomdömen"
        provider="X"
        isLoadOnClick
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Visa omdömen" }));
    expect(screen.getByTitle("Kundomdömen").getAttribute("src")).toBe(
      "https://reviews.example.com/w",
    );
  });
});
