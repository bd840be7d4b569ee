import { lazy, Suspense, useSyncExternalStore } from "react";
import { onFirstToast, toastRaised } from "../../lib/toast";

const ToastList = lazy(() => import("./toast-list"));

/**
 * Renders the notices raised with showToast; placed once by AppProviders. The toast machinery
 * loads with the first notice (it then shows the notices raised meanwhile), not with every page.
 */
export function Toaster() {
  const needed = useSyncExternalStore(onFirstToast, toastRaised, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
