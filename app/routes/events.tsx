import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("events", "main");

export default function EventsPage() {
  return (
    <>
      <PageBanner namespace="events" page="main" />
    </>
  );
}
