import { Button } from "@chakra-ui/react";
import { useMarkContactMessageHandledMutation } from "../admin-messages.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

/** Marks a message handled, or not handled again; the row follows from the server's answer. */
export function HandledButton({
  id,
  handled,
  name,
}: {
  id: number;
  handled: boolean;
  name: string;
}) {
  const [mark, { loading }] = useMarkContactMessageHandledMutation();
  async function toggle() {
    const done = await runMutation(
      async () => (await mark({ variables: { id, handled: !handled } })).data,
      { title: "Update Failed", fallback: "Failed to update the message. Please try again." },
    );
    if (done) {
      showToast("success", {
        title: handled ? "Marked as not handled" : "Marked as handled",
        description: `The message from ${name} is ${handled ? "open again" : "handled"}.`,
      });
    }
  }
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={handled ? "gray" : "green"}
      loading={loading}
      onClick={() => void toggle()}
      aria-label={`${handled ? "Mark unhandled" : "Mark handled"}: message from ${name}`}
    >
      {handled ? "Mark Unhandled" : "Mark Handled"}
    </Button>
  );
}
