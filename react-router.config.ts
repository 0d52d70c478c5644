import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  // scripts/build.ts moves it to build/ once the whole build has succeeded, so that a failed build
  // never costs the owner the last good one.
  buildDirectory: ".build-next",
  // Every page of app/routes.ts, plus the not-found page, which scripts/build.ts moves to 404.html.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), "/404"],
} satisfies Config;
