import { useState } from "react";
import { runMutation } from "../../lib/graphql/run-mutation";
import { PEOPLE_LIST_HEADER } from "./people-list";
import type { PreviewRow } from "./people-list";

/**
 * A list of people as it is edited (PeopleListInput), and the server's preview of what each row
 * would do (PeopleListPreview): a change of the list, or of what it is for, drops the preview.
 */
export function usePeopleList<Row extends PreviewRow>() {
  const [csv, setCsv] = useState(PEOPLE_LIST_HEADER);
  const [preview, setPreview] = useState<readonly Row[] | null>(null);
  return {
    csv,
    preview,
    edit(text: string) {
      setCsv(text);
      setPreview(null);
    },
    clearPreview: () => setPreview(null),
    /** Shows the server's preview of the list, or says why it was refused. */
    async check(load: () => Promise<readonly Row[] | null | undefined>) {
      const rows = await runMutation(load, {
        title: "List Not Read",
        fallback: "The list could not be checked. Please try again.",
      });
      if (rows) setPreview(rows);
    },
  };
}
