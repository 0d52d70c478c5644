import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  // Every page of the spec, plus the not-found page, which scripts/build.ts moves to 404.html.
  prerender: ["/", "/portfolio", "/bokningsvillkor", "/integritetspolicy", "/404"],
} satisfies Config;
