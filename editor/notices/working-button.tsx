// A button whose work takes seconds (an undo, a restore: a save and a read of content/): it says
// that it works from the press until the answer, and takes no second press meanwhile, so a second
// press can never send the same change again and turn its success into a refusal.
import { type ReactNode, useEffect, useRef, useState } from "react";

export function WorkingButton({
  onPress,
  working,
  children,
}: {
  onPress(): Promise<void>;
  /** What it says while it works ("Ångrar …"). */
  working: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const shown = useRef(true);
  useEffect(
    () => () => {
      shown.current = false;
    },
    [],
  );
  return (
    <button
      type="button"
      // Not `disabled`: a disabled button drops her focus, and a screen reader's place with it.
      aria-disabled={busy}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await onPress();
        } finally {
          if (shown.current) setBusy(false);
        }
      }}
    >
      {busy ? working : children}
    </button>
  );
}
