/** Whether a notice was raised yet, and who waits for the first one (components/toast). */
let raised = false;
const waiting = new Set<() => void>();
export const toastRaised = () => raised;
export function onFirstToast(listener: () => void): () => void {
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Every notice disappears after the spec's 3 s (hovering or leaving the page pauses it). */
const DURATION_MS = { success: 3000, info: 3000, error: 3000 } as const;

export type ToastType = keyof typeof DURATION_MS;

export interface ToastOptions {
  title: string;
  description?: string;
  /** A stable id shows the notice once even if it is raised twice. */
  id?: string;
}

export function showToast(type: ToastType, { title, description, id }: ToastOptions) {
  const toast = { type, title, description, duration: DURATION_MS[type], closable: true };
  // The toast machinery (lib/toaster-store, rendered by components/toast) loads with the first
  // notice, not with every page. The toaster renders synchronously, which React refuses while it
  // is committing: after the current task (the import resolves later). An id of undefined would
  // replace the one the toaster makes up.
  void import("./toaster-store").then(({ toaster }) => {
    if (!raised) {
      raised = true;
      for (const listener of waiting) listener();
    }
    // A success ends the failures told before it ('Payment Failed' beside 'Enrollment
    // Successful' would contradict it).
    if (type === "success") {
      for (const shown of toaster.getVisibleToasts()) {
        if (shown.type === "error" && shown.id) toaster.dismiss(shown.id);
      }
    }
    toaster.create(id === undefined ? toast : { ...toast, id });
  });
}
