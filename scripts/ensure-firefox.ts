// `npm run test:firefox` first: the Debian package the Firefox tests drive (scripts/firefox.ts).
import { ensureFirefox } from "./firefox.ts";

ensureFirefox();
