import { chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLive } from "../../lib/server-rendered";

/**
 * A form's fields and buttons, disabled until the app is live. On a page the server rendered,
 * text typed before the app takes the form over would be lost, and a press of its button would send
 * the form as a plain GET, its fields in the address. A page the browser renders is live at once.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  return (
    // data-needs-app: the page's loader (app/wake.ts) starts the app when idle, not on intent.
    <chakra.fieldset disabled={!useLive()} minW="0" data-needs-app="">
      {children}
    </chakra.fieldset>
  );
}
