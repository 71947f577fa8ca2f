import type { Decorator } from "@storybook/react-vite";
import { ScriptLoaderContext, type ScriptRequest } from "../../../ui/third-party-script.ts";
import { fakeScriptLoader } from "./fake-script-loader.ts";

/**
 * Storybook only: no third-party script is fetched. The fake loader "loads" at once and stands
 * in for the providers: a Curalate-style client object that fills its container with photos,
 * and an Olapic-style widget that does the same in the element its script names.
 */
const PHOTOS = [
  ["/media/card-jackets.svg", "A red jacket on a summit"],
  ["/media/card-packs.svg", "Packs at a mountain hut"],
  ["/media/card-footwear.svg", "Boots on a rocky trail"],
  ["/media/story-trail.svg", "Runners on a ridge at dawn"],
] as const;

function fillWithPhotos(element: Element | null) {
  if (!element) return;
  const list = document.createElement("ul");
  list.style.cssText = "display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px;list-style:none;margin:0;padding:0";
  for (const [url, alt] of PHOTOS) {
    const item = document.createElement("li");
    const image = document.createElement("img");
    image.src = url;
    image.alt = alt;
    image.style.cssText = "display:block;width:100%;aspect-ratio:1;object-fit:cover";
    item.append(image);
    list.append(item);
  }
  element.replaceChildren(list);
}

function standIn(request: ScriptRequest) {
  if (request.data?.olapic) {
    fillWithPhotos(document.getElementById(request.data.olapic));
    return;
  }
  const container = (id: string) => document.querySelector(`[data-crl8-container-id="${CSS.escape(id)}"]`);
  (window as { crl8?: unknown }).crl8 = {
    ready: (callback: () => void) => callback(),
    createExperience: (id: string) => fillWithPhotos(container(id)),
    destroyExperience: (id: string) => container(id)?.replaceChildren(),
  };
}

export const withStoryGalleryScripts: Decorator = (Story) => (
  <ScriptLoaderContext.Provider value={fakeScriptLoader({ autoLoad: true, onLoad: standIn })}>
    <Story />
  </ScriptLoaderContext.Provider>
);

/** A loader whose every script fails, as when the provider is down (the failure is logged). */
export const withFailingGalleryScripts: Decorator = (Story) => {
  const loader = fakeScriptLoader();
  return (
    <ScriptLoaderContext.Provider
      value={{
        load: (request) => {
          const handle = loader.load(request);
          queueMicrotask(() => loader.scripts.at(-1)?.fail());
          return handle;
        },
      }}
    >
      <Story />
    </ScriptLoaderContext.Provider>
  );
};
