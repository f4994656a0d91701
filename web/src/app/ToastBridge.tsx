import { lazy, useEffect, useState } from "react";
import { AntdScope } from "../antd-scope/AntdScope";
import { onToastHostWanted } from "../ui/toast";

const ToastHost = lazy(() => import("../ui/ToastHost").then((module) => ({ default: module.ToastHost })));

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
