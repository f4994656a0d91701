import { PlusOutlined } from "@ant-design/icons";
import { type CourseMediaItem, MEDIA_PER_PROGRAM, UPLOAD_LIMIT_MB } from "@school/contracts";
import { Alert, Image, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { toast } from "../../../ui/toast";
import { POSTER_TYPES, posterProblem } from "./PosterField";
import { useCourseMediaMutations } from "./use-media";

/**
 * The gallery of a saved program: thumbnails with a delete button, and an add button taking several images at once
 * (uploaded one after the other, each checked here for size and type first). A program not saved yet has no id.
 */
export function MediaSection({ courseId, media }: { courseId: number | null; media: readonly CourseMediaItem[] }) {
  const { t } = useTranslation();
  if (courseId === null) {
    return <Alert type="info" showIcon title={t("courseForm.media.afterSave")} data-testid="course-media-after-save" />;
  }
  return <SavedMedia courseId={courseId} media={media} />;
}

function SavedMedia({ courseId, media }: { courseId: number; media: readonly CourseMediaItem[] }) {
  const { t } = useTranslation();
  const { add, keep } = useCourseMediaMutations(courseId);
  const input = useRef<HTMLInputElement>(null);
  const room = MEDIA_PER_PROGRAM - media.length;

  const upload = async (files: File[]) => {
    if (input.current) input.current.value = "";
    if (files.length > room) toast.warning(t("courseForm.media.limit", { count: MEDIA_PER_PROGRAM }));
    for (const file of files.slice(0, room)) {
      const problem = posterProblem(file);
      if (problem === "tooLarge") toast.error(t("errors.fileTooLarge"));
      else if (problem === "wrongType") toast.error(t("courseForm.poster.wrongType"));
      else await add.mutateAsync(file).catch(() => undefined);
    }
  };

  return (
    <div data-testid="course-media">
      <div className="media-grid">
        <Image.PreviewGroup>
          {media.map((item, index) => (
            <div className="media-grid__item" key={item.id} data-testid={`course-media-${item.id}`}>
              <Image
                src={item.thumb}
                preview={{ src: item.image }}
                // Ant Design names the preview button by the picture's alt: an empty one leaves it nameless.
                alt={t("catalogue.info.galleryOpen", { number: index + 1, count: media.length })}
              />
              <ConfirmDeleteButton
                type="default"
                className="media-grid__delete"
                question={t("courseForm.media.confirmDelete")}
                onConfirm={() =>
                  keep.mutateAsync(media.filter((other) => other.id !== item.id).map((other) => other.id))
                }
                testId={`course-media-delete-${item.id}`}
              />
            </div>
          ))}
        </Image.PreviewGroup>
        {room > 0 && (
          <button
            type="button"
            className="media-grid__add"
            onClick={() => input.current?.click()}
            disabled={add.isPending}
            data-testid="course-media-add"
          >
            <PlusOutlined />
            <span>{t("courseForm.media.add")}</span>
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={POSTER_TYPES.join(",")}
        multiple
        // As for the poster: form styles would show the input; the add tile opens it.
        style={{ display: "none" }}
        onChange={(event) => void upload([...(event.target.files ?? [])])}
        data-testid="course-media-input"
      />
      <Typography.Text type="secondary" style={{ display: "block", marginTop: 8 }}>
        {t("courseForm.media.hint", { mb: UPLOAD_LIMIT_MB, count: MEDIA_PER_PROGRAM })}
      </Typography.Text>
    </div>
  );
}
