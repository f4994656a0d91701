import { TOAST_SECONDS } from "@school/contracts";
import useMessage from "antd/es/message/useMessage";
import { useEffect } from "react";
import { registerToaster } from "./toast";

/** Ant Design's context-aware message instance, handed to `toast` for code outside components. */
export function ToastHost() {
  const [message, holder] = useMessage({ duration: TOAST_SECONDS, maxCount: 3 });
  useEffect(() => {
    registerToaster(message);
    return () => registerToaster(null);
  }, [message]);
  return holder;
}
