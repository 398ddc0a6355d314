import type { Preview } from "@storybook/react-vite";
import "./preview.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    // Accessibility violations fail the story's test.
    a11y: { test: "error" },
    backgrounds: {
      options: { light: { name: "Light", value: "#fdfbfe" }, dark: { name: "Plum", value: "#3b1a4f" } },
    },
    viewport: {
      options: {
        mobile: { name: "Mobile", styles: { width: "375px", height: "667px" } },
        desktop: { name: "Desktop", styles: { width: "1280px", height: "800px" } },
      },
    },
  },
  initialGlobals: { backgrounds: { value: "light" } },
};

export default preview;
