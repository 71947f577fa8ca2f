import "../../preview/zod-without-eval.ts";
import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { SITES } from "../../../contracts/sites.ts";
import { AUDIENCE_CONDITIONS } from "../../../contracts/personalisation/audience.ts";
import { previewGrant } from "../../preview/preview-mode.server.ts";
import { Workbench } from "../../preview/workbench/workbench.tsx";

/**
 * `/workbench`: the editors' workbench (standing in for the content tool), for holders of the
 * preview secret only (`?previewToken=…` once, then the httpOnly grant cookie); anyone else gets
 * a 404. The preview it frames runs on the storefront's origin (PREVIEW_ORIGIN, in the preview
 * settings), which differs
 * from the workbench's own port as a real content tool's would.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { preview } = context.storefront.settings;
  const grant = previewGrant(request, preview);
  if (!grant.granted) throw data(null, { status: 404 });
  const headers = new Headers({ "cache-control": "no-store" });
  if (grant.grantCookie) headers.append("set-cookie", grant.grantCookie);
  return data(
    {
      sites: SITES.map((site) => ({ siteId: site.siteId, localePath: site.localePath })),
      previewOrigin: preview.origin ?? new URL(request.url).origin,
      // The framed preview asks for preview mode with the secret (a cross-site frame may not
      // send the grant cookie); only editors who hold it ever see this page.
      previewToken: preview.token!,
      audiences: [...AUDIENCE_CONDITIONS],
    },
    { headers },
  );
}

export const meta = () => [{ title: "Workbench | Ridgeline" }, { name: "robots", content: "noindex" }];

export default function WorkbenchRoute() {
  const props = useLoaderData<typeof loader>();
  return <Workbench {...props} />;
}
