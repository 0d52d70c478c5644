import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  // Every page of app/routes.ts, plus the not-found page, which scripts/build.ts moves to 404.html.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), "/404"],
} satisfies Config;
