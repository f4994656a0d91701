import { DeleteOutlined, UploadOutlined, UserOutlined } from "@ant-design/icons";
import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB, type UserProfile } from "@school/contracts";
import { Alert, Avatar, Button, Popconfirm, Space, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { useDeleteAvatarMutation, useUploadAvatarMutation } from "../hooks/use-avatar.mutations";

const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

type Picked = { file: File; previewUrl: string };

/** Pick → preview → save. Size and type are checked here first so a 20 MB upload is not wasted. */
export function AvatarUpload({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const uploadAvatar = useUploadAvatarMutation();
  const deleteAvatar = useDeleteAvatarMutation();

  // Each preview holds the file in memory until its object URL is revoked.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.previewUrl) : undefined), [picked]);

  const pick = (file: File) => {
    uploadAvatar.reset();
    if (!AVATAR_TYPES.includes(file.type)) {
      setPickError(t("profile.avatar.wrongType"));
    } else if (file.size >= UPLOAD_LIMIT_BYTES) {
      setPickError(t("errors.fileTooLarge"));
    } else {
      setPickError(null);
      setPicked({ file, previewUrl: URL.createObjectURL(file) });
      return false;
    }
    toast.error(file.size >= UPLOAD_LIMIT_BYTES ? t("errors.fileTooLarge") : t("profile.avatar.wrongType"));
    return Upload.LIST_IGNORE;
  };

  const save = () => {
    if (!picked) return;
    uploadAvatar.mutate(
      { id: profile.id, file: picked.file },
      {
        onSuccess: () => {
          setPicked(null);
          toast.success(t("profile.avatar.saved"));
        },
      },
    );
  };

  const remove = () => deleteAvatar.mutate(profile.id, { onSuccess: () => toast.success(t("profile.avatar.deleted")) });

  return (
    <Space orientation="vertical" align="center" size={16} style={{ width: "100%" }} data-testid="avatar-upload">
      <Avatar
        size={112}
        src={picked?.previewUrl ?? profile.avatar ?? undefined}
        icon={<UserOutlined />}
        data-testid="avatar-preview"
      />
      {picked ? (
        <Space wrap style={{ justifyContent: "center" }}>
          <Button type="primary" onClick={save} loading={uploadAvatar.isPending} data-testid="avatar-save">
            {t("profile.avatar.save")}
          </Button>
          <Button onClick={() => setPicked(null)} disabled={uploadAvatar.isPending} data-testid="avatar-cancel">
            {t("common.cancel")}
          </Button>
        </Space>
      ) : (
        <Space wrap style={{ justifyContent: "center" }}>
          <Upload accept={AVATAR_TYPES.join(",")} showUploadList={false} maxCount={1} beforeUpload={pick}>
            <Button icon={<UploadOutlined />} data-testid="avatar-select">
              {t("profile.avatar.choose")}
            </Button>
          </Upload>
          {profile.avatar && (
            <Popconfirm
              title={t("profile.avatar.deleteConfirm")}
              okText={t("common.delete")}
              cancelText={t("common.cancel")}
              onConfirm={remove}
            >
              <Button danger icon={<DeleteOutlined />} loading={deleteAvatar.isPending} data-testid="avatar-delete">
                {t("common.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <Typography.Text type="secondary" style={{ textAlign: "center", fontSize: 12 }}>
        {t("profile.avatar.hint", { mb: UPLOAD_LIMIT_MB })}
      </Typography.Text>
      {pickError && <Alert type="error" showIcon title={pickError} data-testid="avatar-error" />}
      <FormError error={uploadAvatar.error ?? deleteAvatar.error} />
    </Space>
  );
}
