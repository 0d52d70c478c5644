import en from "decap-cms-locales/dist/esm/en/index.js";
import sv from "decap-cms-locales/dist/esm/sv/index.js";
import { describe, expect, it } from "vitest";
import { missingStrings, ownWords, type Strings, withMissing, withOwn } from "./locale.ts";

/** Each string's place, "editor.editorWidgets.list.add", in `strings`. */
function keysOf(strings: Strings, path = ""): string[] {
  return Object.entries(strings).flatMap(([key, value]) => {
    const here = path ? `${path}.${key}` : key;
    return typeof value === "string" ? [here] : keysOf(value, here);
  });
}

describe("the editor's Swedish", () => {
  const swedish = withMissing(sv as Strings, missingStrings);

  it("has a string for every string of Decap's English interface", () => {
    const have = new Set(keysOf(swedish));
    expect(keysOf(en as Strings).filter((key) => !have.has(key))).toEqual([]);
  });

  it("keeps Decap's own Swedish where it has one, and fills only what it lacks", () => {
    const own = new Set(keysOf(sv as Strings));
    expect(keysOf(missingStrings).filter((key) => own.has(key))).toEqual([]);
    expect((swedish.auth as Strings).login).toBe("Logga in");
    expect(((swedish.editor as Strings).editorWidgets as Strings).list).toEqual({
      add: "Lägg till %{item}",
      addType: "Lägg till %{item}",
    });
  });
});

describe("the owner's words", () => {
  const swedish = withOwn(withMissing(sv as Strings, missingStrings), ownWords);

  it("replace only strings Decap has, so none is a stray key", () => {
    const english = new Set(keysOf(en as Strings));
    expect(keysOf(ownWords).filter((key) => !english.has(key))).toEqual([]);
  });

  it("leave no blog word or English interjection in what the owner reads", () => {
    const words = keysOf(swedish).map((key) =>
      key
        .split(".")
        .reduce<Strings | string>((node, part) => (node as Strings)[part] ?? "", swedish),
    );
    const said = words.filter((text) => typeof text === "string").join("\n");
    for (const word of ["Oops", "Inlägg sparat", "Radera inlägg", "fältet %{widgetLabel}"]) {
      expect(said).not.toContain(word);
    }
  });
});

describe("Swedish capitalisation", () => {
  const swedish = withOwn(withMissing(sv as Strings, missingStrings), ownWords);

  it("capitalises a button's or label's first word only, but for names", () => {
    const names =
      /^(GitHub|GitLab|Gitea|Forgejo|Bitbucket|Azure|Netlify|Markdown|Git|URL|CMS|%\{.*)$/;
    const labels = keysOf(swedish).flatMap((key) => {
      const text = key
        .split(".")
        .reduce<Strings | string>((node, part) => (node as Strings)[part] ?? "", swedish);
      return typeof text === "string" && text.split(" ").length <= 4 ? [[key, text]] : [];
    });
    const capitalised = labels.filter(([, text = ""]) =>
      text
        .split(" ")
        .slice(1)
        .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !names.test(word)),
    );
    expect(capitalised).toEqual([]);
  });
});
