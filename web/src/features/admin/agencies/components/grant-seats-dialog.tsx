import { Field, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { ActionDialog } from "../../../../components/forms/action-dialog";
import { SelectField } from "../../../../components/forms/select-field";
import { useAdminGrantAgencySeatsMutation } from "../admin-agencies.generated";
import { useAdminCourseOptionsQuery } from "../../certificates/admin-certificates.generated";
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
    <ActionDialog
      title="Grant Seats"
      formLabel="Grant seats"
      submitLabel="Grant Seats"
      loadingText="Granting..."
      loading={loading}
      onClose={onClose}
      onSubmit={event => void submit(event)}
      scrollBehavior="outside"
    >
      <Stack gap="4">
        <Text>
          Seats of a course for <strong>{agency.name}</strong>, without payment. They add to the
          seats it holds.
        </Text>
        <SelectField
          label="Course"
          name="courseId"
          options={options.map(course => ({ value: String(course.id), label: course.title }))}
          value={chosen}
          onChange={event => setCourseId(event.target.value)}
        />
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
    </ActionDialog>
  );
}
