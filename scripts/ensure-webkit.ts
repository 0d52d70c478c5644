// `npm run test:webkit` first: the Debian packages the WebKit tests drive (scripts/webkit.ts).
import { ensureWebKit } from "./webkit.ts";

ensureWebKit();
