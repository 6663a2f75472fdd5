import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("vma", "main");

export default function VmaPage() {
  return (
    <>
      <PageBanner namespace="vma" page="main" action={{ to: "/vma/specialist" }} />
    </>
  );
}
