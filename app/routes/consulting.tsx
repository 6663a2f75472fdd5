import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "consulting");

export default function ConsultingPage() {
  return (
    <>
      <PageBanner namespace="contractors" page="consulting" action={{ to: "/contractors/consulting/apply" }} />
    </>
  );
}
