// A save the source refused, said in the status panel in her words: the check's problems in the
// form's labels ("Startsidan › Paket och tillval › Paket › paket 1 › Pris: …"), a removal by where
// the site still shows what she removes, a file saved since by what to do.
import type { Problem } from "#model/files.ts";
import { deletionRefusal } from "../checks/deletion-words.ts";
import type { SaveAnswer } from "../content/snapshot.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import { type SaveNotice, staleSaveTitle } from "../notices/notices.ts";

export function refusalOf(
  answer: Extract<SaveAnswer, { ok: false }>,
  removed: readonly string[] = [],
): SaveNotice {
  if (answer.stale) return { title: staleSaveTitle, lines: [answer.error] };
  const removal = removed.length > 0 && deletionRefusal(removed, answer.problems);
  if (removal) return removal;
  return answer.problems.length > 0
    ? checkRefusal(answer.problems)
    : { title: refusedTitle, lines: [answer.error] };
}

const refusedTitle = "Ändringen sparades inte";

/** The check's own problems before anything is sent, said as a refusal. */
export const checkRefusal = (problems: readonly Problem[]) => ({
  title: refusedTitle,
  lines: problems.map(describeProblem),
});
