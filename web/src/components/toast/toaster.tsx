import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";

/** One toaster for the whole app; placed once by AppProviders. */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true });

/** Transient notices disappear after 3 s; errors stay a little longer so they can be read. */
const DURATION_MS = { success: 3000, info: 3000, error: 6000 } as const;

interface ToastOptions {
  title: string;
  description?: string;
  /** A stable id shows the notice once even if it is raised twice. */
  id?: string;
}

export function showToast(
  type: keyof typeof DURATION_MS,
  { title, description, id }: ToastOptions,
) {
  const toast = { type, title, description, duration: DURATION_MS[type], closable: true };
  // An id of undefined would replace the one the toaster makes up. The toaster renders
  // synchronously, which React refuses while it is committing: wait for the current task.
  queueMicrotask(() => toaster.create(id === undefined ? toast : { ...toast, id }));
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {toast => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
