import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("about", "main");

export default function AboutUsPage() {
  return (
    <>
      <PageBanner namespace="about" page="main" />
    </>
  );
}
