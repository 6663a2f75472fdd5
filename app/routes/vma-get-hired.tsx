import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("vma", "getHired");

export default function VmaGetHiredPage() {
  return (
    <>
      <PageBanner namespace="vma" page="getHired" action={{ to: "/vma/gethired/hire" }} />
    </>
  );
}
