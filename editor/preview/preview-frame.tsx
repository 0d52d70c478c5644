// What every preview is framed by: the router the site's links need, and the Swedish message
// shown instead of the page while the draft does not pass the build's check.
import { Component, type ReactNode } from "react";
import { MemoryRouter } from "react-router";

export function CheckMessage({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div role="alert" className="m-6 rounded-2xl border border-red-300 bg-red-50 p-6 text-ink">
      <h2 className="font-semibold text-xl">{title}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** A part of the page that cannot be drawn from the draft shows why, and the editor goes on. */
class DrawingFailure extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? (
      this.props.children
    ) : (
      <CheckMessage
        title="Förhandsvisningen kunde inte ritas upp"
        lines={[this.state.message, "Ändra fältet igen, så försöker den på nytt."]}
      />
    );
  }
}

export function PreviewFrame({ draftKey, children }: { draftKey: string; children: ReactNode }) {
  return (
    <MemoryRouter>
      {/* A new draft gets a new try: the boundary is keyed by the draft. */}
      <DrawingFailure key={draftKey}>{children}</DrawingFailure>
    </MemoryRouter>
  );
}

export function Waiting({
  saved,
}: {
  saved: { state: "loading" } | { state: "failed"; message: string };
}) {
  return saved.state === "loading" ? (
    <p className="m-6 text-muted">Hämtar det som är sparat …</p>
  ) : (
    <CheckMessage title="Kunde inte hämta det som är sparat" lines={[saved.message]} />
  );
}

export const checkTitle = "Rätta det här, så visas sidan:";
