import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { RequestPage } from "~/features/forms/request-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/vma-application";

export const meta = pageMeta("vma", "getHiredApply");

export const loader = formLoader("vma-application");
export const action = submissionAction("vma-application");

export default function VmaApplicationPage({ loaderData }: Route.ComponentProps) {
  return <RequestPage namespace="vma" page="getHiredApply" form="vma-application" lists={loaderData.formLists} />;
}
