import { Text, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A form that the app sends. On a page the server rendered its fields take typing at once (the
 * app takes the text over as it starts: app/take-over.ts); a press of its button before the app is
 * live is held by the page's loader (app/wake.ts, which shows the line below meanwhile) and made
 * again once it is, so the form is sent once, by the app, not as a plain GET with its fields in the
 * address. Without JavaScript the form says that it needs it, unless it `postsWithoutApp` (a plain
 * POST the server answers with the page: features/contact).
 */
export function LiveFieldset({
  children,
  postsWithoutApp = false,
}: {
  children: ReactNode;
  postsWithoutApp?: boolean;
}) {
  return (
    // data-needs-app: the page's loader starts the app when idle, not on intent.
    <chakra.fieldset minW="0" data-needs-app="">
      {children}
      <Text role="status" data-held="" hidden mt="3" color="gray.700">
        The page is still loading: your form is sent as soon as it has.
      </Text>
      {!postsWithoutApp && (
        <noscript>
          <Text mt="3" color="red.700">
            Sending this form needs JavaScript, which is turned off in your browser.
          </Text>
        </noscript>
      )}
    </chakra.fieldset>
  );
}
