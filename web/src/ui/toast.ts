import type { MessageInstance } from "antd/es/message/interface";

type ToastType = "success" | "error" | "warning";

/**
 * Lets any code (the query cache's error handler, mutations) raise toasts through the themed, localised message
 * instance of Ant Design that `ToastBridge` mounts inside the providers. The message code is downloaded with the
 * first toast, not with the first screen: toasts wait for it in order.
 */
let instance: MessageInstance | null = null;
const waiting: { type: ToastType; text: string }[] = [];
let wantHost: (() => void) | null = null;

/** The bridge asks to be told when a toast needs the message code mounted. */
export function onToastHostWanted(listener: (() => void) | null): void {
  wantHost = listener;
  if (listener !== null && waiting.length > 0) listener();
}

export function registerToaster(messageInstance: MessageInstance | null): void {
  instance = messageInstance;
  if (instance === null) return;
  for (const toast of waiting.splice(0)) show(toast.type, toast.text);
}

function show(type: ToastType, text: string): void {
  if (instance === null) {
    waiting.push({ type, text });
    wantHost?.();
    return;
  }
  // The text doubles as the key so the same failure raised by several calls shows once.
  instance.open({ type, content: text, key: text });
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  warning: (text: string) => show("warning", text),
};
