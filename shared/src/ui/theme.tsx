// Build-time entry `@portal/shared/ui/theme`: the one antd theme. antd is not shared at run time (each remote
// bundles the components it uses, tree-shaken), so each remote's pages are wrapped in this provider by the
// build (shared/federation exposes.cjs); the shell's frame draws the same colours in plain CSS.
import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { portalColors } from './colors';

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: portalColors.primary,
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // antd's secondary texts (statistic titles, description labels) are rgba(0,0,0,0.45): 3.4:1 on white, under
    // WCAG AA. At 0.65 they are 7:1 (found by axe on the dashboards, e2e/tests/signed-in-a11y.spec.ts).
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    // A select's placeholder is text a user must read (antd's 0.25 is 1.9:1): at 0.55 it is 4.7:1. Errors in red-7
    // (#cf1322, 5.6:1; antd's #ff4d4f is 3.3:1): a field's error, a failed payment's status.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: portalColors.error,
    // Links in the primary colour (6.7:1; antd's default link blue #1677ff is 4.1:1 on white), and green tags'
    // text a step darker (5.4:1 on their light green; antd's #389e0d is 3.4:1).
    colorLink: portalColors.primary,
    green7: '#237804',
  },
  components: {
    Layout: { siderBg: portalColors.navy, headerBg: '#ffffff', bodyBg: '#f8fafc' },
    Menu: { darkItemBg: portalColors.navy, darkItemSelectedBg: portalColors.primary },
    // A table with no rows says so ('No applications found.', 'No payments yet.') in antd's disabled grey, 1.9:1:
    // in the secondary texts' colour it is 7:1.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
  },
};

/** The portal's antd theme around a tree. */
export function PortalTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={portalTheme}>{children}</ConfigProvider>;
}

/** A page component inside the portal's theme: what a remote that uses antd exposes for each page. */
export function themedPage<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function ThemedPage(props: Props) {
    return (
      <PortalTheme>
        <Page {...props} />
      </PortalTheme>
    );
  }
  ThemedPage.displayName = `Themed(${Page.displayName ?? Page.name ?? 'Page'})`;
  return ThemedPage;
}
