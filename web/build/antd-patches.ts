import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Ant Design's icons label themselves with their English file names ("search", "close", "more"), in the library's
 * own controls as well as the app's (decision 0137): both icon components take their label from `ui/icon-labels.ts`
 * instead, in the reader's language or hidden when the icon only decorates. The server's bundle labels them alike, so
 * that a page it draws is the one the browser takes over. A release that writes the label otherwise fails the build
 * rather than speaking English again.
 */
export function antdIconLabels(): Plugin {
  const labels = resolve(import.meta.dirname, "../src/ui/icon-labels.ts");
  const english = `{
    role: "img",
    "aria-label": icon.name
  }, restProps, {`;
  return {
    name: "school:antd-icon-labels",
    transform: {
      filter: { id: /@ant-design[\\/]icons[\\/]es[\\/]components[\\/]AntdIcon(Light)?\.js$/ },
      handler(code, id) {
        if (!code.includes(english)) throw new Error(`antdIconLabels: ${id} no longer labels its icons as expected`);
        return `import { iconAria } from ${JSON.stringify(labels)};\n${code.replace(
          english,
          `{ role: "img" }, iconAria(icon.name, restProps), restProps, {`,
        )}`;
      },
    },
  };
}

/**
 * Ant Design's theme provider wraps what it holds in a motion provider only once the theme's motion differs from the
 * one around it, and from then on: a reader who asks for reduced motion turns motion off once the page is the app's
 * (the server cannot know), which would wrap the screen anew and draw it again from scratch, throwing away the page
 * the server drew (decision 0179). The provider wraps from the first render instead, whatever the motion; a release
 * that decides it otherwise fails the build.
 */
export function antdSteadyMotion(): Plugin {
  const lazyWrap = "const needWrapMotionProviderRef = React.useRef(false);";
  return {
    name: "school:antd-steady-motion",
    transform: {
      filter: { id: /antd[\\/]es[\\/]config-provider[\\/]MotionWrapper\.js$/ },
      handler(code, id) {
        if (!code.includes(lazyWrap)) throw new Error(`antdSteadyMotion: ${id} no longer wraps as expected`);
        return code.replace(lazyWrap, "const needWrapMotionProviderRef = React.useRef(true);");
      },
    },
  };
}
