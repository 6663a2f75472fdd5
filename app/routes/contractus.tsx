import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { useSite } from "~/features/layout/use-site";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "contractus");

export default function ContractUsPage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <div className="bg-brand-900">
        <div className="container-page pt-6">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-white hover:text-accent-300">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t("actions.backHome")}
          </Link>
        </div>
      </div>
      <PageBanner namespace="contractors" page="contractus" action={{ href: site.bookingUrl }} />
    </>
  );
}
