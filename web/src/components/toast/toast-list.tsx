import { Toaster as ChakraToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { toastSlotRecipe } from "@chakra-ui/react/theme";
import { toaster } from "../../lib/toaster-store";

/**
 * The notices raised with showToast (lib/toast); loaded by Toaster with the first one, with the
 * toast recipe (given here, not in lib/theme, so that it stays off the home page).
 */
export default function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {toast => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: "sm" }}>
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
