import { startTransition, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useServerRendered } from "../../lib/server-rendered";

/**
 * Content below the first screen (the footer, the home page's lower sections), rendered right
 * after the first screen has been committed and painted, as a transition of its own: Chakra
 * computes each element's styles as it renders, and leaving these out of the first render makes
 * the first screen appear sooner and splits the work into shorter tasks. Until then an empty
 * placeholder marked data-pending, as parts loaded on demand are. A page rendered on the server
 * has it all in its HTML already.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(useServerRendered());
  useEffect(() => {
    startTransition(() => setPainted(true));
  }, []);
  return painted ? children : <div data-pending="" />;
}
