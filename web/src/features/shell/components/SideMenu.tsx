import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  InfoCircleOutlined,
  PlayCircleOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  ShopOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { type NavItem, navFor, type SignedInRole } from "@school/contracts";
import { Menu, type MenuProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { runtimeKey } from "../../../ui/runtime-key";

export type NavAction = NonNullable<NavItem["action"]>;
type MenuItem = Required<MenuProps>["items"][number];

const ICONS: Record<string, ReactNode> = {
  users: <TeamOutlined />,
  pipeline: <ProjectOutlined />,
  schedule: <CalendarOutlined />,
  catalog: <ShopOutlined />,
  analytics: <BarChartOutlined />,
  programmes: <BookOutlined />,
  schoolProgrammes: <AppstoreOutlined />,
  myProgrammes: <ReadOutlined />,
  sections: <UnorderedListOutlined />,
  info: <InfoCircleOutlined />,
  faq: <QuestionCircleOutlined />,
  onboardingVideo: <PlayCircleOutlined />,
};

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** The row whose route is the longest prefix of the current path ("/" only matches itself). */
function selectedKeyFor(items: readonly NavItem[], pathname: string): string | undefined {
  const matches = flatten(items).filter(
    (item) => item.to !== undefined && (item.to === "/" ? pathname === "/" : pathname.startsWith(item.to)),
  );
  return matches.sort((first, second) => (second.to?.length ?? 0) - (first.to?.length ?? 0))[0]?.key;
}

/** The side navigation of spec section 2, built from the shared NAV_MENU for the signed-in role. */
export function SideMenu({
  role,
  onAction,
  onNavigate,
}: {
  role: SignedInRole;
  onAction: (action: NavAction) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navFor(role);
  const byKey = new Map(flatten(items).map((item) => [item.key, item]));

  const toMenuItem = (item: NavItem): MenuItem => ({
    key: item.key,
    icon: ICONS[item.key],
    label: <span data-testid={`menu-${item.key}`}>{t(runtimeKey(`nav.${item.key}`))}</span>,
    children: item.children?.map(toMenuItem),
  });

  return (
    <Menu
      mode="inline"
      inlineIndent={16}
      className="side-menu"
      style={{ borderInlineEnd: "none" }}
      data-testid="side-menu"
      items={items.map(toMenuItem)}
      selectedKeys={[selectedKeyFor(items, pathname) ?? ""]}
      defaultOpenKeys={["programmes"]}
      onClick={({ key }) => {
        const item = byKey.get(key);
        if (item?.to !== undefined) {
          navigate(item.to);
          onNavigate?.();
        } else if (item?.action !== undefined) {
          onAction(item.action);
          onNavigate?.();
        }
      }}
    />
  );
}
