import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../../../components/forms/form-dialog";
import { SelectField } from "../../../../components/forms/select-field";
import { SwitchField } from "../../../../components/forms/switch-field";
import { TextField } from "../../../../components/forms/text-field";
import { TextareaField } from "../../../../components/forms/textarea-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminCreateCourseMutation,
  useAdminUpdateCourseMutation,
} from "../admin-courses.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import {
  type CourseFlags,
  type CourseValues,
  type EditableCourse,
  CATEGORY_OPTIONS,
  NEW_COURSE_FLAGS,
  NEW_COURSE_VALUES,
  courseInput,
  validateCourse,
  valuesOf,
} from "../course-form";
import { CourseImageUpload } from "./course-image-upload";

interface CourseDialogProps {
  /** The course to edit; null adds a new one. */
  course: EditableCourse | null;
  onClose(): void;
}

const REFETCH = { refetchQueries: ["AdminCourseList"], awaitRefetchQueries: true };

/** Add Course / Edit Course: the spec's fields, rules and defaults. */
export function CourseDialog({ course, onClose }: CourseDialogProps) {
  const form = useForm<CourseValues>(course ? valuesOf(course) : NEW_COURSE_VALUES, validateCourse);
  const [flags, setFlags] = useState<CourseFlags>(
    course
      ? {
          isSelfPaced: course.isSelfPaced,
          isActive: course.isActive,
          isFeatured: course.isFeatured,
        }
      : NEW_COURSE_FLAGS,
  );
  const [create, created] = useAdminCreateCourseMutation(REFETCH);
  const [update, updated] = useAdminUpdateCourseMutation(REFETCH);
  const flag = (name: keyof CourseFlags) => ({
    checked: flags[name],
    onChange: (checked: boolean) => setFlags(current => ({ ...current, [name]: checked })),
  });

  // A refusal names GraphQL's input fields; the form's price is in dollars.
  const failed = { fallback: "Please try again.", form, formFields: { priceCents: "price" } };

  async function save(values: CourseValues) {
    const input = courseInput(values, flags);
    const saved = course
      ? await runMutation(
          async () => (await update({ variables: { id: course.id, input } })).data,
          { title: "Failed to update course", ...failed },
        )
      : await runMutation(async () => (await create({ variables: { input } })).data, {
          title: "Failed to create course",
          ...failed,
        });
    if (!saved) return;
    showToast("success", {
      title: course ? "Course Updated" : "Course Created",
      description: `${input.title} was saved.`,
    });
    onClose();
  }

  return (
    <FormDialog
      title={course ? "Edit Course" : "Add Course"}
      submitLabel={course ? "Save Changes" : "Create Course"}
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
    >
      <Stack gap="4">
        <TextField label="Title" required {...form.field("title")} />
        <TextareaField label="Description" required rows={4} {...form.field("description")} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Price ($)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...form.field("price")}
          />
          <TextField
            label="Hours"
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.field("hours")}
          />
          <TextField
            label="Credit Hours"
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            helperText="Continuing-education credit the course earns."
            {...form.field("creditHours")}
          />
          <SelectField
            label="Category"
            required
            options={CATEGORY_OPTIONS}
            {...form.field("category")}
          />
        </SimpleGrid>
        <TextField label="Instructor Name" {...form.field("instructorName")} />
        <TextField
          label="Moodle Course ID"
          helperText="Optional: the course in the learning system."
          {...form.field("moodleCourseId")}
        />
        <TextField
          label="Image URL"
          helperText="An https:// address, or a path on this site such as /images/course.jpg"
          {...form.field("imageUrl")}
        />
        {course && (
          <CourseImageUpload
            courseId={course.id}
            onUploaded={imageUrl => form.setValue("imageUrl", imageUrl)}
          />
        )}
        <Stack gap="3">
          <SwitchField label="Self-Paced" {...flag("isSelfPaced")} />
          <SwitchField label="Active" {...flag("isActive")} />
          <SwitchField label="Featured" {...flag("isFeatured")} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
