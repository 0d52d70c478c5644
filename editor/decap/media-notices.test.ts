// @vitest-environment jsdom
// Decap's English notices of a failed upload or deletion in the media library, as they appear on
// the page, become the editor's Swedish ones; every other text is left as it is.
import { expect, it } from "vitest";
import { decapMediaFailures } from "./decap-page.ts";
import { mediaNoticesInSwedish } from "./media-notices.ts";

it("puts Decap's media library notices into Swedish as they appear, and nothing else", async () => {
  mediaNoticesInSwedish();
  const toast = (text: string) => {
    const element = document.createElement("div");
    element.innerHTML = `<div><span>${text}</span></div>`;
    document.body.append(element);
    return element;
  };
  const deletion = toast(`${decapMediaFailures.deletion}content/home.yaml: hero.image.file`);
  const upload = toast(`${decapMediaFailures.upload}Error: content/images/liten.jpg: för liten`);
  const other = toast("Sparat");
  await new Promise((settled) => setTimeout(settled));
  expect(deletion.textContent).toBe("Bilden raderades inte. Läs varför i rutan längst ned.");
  expect(upload.textContent).toBe("Bilden sparades inte. Läs varför i rutan längst ned.");
  expect(other.textContent).toBe("Sparat");
});
