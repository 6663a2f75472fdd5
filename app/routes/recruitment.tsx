import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("recruitment", "main");

export default function RecruitmentPage() {
  return (
    <>
      <PageBanner namespace="recruitment" page="main" action={{ to: "/find-top-talent" }} />
    </>
  );
}
