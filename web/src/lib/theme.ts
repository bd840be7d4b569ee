import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/** Height of the fixed top bar; the layout pads below it and anchors scroll clear of it. */
export const HEADER_HEIGHT = "4rem";

const config = defineConfig({
  globalCss: {
    html: {
      scrollBehavior: "smooth",
      scrollPaddingTop: HEADER_HEIGHT,
    },
    body: {
      bg: "white",
      color: "gray.800",
    },
  },
  theme: {
    tokens: {
      // Chakra's palette has no indigo; the pre-launch banner is indigo in the product.
      colors: {
        indigo: {
          50: { value: "#eef2ff" },
          100: { value: "#e0e7ff" },
          600: { value: "#4f46e5" },
          700: { value: "#4338ca" },
          800: { value: "#3730a3" },
          900: { value: "#312e81" },
        },
      },
      fonts: {
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
