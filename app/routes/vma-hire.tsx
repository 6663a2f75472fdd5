import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { RequestPage } from "~/features/forms/request-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/vma-hire";

export const meta = pageMeta("vma", "specialistHire");

export const loader = formLoader("vma-hire");
export const action = submissionAction("vma-hire");

export default function VmaHirePage({ loaderData }: Route.ComponentProps) {
  return <RequestPage namespace="vma" page="specialistHire" form="vma-hire" lists={loaderData.formLists} />;
}
