import { createToaster } from "@chakra-ui/react";

/** One toaster for the whole app; components/toast renders it once, in AppProviders. */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true });

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
  // An id of undefined would replace the one the toaster makes up. The toaster renders
  // synchronously, which React refuses while it is committing: wait for the current task.
  queueMicrotask(() => {
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
