import { data } from "react-router";
import { NotFound, notFoundMeta } from "~/features/errors/not-found";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFoundPage() {
  return <NotFound />;
}
