import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogRoot } from "../../../components/ui/page-recipes";

interface InfoDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom, if any (the close button is the frame's). */
  footer?: ReactNode;
}

/** A dialog that shows something about one payment (no form): its title, body and buttons. */
export function InfoDialog({ title, onClose, children, footer }: InfoDialogProps) {
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
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
