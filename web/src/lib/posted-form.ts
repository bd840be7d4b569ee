import type { PostedForm } from "@guardian/rules";
import { createContext, useContext } from "react";

/**
 * The form a visitor sent without JavaScript (a plain POST: api modules/contact/contact.http.ts)
 * that the page's render shows (only in the server's render of such an answer).
 */
export const PostedFormContext = createContext<PostedForm | null>(null);

/** The sent form named `name`, when the page answers it. */
export function usePostedForm(name: string): PostedForm | null {
  const form = useContext(PostedFormContext);
  return form?.name === name ? form : null;
}
