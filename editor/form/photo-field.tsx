// A photo field: the photos of its folder to choose from, the chosen one shown small, and a
// button to upload one from her phone or computer, which offers only the types the build takes.
// A photo the build would refuse is refused here, under the field, before it is kept anywhere.
import { useEffect, useId, useState } from "react";
import { useForm } from "./form-context.ts";
import { acceptedPhotos } from "./photo-choice.ts";
import type { Path } from "./values.ts";

export function PhotoUpload({ path }: { path: Path }) {
  const form = useForm();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="ladda-upp">
      <label htmlFor={id} className="knapp">
        {busy ? "Läser bilden …" : "Ladda upp en bild"}
      </label>
      <input
        id={id}
        type="file"
        className="osynlig"
        accept={acceptedPhotos}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={async (event) => {
          const [file] = event.currentTarget.files ?? [];
          event.currentTarget.value = "";
          if (!file) return;
          setBusy(true);
          const picked = await form.pick(file, path);
          setBusy(false);
          if ("problem" in picked) {
            setProblem(picked.problem);
            return;
          }
          setProblem(null);
        }}
      />
      {problem ? (
        <p className="problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The chosen photo, small, so she sees which it is beside its name and its description. */
export function Thumbnail({ name }: { name: string }) {
  const form = useForm();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (name) void form.photoUrl(name).then((found) => current && setUrl(found));
    return () => {
      current = false;
    };
  }, [form.photoUrl, name]);
  // Decorative: the field beside it names the photo.
  return url && name ? <img className="miniatyr" src={url} alt="" /> : null;
}
