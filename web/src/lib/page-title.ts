import { useEffect } from "react";

/** The site's own title: the home page's, and every page's that names none (as the server's). */
export const SITE_TITLE = "Guardian Academy | Professional Bail Enforcement Training";

/**
 * The tab's title while the page is shown, "{title} | Guardian Academy", as the server names the
 * page on a first load (api modules/site); the site's own title again when it goes. Nothing while
 * `title` is undefined (the page is still loading).
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | Guardian Academy`;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
