import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("recruitment", "findTopTalent");

export default function FindTopTalentPage() {
  return (
    <>
      <PageBanner namespace="recruitment" page="findTopTalent" action={{ to: "/recruitment#form" }} />
    </>
  );
}
