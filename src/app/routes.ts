import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SHOPPING_PAGES } from "./routes/shopping-pages.ts";
import { SITELESS_MEMBER_ROUTES } from "./routes/member-pages.ts";

export default [
  index("routes/root-redirect.tsx"),
  route("workbench", "routes/workbench.tsx"),
  ...[...SHOPPING_PAGES, ...SITELESS_MEMBER_ROUTES].map((slug) => route(slug, "routes/site-redirect.tsx", { id: `site-redirect-${slug}` })),
  route(":lc", "routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("c/:slugId", "routes/category.tsx"),
    route("p/:slugId", "routes/product.tsx"),
    route("search", "routes/search.tsx"),
    ...SHOPPING_PAGES.map((slug) => route(slug, "routes/shopping-page.tsx", { id: `shopping-page-${slug}` })),
    route("preview/showcase", "routes/preview-showcase.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route(":page", "routes/content-page.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
