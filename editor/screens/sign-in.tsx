// The first screen of the editor at her own address when she is not signed in, her sign-in ran
// out or she signed out: one button, the window GitHub signs her in through, and what went wrong
// or what signing out did, in her words.
import { useState } from "react";

/** Why she is asked to sign in: her sign-in ran out, she signed out, or she has not signed in. */
export type SignedOutBy = "ran-out" | "her" | null;

export function SignIn({ by, signIn }: { by: SignedOutBy; signIn(): Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <main id="innehall" className="logga-in">
      <h1>Redigera sajten</h1>
      {by === "ran-out" ? (
        <p role="alert">
          Din inloggning hos GitHub har gått ut. Logga in igen: det du inte hann publicera finns
          kvar och erbjuds dig när du öppnar samma sida.
        </p>
      ) : by === "her" ? (
        <p role="status">
          Du är utloggad från redigeraren i den här webbläsaren. Det du inte har publicerat finns
          kvar här och erbjuds dig när du loggar in igen. Hos GitHub är du fortfarande inloggad:
          logga ut på github.com också om datorn inte är din.
        </p>
      ) : (
        <p>Logga in med ditt GitHub-konto för att ändra texter, priser och bilder.</p>
      )}
      <button
        type="button"
        className="huvudknapp"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          signIn().catch((error: Error) => {
            setFailure(error.message);
            setBusy(false);
          });
        }}
      >
        Logga in med GitHub
      </button>
      {failure ? (
        <p role="alert" className="problem">
          {failure}
        </p>
      ) : null}
    </main>
  );
}
