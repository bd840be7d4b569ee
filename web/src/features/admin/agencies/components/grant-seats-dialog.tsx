import {
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  chakra,
} from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { DialogActions } from "../../../../components/ui/dialog-actions";
import { DialogRoot } from "../../../../components/ui/dialog-root";
import { NativeSelectRoot } from "../../../../components/ui/page-recipes";
import {
  useAdminCourseOptionsQuery,
  useAdminGrantAgencySeatsMutation,
} from "../../../../graphql/admin/hooks";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

interface GrantSeatsDialogProps {
  agency: { id: number; name: string };
  onClose(): void;
}

/** Grants an agency seats of a course without payment (added to its own; audited). */
export function GrantSeatsDialog({ agency, onClose }: GrantSeatsDialogProps) {
  const courses = useAdminCourseOptionsQuery();
  const [courseId, setCourseId] = useState("");
  const [seats, setSeats] = useState("1");
  const [grant, { loading }] = useAdminGrantAgencySeatsMutation({
    refetchQueries: ["AdminAgencies"],
  });
  const options = courses.data?.courses ?? [];
  const chosen = courseId || String(options[0]?.id ?? "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await runMutation(
      async () =>
        (
          await grant({
            variables: { agencyId: agency.id, courseId: Number(chosen), seats: Number(seats) },
          })
        ).data?.adminGrantAgencySeats,
      { title: "Seats Not Granted", fallback: "Please try again." },
    );
    if (!done) return;
    showToast("success", {
      title: "Seats Granted",
      description: `${agency.name}: ${seats} more seats.`,
    });
    onClose();
  };

  return (
    <DialogRoot
      open
      placement="center"
      onOpenChange={change => !change.open && !loading && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <chakra.form noValidate onSubmit={submit} aria-label="Grant seats">
              <Dialog.Header>
                <Dialog.Title>Grant Seats</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    Seats of a course for <strong>{agency.name}</strong>, without payment. They add
                    to the seats it holds.
                  </Text>
                  <Field.Root>
                    <Field.Label>Course</Field.Label>
                    <NativeSelectRoot>
                      <NativeSelect.Field
                        value={chosen}
                        onChange={event => setCourseId(event.target.value)}
                      >
                        {options.map(course => (
                          <option key={course.id} value={course.id}>
                            {course.title}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelectRoot>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Seats</Field.Label>
                    <Input
                      type="number"
                      min={1}
                      max={10000}
                      value={seats}
                      onChange={event => setSeats(event.target.value)}
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <DialogActions
                onCancel={onClose}
                label="Grant Seats"
                loadingText="Granting..."
                loading={loading}
              />
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={loading} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
