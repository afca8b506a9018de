/**
 * The portal's brand colours, in one place. The antd theme (theme.tsx) and inline styles read them here; plain
 * CSS reads the same values as custom properties from tokens.css (colors.test.ts keeps the two equal). Every
 * stylesheet that draws with them imports tokens.css (the shell once, in its root base.css), so each app, its
 * pre-renders and Storybook bundle their own copy and no remote's colours wait for the shell's release.
 */
export const portalColors = {
  /** Buttons, links, focus rings: 6.7:1 against white (antd's default #1677ff is 4.1:1). */
  primary: '#1d4ed8',
  /** The side menu and the dark surfaces. */
  navy: '#0f172a',
  /** Errors: 5.6:1 against white (antd's default #ff4d4f is 3.3:1). */
  error: '#cf1322',
} as const;
