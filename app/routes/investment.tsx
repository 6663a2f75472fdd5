import { PageBanner } from "~/components/page-banner";
import { useSite } from "~/features/layout/use-site";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("investment", "main");

export default function InvestmentPage() {
  const site = useSite();
  return (
    <>
      <PageBanner namespace="investment" page="main" action={{ href: site.schedulingUrl }} />
    </>
  );
}
