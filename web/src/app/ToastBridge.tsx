import { useEffect, useState } from "react";
import { AntdScope } from "../antd-scope/AntdScope";
import { preloadable } from "../ui/preloadable";
import { onToastHostWanted } from "../ui/toast";

const ToastHost = preloadable(() => import("../ui/ToastHost").then((module) => module.ToastHost));

/** Mounts Ant Design's message host, in its theme and locale, once the first toast is raised. */
export function ToastBridge() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToastHostWanted(() => setWanted(true));
    return () => onToastHostWanted(null);
  }, []);
  if (!wanted) return null;
  return (
    <AntdScope>
      <ToastHost />
    </AntdScope>
  );
}
