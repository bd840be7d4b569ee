import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { SelectField } from "../../../../components/forms/select-field";
import { PeopleListInput, PeopleListPreview } from "../../../../components/people-list/people-list";
import { usePeopleList } from "../../../../components/people-list/use-people-list";
import {
  useAdminBulkEnrollMutation,
  usePreviewBulkEnrollmentLazyQuery,
  type PreviewBulkEnrollmentQuery,
} from "../bulk-enrollment.generated";
import { useCoursesQuery } from "../../../courses/courses.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { ActionDialog } from "../../../../components/forms/action-dialog";
import { countOf } from "../../../../lib/format";
import { courseOptions } from "../admin-user-rules";

type Row = PreviewBulkEnrollmentQuery["previewBulkEnrollment"][number];

const OUTCOME = {
  ENROLL: { label: "Enroll", palette: "green" },
  ALREADY_ENROLLED: { label: "Already enrolled", palette: "gray" },
  ERROR: { label: "Error", palette: "red" },
} as const;

/**
 * Bulk Enroll: the accounts of a CSV list (`first_name,last_name,email`, up to 1 000 rows) enrolled
 * in a course as grants without payment, after a preview of each row.
 */
export function BulkEnrollDialog({ onClose }: { onClose(): void }) {
  const courses = useCoursesQuery();
  const [courseId, setCourseId] = useState("");
  const list = usePeopleList<Row>();
  const { csv, preview } = list;
  const [loadPreview, previewing] = usePreviewBulkEnrollmentLazyQuery({ fetchPolicy: "no-cache" });
  const [enroll, enrolling] = useAdminBulkEnrollMutation({ refetchQueries: ["AdminUsersPage"] });
  const options = courseOptions(courses.data?.courses ?? []);
  const count = preview?.filter(row => row.outcome === "ENROLL").length ?? 0;
  const input = { courseId: Number(courseId), csv };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!courseId) {
      showToast("error", {
        title: "Choose a Course",
        description: "Select the course to enroll in.",
      });
      return;
    }
    if (!preview) {
      await list.check(
        async () => (await loadPreview({ variables: { input } })).data?.previewBulkEnrollment,
      );
      return;
    }
    const rows = await runMutation(
      async () => (await enroll({ variables: { input } })).data?.adminBulkEnroll,
      { title: "Enrollment Failed", fallback: "Nobody was enrolled. Please try again." },
    );
    if (!rows) return;
    const enrolled = rows.filter(row => row.outcome === "ENROLL").length;
    showToast("success", {
      title: "Users Enrolled",
      description: `${countOf(enrolled, "user")} enrolled.`,
    });
    onClose();
  };

  return (
    <ActionDialog
      title="Bulk Enroll"
      submitLabel={preview ? `Enroll ${countOf(count, "User")}` : "Preview"}
      loadingText={preview ? "Enrolling..." : "Checking..."}
      loading={previewing.loading || enrolling.loading}
      onClose={onClose}
      onSubmit={event => void submit(event)}
    >
      <Stack gap="4">
        <Text color="gray.600">
          Enroll the accounts of a list, by their email addresses. No payment is taken; each
          enrollment is recorded as granted by you.
        </Text>
        <SelectField
          name="courseId"
          label="Course"
          required
          placeholder={courses.loading ? "Loading courses..." : "Select a course"}
          disabled={courses.loading}
          options={options}
          value={courseId}
          onChange={event => {
            setCourseId(event.target.value);
            list.clearPreview();
          }}
        />
        <PeopleListInput value={csv} onChange={list.edit} />
        {preview && (
          <PeopleListPreview
            rows={preview}
            outcome={row => ({ ...OUTCOME[row.outcome], error: row.outcome === "ERROR" })}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
