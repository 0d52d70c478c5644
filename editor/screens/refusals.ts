// A save the source refused, said in the status panel in her words: the build's lines in the
// form's labels ("Startsidan › Paket och tillval › Paket › paket 1 › Pris: …"), a removal by where
// the site still shows what she removes, a file saved since by what to do.
import { describeProblem } from "../fields/problem-labels.ts";
import type { SaveAnswer } from "../fields/snapshot.ts";
import { deletionRefusal } from "../gate/deletion-words.ts";
import { type SaveNotice, staleSaveTitle } from "../notices/notices.ts";

export function refusalOf(
  answer: Extract<SaveAnswer, { ok: false }>,
  removed: readonly string[] = [],
): SaveNotice {
  if (answer.stale) return { title: staleSaveTitle, lines: [answer.error] };
  const removal = removed.length > 0 && deletionRefusal(removed, answer.problems);
  if (removal) return removal;
  // An error that names no field is said as it is (describeProblem).
  return checkRefusal(answer.problems.length > 0 ? answer.problems : [answer.error]);
}

/** The check's own lines before anything is sent, said as a refusal. */
export const checkRefusal = (lines: readonly string[]) => ({
  title: "Ändringen sparades inte",
  lines: lines.map(describeProblem),
});
