import { data } from "react-router";
import { PRODUCTS, type Product } from "~/features/navigation/menu";
import { ProductPage as ProductTemplate } from "~/features/products/product-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/product";

function isProduct(value: string): value is Product {
  return (PRODUCTS as readonly string[]).includes(value);
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isProduct(params.product)) throw data(null, { status: 404 });
  return { product: params.product };
}

export const meta: Route.MetaFunction = (args) => pageMeta("products", args.params.product)(args);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductTemplate key={loaderData.product} product={loaderData.product} />;
}
