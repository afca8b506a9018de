import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import BellOutlined from '@ant-design/icons-svg/lib/asn/BellOutlined';
import BookOutlined from '@ant-design/icons-svg/lib/asn/BookOutlined';
import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/lib/asn/CreditCardOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/lib/asn/FileDoneOutlined';
import HistoryOutlined from '@ant-design/icons-svg/lib/asn/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons-svg/lib/asn/IdcardOutlined';
import LogoutOutlined from '@ant-design/icons-svg/lib/asn/LogoutOutlined';
import MenuOutlined from '@ant-design/icons-svg/lib/asn/MenuOutlined';
import NotificationOutlined from '@ant-design/icons-svg/lib/asn/NotificationOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/lib/asn/QuestionCircleOutlined';
import SearchOutlined from '@ant-design/icons-svg/lib/asn/SearchOutlined';
import SettingOutlined from '@ant-design/icons-svg/lib/asn/SettingOutlined';
import SolutionOutlined from '@ant-design/icons-svg/lib/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined';
import UsergroupAddOutlined from '@ant-design/icons-svg/lib/asn/UsergroupAddOutlined';
import type { MenuIcon } from '../../app/menu';

/**
 * The frame's icons: Ant Design's outlined set as plain SVG data (@ant-design/icons-svg), drawn without
 * antd or its icon component, so the signed-in frame ships no antd.
 */
const icons: Record<MenuIcon | 'menu' | 'close' | 'search', IconDefinition> = {
  dashboard: AppstoreOutlined,
  createNotification: NotificationOutlined,
  notifications: BellOutlined,
  applications: FileDoneOutlined,
  subscription: CreditCardOutlined,
  profile: UserOutlined,
  assigned: SolutionOutlined,
  jobHistory: HistoryOutlined,
  registeredCandidates: IdcardOutlined,
  subscribers: UsergroupAddOutlined,
  admins: TeamOutlined,
  settings: SettingOutlined,
  helpArticles: BookOutlined,
  helpCenter: QuestionCircleOutlined,
  logout: LogoutOutlined,
  menu: MenuOutlined,
  close: CloseOutlined,
  search: SearchOutlined,
};

export type FrameIconName = keyof typeof icons;

/** Every icon the frame can draw: each menu icon name of the route data, plus the frame's own. */
export const frameIconNames = Object.keys(icons) as FrameIconName[];

/** SVG attributes as React names them: `fill-rule` is `fillRule`, `class` is `className`. */
const reactAttributes = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

function draw(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { ...reactAttributes(node.attrs), key }, ...(node.children ?? []).map(draw));
}

/** A decorative icon (hidden from assistive technology: the text or label beside it names the action). */
export function FrameIcon({ name }: { name: FrameIconName }) {
  const { icon } = icons[name];
  if (typeof icon === 'function') throw new Error(`${name} is a two-tone icon; the frame draws outlined ones.`);
  return (
    <svg
      {...reactAttributes(icon.attrs)}
      className="portal-icon"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {(icon.children ?? []).map(draw)}
    </svg>
  );
}
