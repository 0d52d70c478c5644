// The first screen of the editor at her own address when she is not signed in, or her sign-in
// ran out: one button, the window GitHub signs her in through, and what went wrong in her words.
import { useState } from "react";

export function SignIn({ ranOut, signIn }: { ranOut: boolean; signIn(): Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <main id="innehall" className="logga-in">
      <h1>Redigera sajten</h1>
      {ranOut ? (
        <p role="alert">
          Din inloggning hos GitHub har gått ut. Logga in igen: det du inte hann publicera finns
          kvar och erbjuds dig när du öppnar samma sida.
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
