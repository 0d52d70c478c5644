// What every preview is framed by: the router the site's links need, and the Swedish message
// shown instead of the page while the draft does not pass the build's check.
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { Component, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { collections } from "../fields/config.ts";
import { describeProblem } from "../fields/problem-labels.ts";

// The preview's own notes are styled here rather than with Tailwind classes: the site's
// stylesheet leaves editor/ out of its scan (app/app.css), so that no class of the editor's
// reaches the public pages.
const note = { margin: "1.5rem", padding: "1.5rem", borderRadius: "1rem" } as const;
const alert = { ...note, border: "1px solid #fca5a5", background: "#fef2f2" } as const;

/** The check's lines, in the labels the owner reads beside the fields. */
export function CheckMessage({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div role="alert" style={alert}>
      <h2 style={{ fontWeight: 600, fontSize: "1.25rem" }}>{title}</h2>
      <ul style={{ marginTop: "0.75rem", paddingLeft: "1.5rem", listStyle: "disc" }}>
        {lines.map((line) => (
          <li key={line}>{describeProblem(line, collections)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A part of the page that cannot be drawn from the draft shows why, and the editor goes on. */
export class DrawingFailure extends Component<{ children: ReactNode }, { message: string | null }> {
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

/** Around a preview: a failure to draw the draft shows in the pane, and the next change retries. */
export function PreviewFrame({
  entry,
  children,
}: {
  entry: PreviewTemplateComponentProps["entry"];
  children: ReactNode;
}) {
  return (
    <MemoryRouter>
      <DrawingFailure key={JSON.stringify(entry.get("data")?.toJS() ?? null)}>
        {children}
      </DrawingFailure>
    </MemoryRouter>
  );
}

export function Waiting({
  saved,
}: {
  saved: { state: "loading" } | { state: "failed"; message: string };
}) {
  return saved.state === "loading" ? (
    <p style={note}>Hämtar det som är sparat …</p>
  ) : (
    <CheckMessage title="Kunde inte hämta det som är sparat" lines={[saved.message]} />
  );
}

export const checkTitle = "Rätta det här, så visas sidan:";
