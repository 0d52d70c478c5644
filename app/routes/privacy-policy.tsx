import { privacyPolicy } from "virtual:content/pages/privacy-policy";
import { site } from "virtual:content/site";
import { TextPage } from "~/components/text-page";
import { textPageMeta } from "~/site-meta";
import type { Route } from "./+types/privacy-policy";

export const meta = ({ location }: Route.MetaArgs) =>
  textPageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: location.pathname,
  });

export default function PrivacyPolicyPage() {
  return <TextPage page={privacyPolicy} contact={site} />;
}
