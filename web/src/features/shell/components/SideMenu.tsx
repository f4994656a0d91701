import { type NavItem, navFor, type SignedInRole } from "@school/contracts";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "../../../ui/Link";
import { AppstoreIcon } from "../../../ui/lite/icons/AppstoreIcon";
import { BarChartIcon } from "../../../ui/lite/icons/BarChartIcon";
import { BookIcon } from "../../../ui/lite/icons/BookIcon";
import { CalendarIcon } from "../../../ui/lite/icons/CalendarIcon";
import { CarryOutIcon } from "../../../ui/lite/icons/CarryOutIcon";
import { DownIcon } from "../../../ui/lite/icons/DownIcon";
import { FolderIcon } from "../../../ui/lite/icons/FolderIcon";
import { InfoCircleIcon } from "../../../ui/lite/icons/InfoCircleIcon";
import { MessageIcon } from "../../../ui/lite/icons/MessageIcon";
import { PlayCircleIcon } from "../../../ui/lite/icons/PlayCircleIcon";
import { ProjectIcon } from "../../../ui/lite/icons/ProjectIcon";
import { QuestionCircleIcon } from "../../../ui/lite/icons/QuestionCircleIcon";
import { ReadIcon } from "../../../ui/lite/icons/ReadIcon";
import { ShopIcon } from "../../../ui/lite/icons/ShopIcon";
import { TeamIcon } from "../../../ui/lite/icons/TeamIcon";
import { UnorderedListIcon } from "../../../ui/lite/icons/UnorderedListIcon";
import { WalletIcon } from "../../../ui/lite/icons/WalletIcon";
import { runtimeKey } from "../../../ui/runtime-key";
import "./side-menu.css";

export type NavAction = NonNullable<NavItem["action"]>;

const ICONS: Record<string, ReactNode> = {
  inbox: <MessageIcon />,
  myTasks: <CarryOutIcon />,
  automation: <ProjectIcon />,
  messages: <MessageIcon />,
  myPayments: <WalletIcon />,
  users: <TeamIcon />,
  pipeline: <ProjectIcon />,
  schedule: <CalendarIcon />,
  catalog: <ShopIcon />,
  analytics: <BarChartIcon />,
  finance: <WalletIcon />,
  programmes: <BookIcon />,
  schoolProgrammes: <AppstoreIcon />,
  myProgrammes: <ReadIcon />,
  sections: <UnorderedListIcon />,
  grading: <ProjectIcon />,
  myFiles: <FolderIcon />,
  info: <InfoCircleIcon />,
  faq: <QuestionCircleIcon />,
  onboardingVideo: <PlayCircleIcon />,
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

/** A group of rows (Programmes) that folds open and shut; it starts open. */
function NavGroup({ item, children }: { item: NavItem; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className="side-menu__row side-menu__group"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {ICONS[item.key]}
        <span className="side-menu__label" data-testid={`menu-${item.key}`}>
          {t(runtimeKey(`nav.${item.key}`))}
        </span>
        <DownIcon className={open ? "side-menu__arrow side-menu__arrow--open" : "side-menu__arrow"} />
      </button>
      <ul id={listId} className="side-menu__list side-menu__list--nested" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

/**
 * The side navigation of spec section 2, built from the shared NAV_MENU for the signed-in role: links to the role's
 * screens (the current one marked for screen readers by aria-current) and buttons that open the shell's dialogs.
 */
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
  const { pathname } = useLocation();
  const items = navFor(role);
  const selectedKey = selectedKeyFor(items, pathname);

  const row = (item: NavItem): ReactNode => {
    if (item.children !== undefined) {
      return (
        <NavGroup key={item.key} item={item}>
          {item.children.map(row)}
        </NavGroup>
      );
    }
    const content = (
      <>
        {ICONS[item.key]}
        <span className="side-menu__label" data-testid={`menu-${item.key}`}>
          {t(runtimeKey(`nav.${item.key}`))}
        </span>
      </>
    );
    const { action } = item;
    return (
      <li key={item.key}>
        {item.to !== undefined ? (
          <Link
            to={item.to}
            className="side-menu__row"
            aria-current={item.key === selectedKey ? "page" : undefined}
            onClick={() => onNavigate?.()}
          >
            {content}
          </Link>
        ) : (
          <button
            type="button"
            className="side-menu__row"
            onClick={() => {
              if (action !== undefined) onAction(action);
              onNavigate?.();
            }}
          >
            {content}
          </button>
        )}
      </li>
    );
  };

  return (
    <nav className="side-menu" data-testid="side-menu">
      <ul className="side-menu__list">{items.map(row)}</ul>
    </nav>
  );
}
