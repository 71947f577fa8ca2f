import type { StorybookConfig } from "@storybook/react-vite";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";

/**
 * The project's vite.config.ts is loaded by the Vite builder: it brings the `storefront:block-chunks`
 * plugin (kept: block definitions are transformed exactly as in the app) and the React Router
 * framework plugins, which take over the whole build (routes, server entry, HMR) and break
 * Storybook, so they are removed here.
 */
const isReactRouterPlugin = (name: string) => name.startsWith("react-router") || name === "prerender";

/** Plugins as Vite accepts them: nested arrays and promises, flattened and awaited. */
async function flatten(option: PluginOption): Promise<PluginOption[]> {
  const value = await option;
  if (Array.isArray(value)) return (await Promise.all(value.map(flatten))).flat();
  return value ? [value] : [];
}

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins = (await flatten(viteConfig.plugins ?? [])).filter(
      (plugin) => !(plugin && typeof plugin === "object" && "name" in plugin && isReactRouterPlugin(plugin.name)),
    );
    return { ...viteConfig, plugins: [...plugins, react()] };
  },
};

export default config;
