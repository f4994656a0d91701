import { DownOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useProfileQuery } from "../../profile/hooks/use-profile.query";
import { useSession } from "../../session/use-session";
import { useLogout } from "../hooks/use-logout";

/** Avatar and name with My profile (→ /settings) and Exit (→ logout, /guest-catalog). */
export function ProfileMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { userData, claims } = useSession();
  const { data: profile } = useProfileQuery();
  const name = profile ? `${profile.first_name} ${profile.last_name}`.trim() : (userData?.user ?? claims?.first_name);

  return (
    <Dropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: "profile",
            icon: <UserOutlined />,
            label: <span data-testid="profile-menu-settings">{t("header.myProfile")}</span>,
          },
          { type: "divider" },
          {
            key: "logout",
            icon: <LogoutOutlined />,
            danger: true,
            label: <span data-testid="logout-button">{t("header.logout")}</span>,
          },
        ],
        onClick: ({ key }) => (key === "logout" ? logout() : navigate("/settings")),
      }}
    >
      {/* Named by its text, "Profile menu: Aigerim Nurlanova", so the name holds the visible one (WCAG 2.5.3). */}
      <Button type="text" data-testid="profile-menu" style={{ height: 44 }}>
        <Avatar size={32} src={profile?.avatar ?? undefined} alt="" icon={<UserOutlined aria-hidden />} />
        <span className="visually-hidden">{t("header.profileMenu")}:</span>
        <span className={compact ? "visually-hidden" : undefined} data-testid="profile-name">
          {name}
        </span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
