import { data } from "react-router";
import { errorMeta, NotFound } from "~/features/errors/error-pages";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => errorMeta(matches);

export default function NotFoundPage() {
  return <NotFound />;
}
