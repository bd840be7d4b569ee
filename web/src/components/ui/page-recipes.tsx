import { Box, NativeSelect, Table, Tabs } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { NativeSelectRootProps, TableRootProps, TabsRootProps } from "@chakra-ui/react";
import { nativeSelectSlotRecipe, tableSlotRecipe, tabsSlotRecipe } from "@chakra-ui/react/theme";

/*
 * Chakra components that only pages in chunks of their own use, with their recipe given here
 * instead of in lib/theme: the recipe then loads with those pages, not with the home page.
 * Use these roots in place of Tabs.Root, NativeSelect.Root and Table.Root; the parts stay
 * Chakra's. (Dialog.Root is components/ui/dialog-root.)
 */

export function TabsRoot(props: TabsRootProps) {
  return <Tabs.Root recipe={tabsSlotRecipe} {...props} />;
}

/** Where tabs lie beyond an edge; null until measured (the server measures nothing). */
type Overflow = { before: boolean; after: boolean } | null;

/** One edge's cue that more tabs lie that way: a fade with an arrow, which scrolls on a press. */
function ScrollCue({
  side,
  fade,
  onPress,
  hidden,
}: {
  side: "before" | "after";
  fade: string;
  onPress: () => void;
  hidden?: boolean;
}) {
  const after = side === "after";
  return (
    // Only for the eye and a pointer: the tabs themselves are reached by keys and swipes.
    <Box
      aria-hidden="true"
      data-scroll-cue={side}
      hidden={hidden}
      css={{ "&[hidden]": { display: "none" } }}
      onClick={onPress}
      position="absolute"
      top="0"
      bottom="0"
      {...(after ? { insetInlineEnd: "0" } : { insetInlineStart: "0" })}
      w="10"
      display="flex"
      alignItems="center"
      justifyContent={after ? "flex-end" : "flex-start"}
      px="1"
      cursor="pointer"
      color="gray.600"
      fontSize="xl"
      lineHeight="1"
      bgGradient={after ? "to-r" : "to-l"}
      gradientFrom="transparent"
      gradientVia={fade}
      gradientTo={fade}
    >
      {after ? "›" : "‹"}
    </Box>
  );
}

/**
 * A tab list that scrolls sideways on a narrow screen instead of wrapping onto more lines (the
 * focused tab scrolls into view). When tabs lie beyond an edge, that edge fades out under an
 * arrow, so a phone's reader sees that the strip scrolls (pressing the arrow scrolls it).
 * `fade` is the colour behind the tabs (the enclosed variant's is bg.muted).
 */
export function ScrollingTabList({
  mb,
  fade = "bg",
  ...props
}: Tabs.ListProps & { fade?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Nothing is measured on the server: the first render in the browser matches it.
  const [overflow, setOverflow] = useState<Overflow>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const rest = list.scrollWidth - list.clientWidth - Math.abs(list.scrollLeft);
      const next = { before: Math.abs(list.scrollLeft) > 1, after: rest > 1 };
      setOverflow(now => (now?.before === next.before && now.after === next.after ? now : next));
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resized?.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      resized?.disconnect();
    };
  }, []);
  const scroll = (direction: 1 | -1) => {
    const list = ref.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.6, behavior: "smooth" });
  };
  return (
    <Box position="relative" mb={mb}>
      <Tabs.List
        ref={ref}
        overflowX="auto"
        flexWrap="nowrap"
        css={{ scrollbarWidth: "thin", "& > [role=tab]": { flexShrink: 0 } }}
        {...props}
      />
      {overflow?.before && <ScrollCue side="before" fade={fade} onPress={() => scroll(-1)} />}
      {/* Until measured, the end's cue is there hidden: on a page the server rendered, the app's
          loader shows it while the app is not yet live, where the strip scrolls (app/wake.ts). */}
      {(overflow?.after ?? true) && (
        <ScrollCue side="after" fade={fade} onPress={() => scroll(1)} hidden={!overflow} />
      )}
    </Box>
  );
}

export function NativeSelectRoot(props: NativeSelectRootProps) {
  return <NativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

export function TableRoot(props: TableRootProps) {
  return <Table.Root recipe={tableSlotRecipe} {...props} />;
}
