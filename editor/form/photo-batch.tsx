// Many photos into a list of photos at once (a section's, after a shoot): picked together in the
// file picker or dropped on the list from a laptop, each shown small at once and read one after
// another, the selection's progress said as it goes. Each that passes the build's rules becomes a
// row at the end of the list, kept in her draft as it does, so what she types, moves or removes
// meanwhile stays hers; one refused stays here, named with why, until she lets it go.
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useForm } from "./form-context.ts";
import { acceptedPhotos } from "./photo-choice.ts";
import { forget, thumbnailOf } from "./thumbnails.ts";
import type { Path } from "./values.ts";

type Waiting = {
  id: number;
  /** Her own copy, shown small while it waits. */
  file: File;
  problem?: string;
};

/** "1 bild läst", "12 bilder lästa": the noun and its participle agree with the count. */
const photos = (count: number, participle: "läst" | "tillagd") =>
  count === 1 ? `bild ${participle}` : `bilder ${participle}a`;

export function PhotoBatch({ path, rowFor }: { path: Path; rowFor: (name: string) => unknown }) {
  const form = useForm();
  const inputId = useId();
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  // This selection's count: how many she gave, how many have been read, how many were refused.
  const [count, setCount] = useState({ given: 0, read: 0, refused: 0 });
  const [isOver, setIsOver] = useState(false);
  const queue = useRef(Promise.resolve());
  const nextId = useRef(0);
  // The form of the latest render: a photo read later adds its row through it.
  const latestForm = useRef(form);
  latestForm.current = form;
  const letGo = (row: Waiting) => {
    setWaiting((rows) => rows.filter((other) => other.id !== row.id));
  };
  const read = async (row: Waiting) => {
    const taken = await latestForm.current.add(row.file, path, rowFor);
    setCount((was) => ({
      ...was,
      read: was.read + 1,
      refused: was.refused + ("name" in taken ? 0 : 1),
    }));
    if ("name" in taken) letGo(row);
    else {
      setWaiting((rows) =>
        rows.map((other) => (other.id === row.id ? { ...other, problem: taken.problem } : other)),
      );
    }
  };
  const take = (files: readonly File[]) => {
    if (files.length === 0) return;
    const rows = files.map((file) => ({ id: nextId.current++, file }));
    setWaiting((was) => [...was, ...rows]);
    // A new selection counts anew once the last is read; one given meanwhile joins it.
    setCount((was) =>
      was.read === was.given
        ? { given: rows.length, read: 0, refused: 0 }
        : { ...was, given: was.given + rows.length },
    );
    // One photo at a time: on a phone a dozen read at once would hold a dozen decoded photos.
    for (const row of rows) queue.current = queue.current.then(() => read(row));
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    take([...event.dataTransfer.files]);
  };

  const isReading = count.read < count.given;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a laptop's shortcut beside the file picker, which every keyboard and screen reader reaches.
    <div
      className={`flera-bilder${isOver ? " slapp" : ""}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={dropped}
    >
      {waiting.length > 0 ? (
        <ul className="inlasning">
          {waiting.map((row) => (
            <li key={row.id} className={row.problem ? "nekad" : undefined}>
              {/* A refused photo may be one the browser cannot draw (a HEIC): named, not shown. */}
              {row.problem ? null : <WaitingThumbnail photo={row.file} />}
              <span className="inlasning-namn">{row.file.name}</span>
              {row.problem ? (
                <>
                  <span className="problem" role="alert">
                    {row.problem}
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      letGo(row);
                      forget(row.file);
                    }}
                  >
                    {/* One flex item, so the spaces around the unseen words stay. */}
                    <span>
                      Ta bort<span className="osynlig"> {row.file.name}</span> ur listan
                    </span>
                  </button>
                </>
              ) : (
                <span className="tips">Läser …</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="tips" aria-live="polite">
        {count.given === 0
          ? null
          : isReading
            ? `${count.read} av ${count.given} ${photos(count.given, "läst")}`
            : count.refused > 0
              ? `${count.given - count.refused} av ${count.given} ${photos(count.given, "tillagd")}; ${count.refused} kunde inte läggas till.`
              : `${count.given} ${photos(count.given, "tillagd")}.`}
      </p>
      <label htmlFor={inputId} className="knapp">
        Lägg till flera bilder
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        className="osynlig"
        accept={acceptedPhotos}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          take(files);
        }}
      />
      <p className="tips">Välj flera på en gång, eller släpp dem här från datorn.</p>
    </div>
  );
}

/** A photo waiting to be read, small as soon as it is drawn so. */
function WaitingThumbnail({ photo }: { photo: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void thumbnailOf(photo).then((made) => current && setUrl(made));
    return () => {
      current = false;
    };
  }, [photo]);
  // Decorative: its name stands beside it.
  return url ? <img className="miniatyr" src={url} alt="" /> : <span className="miniatyr" />;
}
