import { CloseButton, Dialog, Portal, chakra } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { DialogRoot } from "../ui/dialog-root";
import { DialogActions } from "../ui/dialog-actions";

interface FormDialogProps {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A dialog holding one form: its title names the form, Cancel or Escape closes it. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  saving,
  submitLabel,
  children,
}: FormDialogProps) {
  return (
    <DialogRoot
      open
      onOpenChange={details => !details.open && onClose()}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={onSubmit}
              aria-label={title}
              display="flex"
              flexDirection="column"
              flex="1"
              minH="0"
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <DialogActions
                onCancel={onClose}
                label={submitLabel}
                loadingText="Saving..."
                loading={saving}
              />
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
