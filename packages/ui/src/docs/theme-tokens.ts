import themeCss from "../theme.css?raw";

/** One custom property declared in the theme's `@theme` block. */
export type ThemeToken = { name: string; value: string };

/**
 * Reads the tokens straight out of theme.css, so the Foundations page can never drift from the
 * theme the apps import.
 */
export function readThemeTokens(css: string = themeCss): ThemeToken[] {
  const themeBlock = css.slice(css.indexOf("@theme"), css.indexOf("@layer"));
  const tokens: ThemeToken[] = [];
  for (const match of themeBlock.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)) {
    tokens.push({ name: match[1]!, value: match[2]!.replace(/\s+/g, " ").trim() });
  }
  return tokens;
}

export function tokensWithPrefix(prefix: string): ThemeToken[] {
  return readThemeTokens().filter((token) => token.name.startsWith(prefix));
}
