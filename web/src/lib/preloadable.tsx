import { lazy } from "react";
import type { ComponentType } from "react";

/** A component in a chunk of its own, and how to load that chunk ahead of its first render. */
export type Preloadable<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<unknown>;
};

/**
 * A part loaded on demand (`React.lazy`) that renders at once when its chunk was loaded first:
 * markup the server rendered for it is then hydrated with the rest of the page in one pass, not
 * left inert until the chunk arrives (a press on it in between would be lost).
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload });
}
