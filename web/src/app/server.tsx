// The server's renderer of the public pages (built by `vite build --ssr` into web/dist-server and
// loaded by the API: api http/page-renderer.ts). Each page is rendered as the browser would render
// it for a visitor, its GraphQL operations executed in-process by the API, with the styles it uses
// and the Apollo cache's state for the browser to hydrate from (main.tsx).
import { ApolloClient, ApolloLink } from "@apollo/client";
import type { PostedForm, RenderedPage } from "@guardian/rules";
import { prerenderStatic } from "@apollo/client/react/ssr";
import createEmotionCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { Observable } from "rxjs";
import { print } from "graphql";
import type { FormattedExecutionResult } from "graphql";
import { MeDocument } from "../lib/session/session.generated";
import { PostedFormContext } from "../lib/posted-form";
import { ServerRendered } from "../lib/server-rendered";
import { createCache } from "./apollo";
import { pageStyles } from "./page-styles";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

/** Runs one GraphQL operation as the visitor (the API's own schema and context). */
export type Execute = (
  query: string,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<FormattedExecutionResult>;

/**
 * Renders `url` for a visitor, or null when an operation failed (the browser then renders the
 * page itself, with its own error and retry states). `signal` ends a render that takes too long.
 * The render reads no cookie: a page is the same for every visitor (the API caches it by URL),
 * except the answer to a form sent without JavaScript, which shows that `form` (never cached).
 * With `viewer`, the page is rendered for the signed-in caller `execute` runs as (their
 * dashboard: issue 50 item 5, never cached): their session is asked for first, and without one
 * nothing is rendered (null).
 */
export async function renderPage(
  url: string,
  execute: Execute,
  {
    signal,
    form = null,
    viewer = false,
  }: { signal?: AbortSignal; form?: PostedForm | null; viewer?: boolean } = {},
): Promise<RenderedPage | null> {
  let failed = false;
  const client = new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: new ApolloLink(
      operation =>
        new Observable(subscriber => {
          execute(print(operation.query), operation.variables, operation.operationName).then(
            result => {
              if (result.errors?.length) failed = true;
              subscriber.next(result);
              subscriber.complete();
            },
            (error: unknown) => {
              failed = true;
              subscriber.error(error);
            },
          );
        }),
    ),
  });
  // The session (SessionProvider starts from the cache's `me`: lib/session/session-provider.tsx).
  if (viewer) {
    const me = await client.query({ query: MeDocument }).catch(() => null);
    if (!me?.data?.me || failed) return null;
  }
  // No vendor prefixes in the page's rules (stylis' prefixer: -webkit-box and the like, about a
  // third of them): the browsers the portal supports need none. The class names are the same.
  const styles = createEmotionCache({ key: "css", stylisPlugins: [] });
  const { extractCriticalToChunks } = createEmotionServer(styles);
  const { result, aborted } = await prerenderStatic({
    tree: (
      <StrictMode>
        <CacheProvider value={styles}>
          <ServerRendered value>
            <PostedFormContext value={form}>
              <AppProviders client={client}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </PostedFormContext>
          </ServerRendered>
        </CacheProvider>
      </StrictMode>
    ),
    signal,
    // Every part inline, in place: no part sent after the rest with an inline script to move it
    // (the CSP allows no inline script, and a browser without JavaScript would never show it).
    renderFunction: tree =>
      prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  if (failed || aborted) return null;
  const chunks = extractCriticalToChunks(result);
  return {
    html: chunks.html,
    styles: pageStyles(chunks.styles, chunks.html),
    state: JSON.stringify(client.extract()).replace(/</g, "\\u003c"),
  };
}
