// The editor's notices, at the foot of the screen: why a save was refused (every line, in the
// editor's labels), that a save went through, with a button that takes it back, and whether the
// site is being rebuilt, is ready, or was refused by the build (on the owner's computer from
// `npm start`, published from the host). Polite for the build's progress, an alert for a refused save.
import { useSyncExternalStore } from "react";
import { type BuildNotice, currentNotices, setNotice, subscribeToNotices } from "./notices.ts";
import { WorkingButton } from "./working-button.tsx";

function buildText(build: BuildNotice, afterSaved = false) {
  switch (build.state) {
    case "bygger":
      return afterSaved ? "Sajten byggs om …" : "Sparat. Sajten byggs om …";
    case "klar":
      return `Sajten är uppdaterad (byggd på ${build.seconds} s).`;
    case "fel":
      return build.broken
        ? "Sajten byggdes inte om, och det beror inte på en ändring du gjort i redigeraren; den visar den senaste version som gick att bygga:"
        : "Sajten byggdes inte om; den visar den senaste version som gick att bygga. Rätta det här och spara igen:";
  }
}

/**
 * Whether a host's link to its build may be shown: https, or the publishing rehearsal's host on
 * this computer. A commit status's address is anyone's with write access to the repository, and a
 * `javascript:` one would run in the editor's page, beside her sign-in.
 */
export function isHostLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" ||
    (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
  );
}

/** What a build adds to its notice: why it failed, or a link to the site it updated. */
function BuildDetails({ build }: { build: BuildNotice }) {
  if (build.state === "klar") {
    return (
      <a href="/" target="_blank" rel="noopener">
        Visa sajten
      </a>
    );
  }
  if (build.state !== "fel") return null;
  return (
    <>
      <ul>
        {build.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {build.link && isHostLink(build.link) && (
        <a href={build.link} target="_blank" rel="noopener">
          Läs om bygget hos värden
        </a>
      )}{" "}
      {build.broken && (
        <WorkingButton onPress={build.broken.restore} working="Återställer …">
          Återställ senaste fungerande versionen
        </WorkingButton>
      )}
    </>
  );
}

const noticeClass = (build: BuildNotice | null) =>
  `redigeraren-notis${build?.state === "fel" ? " redigeraren-notis-fel" : ""}`;

export function StatusPanel() {
  const { save, saved, build } = useSyncExternalStore(subscribeToNotices, currentNotices);
  // A save and how its build goes are one notice: on a phone two boxes that both begin "saved"
  // took a third of the screen. A build with no save of this page's (a file changed by hand while
  // `npm start` runs) has its own.
  const joined = saved ? build : null;
  return (
    <div className="redigeraren-notiser">
      <div role="alert" aria-label="Ändring som inte sparades">
        {save && (
          <section className="redigeraren-notis redigeraren-notis-fel">
            <h2>{save.title}</h2>
            <ul>
              {save.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <button type="button" onClick={() => setNotice({ save: null })}>
              Stäng
            </button>
          </section>
        )}
      </div>
      <div role="status" aria-label="Besked om sparning och bygge">
        {saved && (
          <section className={noticeClass(joined)}>
            <p>Ändringen är sparad.{joined && ` ${buildText(joined, true)}`}</p>
            {joined && <BuildDetails build={joined} />}{" "}
            <WorkingButton onPress={saved.undo} working="Ångrar …">
              Ångra ändringen
            </WorkingButton>{" "}
            <button
              type="button"
              onClick={() =>
                setNotice(
                  joined && joined.state !== "bygger"
                    ? { saved: null, build: null }
                    : { saved: null },
                )
              }
            >
              Stäng
            </button>
          </section>
        )}
        {build && !saved && (
          <section className={noticeClass(build)}>
            <p>{buildText(build)}</p>
            <BuildDetails build={build} />
            {build.state !== "bygger" && (
              <button type="button" onClick={() => setNotice({ build: null })}>
                Stäng
              </button>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
