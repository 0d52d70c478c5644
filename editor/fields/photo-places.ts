// Where saved content names a photo, by the names the editor shows: read before a photo is
// deleted, by the media library's guard (widgets/photo-deletion.tsx) and by the commits' gate
// (gate/tree-check.ts), which say the same places.
import type { ContentFile } from "#model/files.ts";
import type { Collection } from "./fields.ts";
import { describePlace } from "./problem-labels.ts";

type Documents = Partial<Record<ContentFile, unknown>>;

/** The paths in `value` whose text is `name`, as the build writes them ("photos[3].file"). */
function pathsNaming(value: unknown, name: string, path = ""): string[] {
  if (value === name) return [path];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => pathsNaming(item, name, `${path}[${index}]`));
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      pathsNaming(inner, name, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Every value of `documents` that names the photo `name`, by the names the editor shows. A photo
 * is named by its file name alone, which no text of the site is written as.
 */
export function placesShowingPhoto(
  name: string,
  documents: Documents,
  editorCollections: readonly Collection[],
): string[] {
  return Object.entries(documents).flatMap(([file, data]) =>
    pathsNaming(data, name).map(
      (path) => describePlace(file, path, editorCollections) ?? `content/${file}: ${path}`,
    ),
  );
}
