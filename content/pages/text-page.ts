/** A block is a paragraph, or a bulleted list. */
export type TextBlock = string | { readonly list: readonly string[] };

/** A text page such as the booking terms. Its "Kontakt" section is added from content/site.ts. */
export type TextPage = {
  readonly title: string;
  readonly description: string;
  /** Date of the latest change, YYYY-MM-DD. */
  readonly updated: string;
  readonly intro: readonly TextBlock[];
  readonly sections: readonly { readonly heading: string; readonly blocks: readonly TextBlock[] }[];
};
