import { data } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/blog-article";

export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return { id };
}

export const meta = pageMeta("blog", "article");

export default function BlogArticlePage() {
  return <PageBanner namespace="blog" page="article" action={{ to: "/blog" }} />;
}
