import type { ThemeConfig } from 'antd';

/** antd is themed once, here; the onboarding and authenticated layouts apply it. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f172a', headerBg: '#ffffff', bodyBg: '#f8fafc' },
    Menu: { darkItemBg: '#0f172a', darkItemSelectedBg: '#1d4ed8' },
  },
};
