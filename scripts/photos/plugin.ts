// Vite plugin: `import photo from "./x.jpg?photo"` gives a Photo (app/lib/photo.ts) whose
// sources are AVIF and JPEG srcsets at several widths. In a build the files are emitted as hashed
// assets; in dev they are served from the encoder's cache. `?photo&widths=800;1600` overrides
// the default width ladder for one import. Each photo's placeholder is a CSS rule of its own,
// imported by the photo's module, so it lands in the stylesheet of the pages that show the photo
// and the CSP needs no inline styles (decision 008).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Logger, Plugin } from "vite";
import type { PhotoRights } from "#model/schema.ts";
import { PhotoError, projectPath } from "./check.ts";
import { cacheDir, defaultWidths, encodePhoto, formats } from "./encode.ts";
import { encodingQueue } from "./encoding-queue.ts";
import { assetBaseName } from "./file-names.ts";

const devPrefix = "/@photos/";

/** `import "photo-placeholder:ph-1a2b3c4d.css"` is the stylesheet of one placeholder class. */
const placeholderPrefix = "photo-placeholder:";

/** What a photo's class says of it: its blurred colours and its proportions ("3/2"). */
export type PhotoLook = { placeholder: string; ratio: string };

/** A class name that changes with the look, so photos that look alike share one rule. */
export function placeholderClassName({ placeholder, ratio }: PhotoLook): string {
  const hash = createHash("sha256").update(`${placeholder} ${ratio}`).digest("hex");
  return `ph-${hash.slice(0, 10)}`;
}

/**
 * The rule of one photo's class: custom properties, which an element with the class and those in
 * it take up (the frame's `bg-(image:--photo-placeholder)`, a picture's `aspect-(--photo-ratio)`).
 */
export function placeholderRule(className: string, { placeholder, ratio }: PhotoLook): string {
  return `.${className}{--photo-placeholder:${placeholder};--photo-ratio:${ratio}}\n`;
}

function parseQuery(id: string): { file: string; widths: number[] } | null {
  const [file = "", query = ""] = id.split("?", 2);
  const params = new URLSearchParams(query);
  if (!params.has("photo")) return null;
  const widths = params.get("widths")?.split(";").map(Number).filter(Boolean);
  return { file, widths: widths?.length ? widths : [...defaultWidths] };
}

/** `rights`: the photographer's, written into every photo (content/site.yaml, photoRights). */
export function photos({ rights }: { rights: PhotoRights }): Plugin {
  let isBuild = false;
  let logger: Logger | undefined;
  // Photos the cache lacks are encoded on every core, each one reported in Swedish as it is done.
  const queue = encodingQueue((line) => logger?.info(line));
  // Filled as photo modules load; each one imports its placeholder's stylesheet after that.
  const placeholders = new Map<string, PhotoLook>();
  return {
    name: "photos",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
      logger = config.logger;
    },
    resolveId(id) {
      return id.startsWith(placeholderPrefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${placeholderPrefix}`)) {
        const className = id.slice(placeholderPrefix.length + 1, -".css".length);
        const placeholder = placeholders.get(className);
        if (!placeholder) this.error(`No photo has the placeholder class ${className}`);
        return placeholderRule(className, placeholder);
      }
      const request = parseQuery(id);
      if (!request) return null;
      this.addWatchFile(request.file);
      let encoded: Awaited<ReturnType<typeof encodePhoto>>;
      try {
        encoded = await encodePhoto(request.file, request.widths, rights, queue);
      } catch (error) {
        if (error instanceof PhotoError) this.error(error.message);
        throw error;
      }

      const urlExpression = async (variant: (typeof encoded.variants)[number]) => {
        if (!isBuild) return JSON.stringify(variant.file.replace(`${cacheDir}/`, devPrefix));
        const referenceId = this.emitFile({
          type: "asset",
          name: `${assetBaseName(request.file)}-${variant.width}.${variant.ext}`,
          source: await readFile(variant.file),
        });
        return `import.meta.ROLLUP_FILE_URL_${referenceId}`;
      };

      const sources: string[] = [];
      let fallback = "";
      for (const format of formats) {
        const variants = encoded.variants.filter((variant) => variant.ext === format.ext);
        const entries: string[] = [];
        for (const variant of variants) {
          const url = await urlExpression(variant);
          entries.push(`${url} + " ${variant.width}w"`);
          // The fallback src: the JPEG nearest 800 px, for browsers without srcset support.
          if (format.ext === "jpg" && (!fallback || variant.width <= 800)) fallback = url;
        }
        sources.push(
          `{ type: ${JSON.stringify(format.type)}, srcSet: [${entries.join(", ")}].join(", ") }`,
        );
      }

      const look = {
        placeholder: encoded.placeholder,
        ratio: `${encoded.width}/${encoded.height}`,
      };
      const placeholderClass = placeholderClassName(look);
      placeholders.set(placeholderClass, look);
      return [
        `import ${JSON.stringify(`${placeholderPrefix}${placeholderClass}.css`)};`,
        "export default {",
        `  file: ${JSON.stringify(projectPath(request.file))},`,
        `  width: ${encoded.width},`,
        `  height: ${encoded.height},`,
        `  placeholderClass: ${JSON.stringify(placeholderClass)},`,
        `  src: ${fallback},`,
        `  sources: [${sources.join(", ")}],`,
        "};",
      ].join("\n");
    },
    configureServer(server) {
      server.middlewares.use(devPrefix, async (request, response, next) => {
        const path = decodeURIComponent(request.url ?? "").replace(/^\/+/, "");
        if (path.includes("..")) return next();
        const data = await readFile(`${cacheDir}/${path}`).catch(() => null);
        if (!data) return next();
        response.setHeader("Content-Type", path.endsWith(".avif") ? "image/avif" : "image/jpeg");
        response.end(data);
      });
    },
  };
}
