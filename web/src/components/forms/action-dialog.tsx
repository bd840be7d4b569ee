import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { DialogRoot } from "../ui/dialog-root";
import { DialogActions } from "../ui/dialog-actions";

interface ActionDialogProps {
  title: string;
  /** The form's accessible name, if it is to be a form landmark. */
  formLabel?: string;
  submitLabel: string;
  loadingText: string;
  loading: boolean;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** A destructive action: the submit button is red. */
  danger?: boolean;
  /** "outside": a dialog taller than the window scrolls with the page, not its body alone. */
  scrollBehavior?: "inside" | "outside";
  children: ReactNode;
}

/**
 * A centred dialog whose form does one action (the admin's user dialogs, granting seats): its
 * title, fields, Cancel and submit. While the action runs it cannot be closed.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { title, onClose, loading } = props;
  return (
    <DialogRoot
      open
      onOpenChange={change => !change.open && !loading && onClose()}
      placement="center"
      scrollBehavior={props.scrollBehavior ?? "inside"}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form noValidate onSubmit={props.onSubmit} aria-label={props.formLabel}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{props.children}</Dialog.Body>
              <DialogActions
                onCancel={onClose}
                label={props.submitLabel}
                loadingText={props.loadingText}
                loading={loading}
                danger={props.danger}
              />
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
