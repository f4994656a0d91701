import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { setRenderEnvironment } from "../ui/render-environment";
import { ToastBridge } from "./ToastBridge";

/**
 * The query cache and the toast host, around text in the theme's font (ui/lite/lite.css). Ant Design's theme and
 * locale are not here: each subtree drawn with it brings them in its AntdScope (decision 0038).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // From the first effects on (a hydration's included, the root's last), a render is the browser's own. Here, in a
  // component the server draws too: one of the browser's alone would shift the ids React gives the page's parts.
  useEffect(() => setRenderEnvironment({ drawingServerPage: false }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="lite-root">
        <ToastBridge />
        {children}
      </div>
    </QueryClientProvider>
  );
}
