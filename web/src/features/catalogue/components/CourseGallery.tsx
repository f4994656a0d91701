import type { CatalogCourseDetail } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { CloseIcon } from "../../../ui/lite/icons/CloseIcon";
import { LeftIcon } from "../../../ui/lite/icons/LeftIcon";
import { RightIcon } from "../../../ui/lite/icons/RightIcon";
import { closeOnBackdrop, useModalDialog } from "../../../ui/lite/use-modal-dialog";

type Media = CatalogCourseDetail["media"][number];

/**
 * The program's pictures as thumbnails; each opens the full image in a viewer over the page, which steps through the
 * others with its buttons or the arrow keys. The viewer is a modal <dialog> as the Drawer is: focus stays inside,
 * Escape or a press beside the picture shuts it and focus goes back to the thumbnail.
 */
export function CourseGallery({ media }: { media: readonly Media[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const count = media.length;
  return (
    <>
      <ul className="course-info__gallery">
        {media.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="course-info__thumb"
              aria-label={t("catalogue.info.galleryOpen", { number: index + 1, count })}
              onClick={() => setShown(index)}
            >
              <img src={item.thumb} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && <GalleryViewer media={media} index={shown} onStep={setShown} onClose={() => setShown(null)} />}
    </>
  );
}

function GalleryViewer({
  media,
  index,
  onStep,
  onClose,
}: {
  media: readonly Media[];
  index: number;
  onStep: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog(true);
  const count = media.length;
  const step = (by: number) => onStep((index + by + count) % count);
  const label = t("catalogue.info.galleryImage", { number: index + 1, count });

  return (
    <dialog
      ref={dialog}
      className="course-info__viewer"
      aria-label={label}
      data-testid="course-info-viewer"
      onClose={onClose}
      onClick={closeOnBackdrop(onClose)}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === "ArrowLeft") step(-1);
        if (event.key === "ArrowRight") step(1);
      }}
    >
      <img src={media[index]?.image} alt={label} />
      <div className="course-info__viewer-bar">
        {count > 1 && (
          <Button ghost icon={<LeftIcon />} aria-label={t("catalogue.info.galleryPrevious")} onClick={() => step(-1)} />
        )}
        <span aria-live="polite">{label}</span>
        {count > 1 && (
          <Button ghost icon={<RightIcon />} aria-label={t("catalogue.info.galleryNext")} onClick={() => step(1)} />
        )}
        <Button ghost icon={<CloseIcon />} aria-label={t("common.close")} onClick={onClose} autoFocus />
      </div>
    </dialog>
  );
}
