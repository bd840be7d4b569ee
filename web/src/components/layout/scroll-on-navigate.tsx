import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/**
 * Scrolls as a multi-page site would: to the element a #hash names, to the top on a new page,
 * and not at all on Back and Forward (the page keeps where the visitor was).
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (type !== "POP") window.scrollTo(0, 0);
  }, [pathname, hash, key, type]);
  return null;
}
