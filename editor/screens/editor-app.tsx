// The editor's frame around the screen its route shows (editor-routes.tsx): content/ read once
// from its source, her sign-in, the header, and the way between screens: a new screen's heading
// takes the focus, and its scroll is React Router's (at the top, or where she left it when she
// comes back). A save updates the file in the snapshot, so the next form and check read what was
// written.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import type { Snapshot } from "../content/snapshot.ts";
import type { TabDrafts } from "../content/tab-drafts.ts";
import { SignedOut } from "../github/github-source.ts";
import { currentNotices, setNotice, subscribeToNotices } from "../notices/notices.ts";
import { StatusPanel } from "../notices/status-panel.tsx";
import type { ContentSource } from "../source/content-source.ts";
import { EditorHeader } from "./editor-header.tsx";
import type { EditorOutlet } from "./editor-outlet.ts";
import { addressOf, nameInFolder } from "./entries.ts";
import type { Saved } from "./entry-page.tsx";
import { SignIn } from "./sign-in.tsx";

/**
 * How she is let in: on her computer at once; at her own address signed in to GitHub, asked
 * again when GitHub no longer takes her sign-in.
 */
export type Access =
  | { kind: "local" }
  | { kind: "github"; isSignedIn(): boolean; signIn(): Promise<void>; signOut(): void };

export type EditorProps = {
  source: ContentSource;
  drafts: TabDrafts;
  access: Access;
  /** What the site does after a save that made `commit` (at her own address). */
  followBuild?(commit: string, written: readonly string[]): void;
};

type Session = "signed-out" | "ran-out" | "left" | "in";

/** What shows while a form's module comes. */
export const OpeningForm = () => (
  <>
    <main id="innehall" aria-busy="true">
      <p>Öppnar formuläret …</p>
    </main>
    <StatusPanel />
  </>
);

export function EditorApp({ source, drafts, access, followBuild }: EditorProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [session, setSession] = useState<Session>(() =>
    access.kind === "local" || access.isSignedIn() ? "in" : "signed-out",
  );
  const signedOut = useCallback(() => {
    if (access.kind === "github") access.signOut();
    setSnapshot(null);
    setSession("ran-out");
  }, [access]);

  // content/ changes beside her too (a file edited by hand, a save in another tab): read again
  // whenever a build of the site ends, so the next form is filled from the files as they are.
  const { build } = useSyncExternalStore(subscribeToNotices, currentNotices);
  const built = build?.state === "bygger" ? null : build;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `built` is when to read, not what
  useEffect(() => {
    if (session !== "in") return;
    source.read().then(setSnapshot, (error: Error) => {
      if (error instanceof SignedOut) signedOut();
      else setFailure(error.message);
    });
  }, [source, session, signedOut, built]);
  // A new screen's heading is where she reads from, and where a screen reader starts; a save
  // that updates the screen she is on leaves her focus where it is. Looked for after each
  // drawing: a form whose module is still on its way has no heading yet. The page's first screen
  // keeps the start a page load gives it.
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    const heading = document.querySelector("h1");
    if (!snapshot || !heading || focusedFor.current === location.key) return;
    if (focusedFor.current !== null) heading.focus({ preventScroll: true });
    focusedFor.current = location.key;
  });

  // An undo brings a file back from outside the open form, which is then filled from it afresh.
  const [undone, setUndone] = useState(0);
  // What the list says after she removed something.
  const [said, setSaid] = useState("");
  const saved = useCallback(
    function saved({ entry, path, before, raw, version, messages, added, commit }: Saved) {
      setSnapshot(
        (was) =>
          was && {
            paths: [...new Set([...was.paths, path, ...added])],
            files: { ...was.files, [path]: { raw, version } },
          },
      );
      if (commit) followBuild?.(commit, [path, ...added]);
      // A new entry's form moves to its own address.
      const name = entry.path === "" && nameInFolder(entry.collection, path);
      if (name) navigate(addressOf({ collection: entry.collection, name }));
      // An undo is a save of the file as it was (a new file removed), through the same checks;
      // it can be undone in its turn.
      const undo = async () => {
        // A new file goes with the photos it brought, which nothing else names yet.
        const answer = await source.save(
          before === null
            ? [path, ...added].map((gone) => ({ path: gone, removed: true as const }))
            : [{ path, raw: before }],
          { [path]: version },
          messages.undo,
        );
        if (!answer.ok) {
          setNotice({
            saved: null,
            save: { title: "Ändringen ångrades inte", lines: [answer.error] },
          });
          return;
        }
        setSnapshot(await source.read());
        setUndone((count) => count + 1);
        const back = answer.versions[path];
        if (before === null || !back) {
          setNotice({ saved: null, save: null });
          return;
        }
        saved({
          entry: { ...entry, path },
          path,
          before: raw,
          raw: before,
          version: back,
          // Its undo makes her change again; undone in its turn, it is taken back again.
          messages: { publish: messages.undo, undo: messages.redo, redo: messages.undo },
          added: [],
          ...(answer.commit ? { commit: answer.commit } : {}),
        });
      };
      setNotice({ save: null, saved: { path, undo } });
    },
    [source, followBuild, navigate],
  );
  const removed = useCallback(
    (paths: readonly string[], message: string) => {
      const gone = new Set(paths);
      setSnapshot(
        (was) =>
          was && {
            paths: was.paths.filter((path) => !gone.has(path)),
            files: Object.fromEntries(
              Object.entries(was.files).filter(([path]) => !gone.has(path)),
            ),
          },
      );
      setSaid(message);
      navigate("/");
    },
    [navigate],
  );

  const restored = useCallback(async () => {
    setNotice({ save: null, saved: null, build: null });
    setSnapshot(await source.read());
  }, [source]);

  const outlet: EditorOutlet | null = snapshot && {
    snapshot,
    source,
    drafts,
    undone,
    said,
    onSaved: saved,
    onRemoved: removed,
    onSignedOut: signedOut,
    onRestored: restored,
    onNewerRead: setSnapshot,
  };
  return (
    <>
      <EditorHeader
        home={<Link to="/">Redigeraren</Link>}
        onSignOut={
          session === "in" && access.kind === "github"
            ? () => {
                // Her sign-in leaves this browser; her unpublished changes stay in its drafts.
                access.signOut();
                setSnapshot(null);
                setSession("left");
              }
            : undefined
        }
      />
      <ScrollRestoration />
      {session !== "in" && access.kind === "github" ? (
        <>
          <SignIn
            by={session === "ran-out" ? "ran-out" : session === "left" ? "her" : null}
            signIn={async () => {
              await access.signIn();
              setSession("in");
            }}
          />
          <StatusPanel />
        </>
      ) : failure ? (
        <>
          <main id="innehall">
            <h1>Innehållet gick inte att läsa</h1>
            <p role="alert">{failure}</p>
          </main>
          <StatusPanel />
        </>
      ) : !outlet ? (
        <>
          <main id="innehall" aria-busy="true">
            <p>Läser innehållet …</p>
          </main>
          <StatusPanel />
        </>
      ) : navigation.state === "loading" ? (
        <OpeningForm />
      ) : (
        // Each screen shows the status panel where it belongs: a form at its foot, above Publicera.
        <Outlet context={outlet} />
      )}
    </>
  );
}
