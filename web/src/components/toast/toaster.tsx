import { lazy, Suspense, useEffect, useState } from "react";
import { toaster } from "../../lib/toast";

const ToastList = lazy(() => import("./toast-list"));

/**
 * Renders the notices raised with showToast; placed once by AppProviders. The toast machinery
 * loads with the first notice (it then shows the notices raised meanwhile), not with every page.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => (needed ? undefined : toaster.subscribe(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
