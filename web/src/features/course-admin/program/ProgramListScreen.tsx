import { PlusOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { useSearchParams } from "../../../ui/use-search-params";
import { ProgramsTable } from "./ProgramsTable";
import "../course-admin.css";

const TABS = ["programs", "dictionaries"] as const;
type TabKey = (typeof TABS)[number];

/**
 * The staff home: the school's programs, and the catalogue dictionaries they are described with (?tab=), which the
 * page hands in: the dictionaries' index, read by the catalogue's first screen, stays free of their manager. The page
 * also hands in the notices of other features shown above the programs (the school's sign-in security).
 */
export function ProgramListScreen({ dictionaries, notice }: { dictionaries: ReactNode; notice?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = search.get("tab") as TabKey | null;
  const active: TabKey = requested && TABS.includes(requested) ? requested : "programs";

  return (
    <>
      <PageHeading
        title={t("routes.programList")}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate("/course-add")}
            data-testid="program-add"
          >
            {t("programs.add")}
          </Button>
        }
      />
      {notice}
      <div className="surface">
        <Tabs
          activeKey={active}
          onChange={(key) => setSearch(key === "programs" ? {} : { tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            {
              key: "programs",
              label: <span data-testid="program-tab-programs">{t("programs.tabs.programs")}</span>,
              children: <ProgramsTable />,
            },
            {
              key: "dictionaries",
              label: <span data-testid="program-tab-dictionaries">{t("programs.tabs.dictionaries")}</span>,
              children: dictionaries,
            },
          ]}
        />
      </div>
    </>
  );
}
