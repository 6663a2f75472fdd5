import { PageBanner } from "~/components/page-banner";
import { useSite } from "~/features/layout/use-site";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "main");

export default function ContractorsPage() {
  const site = useSite();
  return (
    <>
      <PageBanner namespace="contractors" page="main" action={{ href: site.bookingUrl }} />
    </>
  );
}
