import { DeleteOutlined, EditOutlined, EyeOutlined, PictureOutlined } from "@ant-design/icons";
import type { CourseCard } from "@school/contracts";
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";

/** Poster thumbnail (or the program's colour), title linking to its page, and where it is taught. */
export function ProgramTitleCell({ course }: { course: CourseCard }) {
  return (
    <div className="program-row">
      {course.poster ? (
        <img className="program-row__poster" src={course.poster} alt="" loading="lazy" />
      ) : (
        <div className={`program-row__poster program-row__poster--empty course-card--${course.colour}`}>
          <PictureOutlined />
        </div>
      )}
      <div style={{ minWidth: 0 }}>
        <Link to={`/course/info/${course.id}`} data-testid={`program-title-${course.id}`}>
          {course.title}
        </Link>
        <Typography.Text type="secondary" className="program-row__sub" ellipsis>
          {[course.university?.name, course.city?.name, course.tag?.name].filter(Boolean).join(" · ")}
        </Typography.Text>
      </div>
    </div>
  );
}

/** Whether the catalogue shows the program, and whether it is marked unverified. */
export function ProgramVisibility({ course }: { course: CourseCard }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={course.show ? "success" : "default"} data-testid={`program-visible-${course.id}`}>
        {course.show ? t("programs.shown") : t("programs.hidden")}
      </Tag>
      {course.unverified && <Tag color="warning">{t("catalogue.card.unverified")}</Tag>}
    </Space>
  );
}

/** Open, edit, and delete after a confirmation. */
export function ProgramActions({
  course,
  deleting,
  onDelete,
}: {
  course: CourseCard;
  deleting: boolean;
  onDelete: (course: CourseCard) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space size={0}>
      <Tooltip title={t("programs.view")}>
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t("programs.view")}
          onClick={() => navigate(`/course/info/${course.id}`)}
          data-testid={`program-view-${course.id}`}
        />
      </Tooltip>
      <Tooltip title={t("programs.edit")}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t("programs.edit")}
          onClick={() => navigate(`/course-edit/${course.id}`)}
          data-testid={`program-edit-${course.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={t("programs.deleteConfirm")}
        description={t("programs.deleteWarning")}
        okText={t("common.delete")}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(course)}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t("common.delete")}
          loading={deleting}
          data-testid={`program-delete-${course.id}`}
        />
      </Popconfirm>
    </Space>
  );
}
