import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("vma", "specialist");

export default function VmaSpecialistPage() {
  return (
    <>
      <PageBanner namespace="vma" page="specialist" action={{ to: "/vma/specialist/hire" }} />
    </>
  );
}
