import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("financials", "main");

export default function FinancialsPage() {
  return (
    <>
      <PageBanner namespace="financials" page="main" action={{ to: "/financials/adquire" }} />
    </>
  );
}
