import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "outsourcing");

export default function OutsourcingPage() {
  return (
    <>
      <PageBanner namespace="contractors" page="outsourcing" action={{ to: "/contractors/outsourcing/apply" }} />
    </>
  );
}
