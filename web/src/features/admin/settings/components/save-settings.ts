import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { SAVED_TITLE, SAVE_FAILED } from "../settings-messages";

/** Runs the saves; one toast tells how it went (the server's reason when it refused). */
export async function saveSettings(saves: (() => Promise<boolean>)[], description: string) {
  const saved = await runMutation(
    async () => ((await Promise.all(saves.map(save => save()))).every(Boolean) ? true : null),
    SAVE_FAILED,
  );
  if (saved) showToast("success", { title: SAVED_TITLE, description });
  return Boolean(saved);
}
