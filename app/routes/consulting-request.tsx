import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { RequestPage } from "~/features/forms/request-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/consulting-request";

export const meta = pageMeta("contractors", "consultingApply");

export const loader = formLoader("consulting");
export const action = submissionAction("consulting");

export default function ConsultingRequestPage({ loaderData }: Route.ComponentProps) {
  return <RequestPage namespace="contractors" page="consultingApply" form="consulting" lists={loaderData.formLists} />;
}
