import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogRoot } from "../../../components/ui/dialog-root";

/**
 * The one dialog of the payments page. Details and Receipt are views inside it (View Receipt
 * swaps the view), so the step from one to the other does not close a dialog under the other.
 */
export function PaymentDialog({ onClose, children }: { onClose(): void; children: ReactNode }) {
  return (
    <DialogRoot
      open
      onOpenChange={change => !change.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

interface DialogViewProps {
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, if any (the close button is the frame's). */
  footer?: ReactNode;
}

/** A view of the dialog: its title, body and buttons. */
export function DialogView({ title, children, footer }: DialogViewProps) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
}
