// A portfolio section's key: the text field Decap would show, and under it what on the site shows
// the section (a service, the start page, the portfolio page's order), read from the saved files
// when the form opens (section-places.ts).
import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component } from "react";
import { keyOfSectionFile } from "#model/files.ts";
import "./section-key.css";
import type { DecapControlExtras } from "../decap/decap-page.ts";
import { toPlain } from "../fields/clean-draft.ts";
import { collections } from "../fields/config.ts";
import { entryOf } from "../preview/saved-content.ts";
import { filesNamingSections, placesNamingSection } from "./section-places.ts";

type Props = CmsWidgetControlProps<string | undefined> &
  DecapControlExtras & {
    setActiveStyle: () => void;
    setInactiveStyle: () => void;
  };

type State = { places: string[] | null };

/** What names section `key` in the saved files, read through the editor's own backend. */
async function readPlaces(key: string, loadEntry: Props["loadEntry"]): Promise<string[]> {
  const documents = Object.fromEntries(
    await Promise.all(
      filesNamingSections.map(async (file) => {
        const { collection, slug } = entryOf(file);
        return [file, toPlain((await loadEntry(collection, slug)).data)] as const;
      }),
    ),
  );
  return placesNamingSection(key, documents, collections);
}

// A class: Decap hands a widget control a ref.
export class SectionKeyControl extends Component<Props, State> {
  override state: State = { places: null };
  private isMounted = false;

  override componentDidMount() {
    this.isMounted = true;
    const { entry, loadEntry } = this.props;
    const path = entry.get("path");
    const key = typeof path === "string" ? keyOfSectionFile(path.replace(/^content\//, "")) : null;
    // A section not saved yet is named nowhere: deleting it only leaves the form.
    if (entry.get("newRecord") || key === null) return;
    readPlaces(key, loadEntry).then(
      (found) => this.isMounted && this.setState({ places: found }),
      () => {},
    );
  }

  override componentWillUnmount() {
    this.isMounted = false;
  }

  override render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } =
      this.props;
    const { places } = this.state;
    return (
      <>
        <input
          type="text"
          id={forID}
          className={classNameWrapper}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        {places && (
          <p className="redigeraren-avsnittets-platser">
            {places.length === 0
              ? "Inget annat på sajten visar avsnittet."
              : `Visas av: ${places.join("; ")}. Ta bort det där innan du raderar avsnittet.`}
          </p>
        )}
      </>
    );
  }
}
