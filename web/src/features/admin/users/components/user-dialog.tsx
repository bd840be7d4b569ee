import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { DialogRoot } from "../../../../components/ui/dialog-root";
import { DialogActions } from "../../../../components/ui/dialog-actions";

interface UserDialogProps {
  title: string;
  submitLabel: string;
  loadingText: string;
  loading: boolean;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** A destructive action: the submit button is red. */
  danger?: boolean;
  children: ReactNode;
}

/** The frame of every admin user dialog: a form with its title, fields, Cancel and submit. */
export function UserDialog(props: UserDialogProps) {
  const { title, onClose, loading } = props;
  return (
    <DialogRoot
      open
      onOpenChange={change => !change.open && !loading && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form noValidate onSubmit={props.onSubmit}>
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
