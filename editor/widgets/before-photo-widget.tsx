// The field that marks a styled photo's before photo: a choice among the section's own photos,
// read from the entry being edited, so a pair can only name a photo that is there.
import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component } from "react";

type Props = CmsWidgetControlProps<string | undefined> & {
  entry: { getIn: (path: string[]) => { toJS?: () => unknown } | undefined };
};

/** The file names of the entry's photos, in their order. */
export function sectionPhotoFiles(photos: unknown): string[] {
  if (!Array.isArray(photos)) return [];
  return photos.flatMap((photo) => {
    const file = (photo as { file?: unknown } | null)?.file;
    return typeof file === "string" && file ? [file] : [];
  });
}

// A class: Decap hands a widget control a ref.
export class BeforePhotoControl extends Component<Props> {
  override render() {
    const { value, onChange, forID, classNameWrapper, entry } = this.props;
    const files = sectionPhotoFiles(entry.getIn(["data", "photos"])?.toJS?.());
    const options = value && !files.includes(value) ? [value, ...files] : files;
    return (
      <select
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">Ingen – bilden är inte en efter-bild</option>
        {options.map((file) => (
          <option key={file} value={file}>
            {files.includes(file) ? file : `${file} (finns inte längre i avsnittet)`}
          </option>
        ))}
      </select>
    );
  }
}
