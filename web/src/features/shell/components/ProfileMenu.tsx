import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DownIcon } from "../../../ui/lite/icons/DownIcon";
import { LogoutIcon } from "../../../ui/lite/icons/LogoutIcon";
import { UserIcon } from "../../../ui/lite/icons/UserIcon";
import { MenuButton } from "../../../ui/lite/MenuButton";
import { useProfileQuery } from "../../profile";
import { useSession } from "../../session";
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
    <MenuButton
      align="end"
      items={[
        {
          key: "profile",
          icon: <UserIcon />,
          label: <span data-testid="profile-menu-settings">{t("header.myProfile")}</span>,
        },
        { key: "divider", type: "separator" },
        {
          key: "logout",
          icon: <LogoutIcon />,
          danger: true,
          label: <span data-testid="logout-button">{t("header.logout")}</span>,
        },
      ]}
      onSelect={(key) => (key === "logout" ? logout() : navigate("/settings"))}
      data-testid="profile-menu"
      style={{ height: 44 }}
    >
      {/* Named by its text, "Profile menu: Aigerim Nurlanova", so the name holds the visible one (WCAG 2.5.3). */}
      <span className="avatar" aria-hidden="true">
        {profile?.avatar ? <img src={profile.avatar} alt="" className="avatar__image" /> : <UserIcon />}
      </span>
      <span className="visually-hidden">{t("header.profileMenu")}:</span>
      <span className={compact ? "visually-hidden" : undefined} data-testid="profile-name">
        {name}
      </span>
      <DownIcon style={{ fontSize: 10 }} />
    </MenuButton>
  );
}
