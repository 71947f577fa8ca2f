/**
 * The third-party (Cloudinary-style) video player: its library is a script from configuration,
 * loaded once per page, asynchronously, when the first eligible video mounts. The library is
 * expected to define `window.cloudinary.videoPlayer(element, options)`, answering a player with
 * `source(publicId, { sourceTypes })` and `dispose()`; it wraps our own `<video>` element, so
 * play and pause stay the element's.
 */

export interface ThirdPartyPlayerOptions {
  cloudName: string;
  loop: boolean;
  muted: boolean;
  controls: boolean;
  /** We start playback ourselves (reduced motion, the paused property). */
  autoplay: false;
}

export interface ThirdPartyPlayer {
  source(publicId: string, options?: { sourceTypes?: string[] }): unknown;
  dispose?(): void;
}

export interface ThirdPartyPlayerLibrary {
  videoPlayer(element: HTMLVideoElement, options: ThirdPartyPlayerOptions): ThirdPartyPlayer;
}

type WithLibrary = { cloudinary?: Partial<ThirdPartyPlayerLibrary> };

function libraryOnWindow(): ThirdPartyPlayerLibrary | undefined {
  const candidate = (window as unknown as WithLibrary).cloudinary;
  return typeof candidate?.videoPlayer === "function" ? (candidate as ThirdPartyPlayerLibrary) : undefined;
}

const loads = new Map<string, Promise<ThirdPartyPlayerLibrary>>();

function addStylesheet(href: string): void {
  if (document.querySelector(`link[data-third-party-player][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.dataset.thirdPartyPlayer = "";
  document.head.append(link);
}

/**
 * Loads the player library (once per URL; a failed load may be retried). `scriptUrl` and
 * `stylesUrl` come from configuration and are checked there.
 */
export function loadThirdPartyPlayerLibrary(scriptUrl: string, stylesUrl?: string): Promise<ThirdPartyPlayerLibrary> {
  const ready = libraryOnWindow();
  if (ready) return Promise.resolve(ready);
  let load = loads.get(scriptUrl);
  if (!load) {
    if (stylesUrl) addStylesheet(stylesUrl);
    load = new Promise<ThirdPartyPlayerLibrary>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.dataset.thirdPartyPlayer = "";
      script.addEventListener("load", () => {
        const library = libraryOnWindow();
        if (library) resolve(library);
        else reject(new Error(`${scriptUrl} did not define cloudinary.videoPlayer`));
      });
      script.addEventListener("error", () => {
        script.remove();
        reject(new Error(`${scriptUrl} failed to load`));
      });
      document.head.append(script);
    });
    load.catch(() => loads.delete(scriptUrl));
    loads.set(scriptUrl, load);
  }
  return load;
}

/** Tests only: forget loaded libraries. */
export function resetThirdPartyPlayerLoads(): void {
  loads.clear();
}
