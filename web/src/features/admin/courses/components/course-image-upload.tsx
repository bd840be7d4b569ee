import { Field, Input, Text } from "@chakra-ui/react";
import { type ChangeEvent, useState } from "react";
import { useUploadCourseImageMutation } from "../admin-courses.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { chosenPng } from "../../../../lib/data-url";

/**
 * Upload Image (PNG) for a course being edited: sent at once through the server's image intake;
 * the form's Image URL becomes the uploaded picture's address on this site.
 */
export function CourseImageUpload({
  courseId,
  onUploaded,
}: {
  courseId: number;
  onUploaded(imageUrl: string): void;
}) {
  const [upload, { loading }] = useUploadCourseImageMutation({
    refetchQueries: ["AdminCourseList"],
  });
  const [problem, setProblem] = useState<string | null>(null);

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const image = await chosenPng(event, setProblem);
    if (!image) return;
    const saved = await runMutation(
      async () => (await upload({ variables: { id: courseId, image } })).data,
      { title: "Failed to upload the image", fallback: "Please try again." },
    );
    if (!saved) return;
    onUploaded(saved.uploadCourseImage.imageUrl ?? "");
    showToast("success", {
      title: "Image uploaded",
      description: "The course shows the new picture now.",
    });
  }

  return (
    <Field.Root invalid={problem !== null} disabled={loading}>
      <Field.Label>Upload Image (PNG)</Field.Label>
      <Input
        type="file"
        accept="image/png"
        p="1"
        onChange={event => void chosen(event)}
        aria-describedby={`course-${courseId}-image-help`}
      />
      <Text id={`course-${courseId}-image-help`} fontSize="sm" color="gray.600">
        {loading ? "Uploading…" : "At most 700 KB and 2400 × 2400 pixels; saved at once."}
      </Text>
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
