import { submissionAction } from "~/features/forms/form-action.server";
import { RequestPage } from "~/features/forms/request-page";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "outsourcingApply");

export const action = submissionAction("expert-request");

export default function ExpertRequestPage() {
  return <RequestPage namespace="contractors" page="outsourcingApply" form="expert-request" />;
}
