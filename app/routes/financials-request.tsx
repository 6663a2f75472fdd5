import { submissionAction } from "~/features/forms/form-action.server";
import { RequestPage } from "~/features/forms/request-page";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("financials", "request");

export const action = submissionAction("financials");

export default function FinancialsRequestPage() {
  return <RequestPage namespace="financials" page="request" form="financials" />;
}
