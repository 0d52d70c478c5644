// Decap's question before an upload replaces a photo of the same name, in Swedish (its English
// words are found in decap-page.ts). Decap then deletes the old photo and uploads the new one
// under its name; where a page shows the old photo the deletion is refused, as every deletion of
// a photo still shown is, and the upload goes on all the same, taking its place. The question
// says so beforehand, so the refusal that follows is no surprise. The names she agreed to replace
// are kept for the gate of commits: another photo uploaded under a name the branch has, which she
// was not asked about, overwrites one saved since the media library listed its folder.

const agreed = new Set<string>();

/** Whether she agreed in this page to replace the photo `name`. */
export const agreedToReplace = (name: string) => agreed.has(name);

/** Call once, before Decap starts, with the question Decap asks in English. */
export function askReplaceInSwedish(question: RegExp) {
  const ask = window.confirm.bind(window);
  window.confirm = (message) => {
    const name = question.exec(String(message ?? ""))?.[1];
    if (!name) return ask(message);
    const yes = ask(
      `Det finns redan en bild som heter ${name}. Vill du byta ut den mot den nya? Visar en sida ${name}, raderas den gamla bilden inte, men den nya sparas i dess ställe under samma namn.`,
    );
    if (yes) agreed.add(name);
    return yes;
  };
}
