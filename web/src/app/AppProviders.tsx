import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastBridge } from "./ToastBridge";

/**
 * The query cache and the toast host, around text in the theme's font (ui/lite/lite.css). Ant Design's theme and
 * locale are not here: each subtree drawn with it brings them in its AntdScope (decision 0038).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="lite-root">
        <ToastBridge />
        {children}
      </div>
    </QueryClientProvider>
  );
}
