import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { RequestPage } from "~/features/forms/request-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/contractor-application";

export const meta = pageMeta("contractors", "workApply");

export const loader = formLoader("contractor");
export const action = submissionAction("contractor");

export default function ContractorApplicationPage({ loaderData }: Route.ComponentProps) {
  return <RequestPage namespace="contractors" page="workApply" form="contractor" lists={loaderData.formLists} />;
}
