// What a preview shows where it cannot draw the page: what the build's check finds in the draft,
// in her labels, or why a part of the page could not be drawn.
import { Component, type ReactNode } from "react";

// The preview's own notes are styled here rather than with Tailwind classes: the site's
// stylesheet leaves editor/ out of its scan (app/app.css), so that no class of the editor's
// reaches the public pages.
const note = { margin: "1.5rem", padding: "1.5rem", borderRadius: "1rem" } as const;
const alert = { ...note, border: "1px solid #fca5a5", background: "#fef2f2" } as const;

/** `lines`: what is wrong, in her words (the check's problems in the labels beside the fields). */
export function CheckMessage({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div role="alert" style={alert}>
      <h2 style={{ fontWeight: 600, fontSize: "1.25rem" }}>{title}</h2>
      <ul style={{ marginTop: "0.75rem", paddingLeft: "1.5rem", listStyle: "disc" }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
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

export const checkTitle = "Rätta det här, så visas sidan:";
