import type { MessageInstance } from "antd/es/message/interface";

/**
 * Lets code outside React (the query cache's error handler) raise toasts through the themed, localised
 * message instance of Ant Design's <App>; `ToastBridge` registers it on mount.
 */
let instance: MessageInstance | null = null;

export function registerToaster(messageInstance: MessageInstance | null): void {
  instance = messageInstance;
}

// The text doubles as the key so the same failure raised by several calls shows once.
export const toast = {
  success: (text: string) => instance?.open({ type: "success", content: text, key: text }),
  error: (text: string) => instance?.open({ type: "error", content: text, key: text }),
  warning: (text: string) => instance?.open({ type: "warning", content: text, key: text }),
};
