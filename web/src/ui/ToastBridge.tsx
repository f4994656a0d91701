import { App } from "antd";
import { useEffect } from "react";
import { registerToaster } from "./toast";

/** Hands Ant Design's context-aware message instance to `toast` for code outside components. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    registerToaster(message);
    return () => registerToaster(null);
  }, [message]);
  return null;
}
