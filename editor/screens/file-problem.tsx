// What shows in place of a form that cannot be filled: an address that names nothing (a section
// removed in another tab, a mistyped address), or a file that does not read (a slip made by hand),
// said as the build says it, with the way back to the version the site was last built from.
import type { ReactNode } from "react";
import { Link } from "react-router";

const Page = ({ title, children }: { title: string; children: ReactNode }) => (
  <main id="innehall" className="post">
    <h1 tabIndex={-1}>{title}</h1>
    {children}
    <p>
      <Link to="/">Till listan över det du kan ändra</Link>
    </p>
  </main>
);

export const NotFound = () => (
  <Page title="Det här finns inte">
    <p>Det finns ingen sådan sida att ändra. Den kan ha tagits bort i en annan flik.</p>
  </Page>
);

export function UnreadableFile(props: {
  label: string;
  error: string;
  busy: boolean;
  onRestore(): void;
}) {
  return (
    <Page title={props.label}>
      <section aria-labelledby="olasbar">
        <h2 id="olasbar">Filen går inte att läsa</h2>
        <p className="problem">{props.error}</p>
        <p>
          Rätta filen i en textredigerare, eller ta tillbaka den som den var när sajten senast
          byggdes.
        </p>
        <button type="button" disabled={props.busy} onClick={props.onRestore}>
          Återställ senaste fungerande versionen
        </button>
      </section>
    </Page>
  );
}
