import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/root-redirect.tsx"),
  route("workbench", "routes/workbench.tsx"),
  route(":lc", "routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("c/:slugId", "routes/category.tsx"),
    route("p/:slugId", "routes/product.tsx"),
    route("search", "routes/search.tsx"),
    route("preview/showcase", "routes/preview-showcase.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route(":page", "routes/content-page.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
