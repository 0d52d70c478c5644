// Decap's interface strings, one module per language (editor/decap/locale.test.ts).
declare module "decap-cms-locales/dist/esm/*/index.js" {
  const strings: import("./decap/locale.ts").Strings;
  export default strings;
}

// Decap's list widget, as decap-cms-app registers it, ships no types: its control, whose parts the
// move buttons use (list-moves.test.tsx).
declare module "decap-cms-widget-list" {
  const widget: { controlComponent: unknown };
  export default widget;
}

// Decap's store (decap-cms-core), the one its page runs on: read to know when a form has been
// filled from its file (draft-bases.ts, decap-page.ts's decapFormPath).
declare module "decap-cms-core/dist/esm/redux/index.js" {
  export const store: {
    getState(): unknown;
    subscribe(listener: () => void): () => void;
    dispatch(action: unknown): unknown;
  };
}

// Decap's sign-out, the action its own "Logga ut" dispatches (main.tsx, for github-saves.ts).
declare module "decap-cms-core/dist/esm/actions/auth.js" {
  export function logoutUser(): unknown;
}

// Decap's shared helpers: the localForage instance in which it keeps unsaved forms.
declare module "decap-cms-lib-util" {
  export const localForage: typeof import("localforage");
}

// Decap's two backends the editor's own extend (gated-backends.ts), as decap-cms-app registers
// them; what the editor overrides and calls of each.
declare module "decap-cms-backend-github" {
  export class GitHubBackend {
    constructor(config: unknown, options?: unknown);
    getEntry(path: string): Promise<{ file: { path: string; id: string | null }; data: string }>;
    persistEntry(
      entry: import("./gate/gated-backends.ts").DecapEntry,
      options: import("./gate/gated-backends.ts").PersistOptions,
    ): Promise<void>;
    persistMedia(
      mediaFile: import("./gate/gated-backends.ts").DecapMedia,
      options: unknown,
    ): Promise<unknown>;
    deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  }
}
declare module "decap-cms-backend-proxy" {
  export class ProxyBackend {
    constructor(config: unknown, options?: unknown);
    getEntry(path: string): Promise<{ file: { path: string; id: string | null }; data: string }>;
    entriesByFolder(
      folder: string,
      extension: string,
      depth: number,
    ): Promise<{ file: { path: string } }[]>;
    persistEntry(
      entry: import("./gate/gated-backends.ts").DecapEntry,
      options: import("./gate/gated-backends.ts").PersistOptions,
    ): Promise<void>;
  }
}
