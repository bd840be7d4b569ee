import { createToaster } from "@chakra-ui/react";

/**
 * The one toaster of the app (Zag's toast machine), loaded with the first notice (lib/toast);
 * components/toast/toast-list renders it.
 */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true });
