import { lazy, Suspense, useEffect, useState } from "react";
import { onToastHostWanted } from "./toast";

const ToastHost = lazy(() => import("./ToastHost").then((module) => ({ default: module.ToastHost })));

/** Mounts Ant Design's message host inside the providers (theme, locale) once the first toast is raised. */
export function ToastBridge() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToastHostWanted(() => setWanted(true));
    return () => onToastHostWanted(null);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
