import { createContext, useContext } from "react";

/**
 * A form a visitor sent without JavaScript (a plain POST: api modules/contact/contact.http.ts),
 * as the server's render of its page shows it (api http/page-renderer.ts `PostedForm`): what was
 * typed, each field's refusal or the form's, or that it was sent.
 */
export interface PostedForm {
  /** Which form of the page it is. */
  name: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refusal of the whole form (too many sent), if any. */
  message?: string;
  sent: boolean;
}

/** The form the page's render shows (only in the server's render of such an answer). */
export const PostedFormContext = createContext<PostedForm | null>(null);

/** The sent form named `name`, when the page answers it. */
export function usePostedForm(name: string): PostedForm | null {
  const form = useContext(PostedFormContext);
  return form?.name === name ? form : null;
}
