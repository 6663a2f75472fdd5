import { PageBanner } from "~/components/page-banner";
import { useSite } from "~/features/layout/use-site";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "work");

export default function ContractorWorkPage() {
  const site = useSite();
  return (
    <>
      <PageBanner namespace="contractors" page="work" action={{ href: site.bookingUrl }} />
    </>
  );
}
