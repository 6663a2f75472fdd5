import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("blog", "list");

export default function BlogPage() {
  return (
    <>
      <PageBanner namespace="blog" page="list" />
    </>
  );
}
