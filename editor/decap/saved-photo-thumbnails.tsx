// Decap 3.16's image field asks once for a saved photo's thumbnail: while the photo is still
// being read from the folder it gets a blank placeholder (empty.svg), and it never asks again,
// since its thumbnail only follows the value, the field and getAsset. So an owner opening a
// portfolio section saw a blank square above every alt text. This wraps the field: after a blank
// answer it hands the field a new getAsset, a little later each time, until the photo is there.
// Its thumbnail is drawn as decoration, with no text; here it is named by the photo's file name,
// so a screen reader says which photo the field holds.
import type { ComponentType, Ref } from "react";
import { useCallback, useEffect, useRef, useState } from "react";

type Asset = { path?: string } | undefined;
export type GetAsset = (path: string, field: unknown) => Asset;

/** The path of Decap's stand-in while a photo loads (decap-cms-core, actions/media). */
export const loadingAssetPath = "empty.svg";
/** Asks again after 0.2, 0.4, 0.8 … s, some 50 s in all: a big camera photo on a busy machine. */
const maxAttempts = 8;

/** The thumbnails under `root` named by `value`, the photo's file name. */
function nameThumbnails(root: HTMLElement, value: unknown) {
  for (const image of root.querySelectorAll("img")) {
    const name = typeof value === "string" && value ? `Bilden ${value}` : "";
    if (image.alt === name && !image.hasAttribute("role")) continue;
    image.removeAttribute("role");
    image.alt = name;
  }
}

export function withSavedThumbnails<Props extends { getAsset: GetAsset; value?: unknown }>(
  Control: ComponentType<Props>,
) {
  // Decap hands a control a ref and calls its methods (isValid): passed on to the field itself.
  return function SavedPhotoControl({ ref, ...props }: Props & { ref?: Ref<unknown> }) {
    const { getAsset, value } = props as unknown as Props;
    const own = useRef<HTMLSpanElement>(null);
    const [attempt, setAttempt] = useState(0);
    const [isLoading, setIsLoading] = useState(false);
    // A new function per attempt: the field asks again whenever getAsset changes.
    // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what makes it new.
    const askAgain = useCallback<GetAsset>(
      (path, field) => {
        const asset = getAsset(path, field);
        if (asset?.path === loadingAssetPath) setIsLoading(true);
        return asset;
      },
      [getAsset, attempt],
    );
    useEffect(() => {
      if (!isLoading || attempt >= maxAttempts) return;
      const timer = setTimeout(
        () => {
          setIsLoading(false);
          setAttempt((done) => done + 1);
        },
        200 * 2 ** attempt,
      );
      return () => clearTimeout(timer);
    }, [isLoading, attempt]);
    useEffect(() => {
      const root = own.current;
      if (!root) return;
      nameThumbnails(root, value);
      // The field draws its thumbnail after its own answer arrives.
      const observer = new MutationObserver(() => nameThumbnails(root, value));
      observer.observe(root, { childList: true, subtree: true, attributes: true });
      return () => observer.disconnect();
    }, [value]);
    return (
      <span ref={own} style={{ display: "contents" }}>
        <Control {...(props as unknown as Props)} ref={ref} getAsset={askAgain} />
      </span>
    );
  };
}
