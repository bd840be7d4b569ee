import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogRoot } from "./dialog-root";

interface ViewDialogProps {
  onClose(): void;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
}

/**
 * A dialog to read something in (no form): centred, its body scrolling, closed by its close
 * button, Escape or a click beside it. Its content is one `DialogView` or another; swapping the
 * view keeps the dialog open.
 */
export function ViewDialog({ onClose, size = "md", children }: ViewDialogProps) {
  return (
    <DialogRoot
      open
      onOpenChange={change => !change.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={size}
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
