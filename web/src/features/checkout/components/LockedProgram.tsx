import { useTranslation } from "react-i18next";
import { formatMinorMoney } from "../../../ui/format";
import { Button } from "../../../ui/lite/Button";
import { ShopIcon } from "../../../ui/lite/icons/ShopIcon";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { useCourseInfoQuery } from "../../catalogue";
import { useUiLanguage } from "../../language";
import { ConsultationButton } from "../../marketing";
import { useSession } from "../../session";
import { useBuyCourse } from "../hooks/use-buy-course";
import { BuyCourseButton } from "./BuyCourseButton";
import "../checkout.css";
import "../../../ui/lite/controls.css";
import "../texts";

/**
 * What a student meets at a lesson of a program they have not bought (decision 0139): the program, its price in
 * the school's currency and Buy; Join for a free one; "ask the school" (a consultation request) for one that is not
 * sold or cannot be shown. In place of an error with a retry that could never succeed.
 */
export function LockedProgram({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { claims } = useSession();
  const info = useCourseInfoQuery(courseId);
  const join = useBuyCourse(courseId);
  if (info.isPending && info.fetchStatus !== "idle") {
    return (
      <div className="surface" aria-busy="true" data-testid="locked-program-loading">
        <Skeleton rows={4} />
      </div>
    );
  }
  // Null: the program is not found (hidden, or gone); undefined: it could not be read.
  const course = info.data ?? undefined;
  const currency = claims?.currency ?? "KZT";
  const sold = course !== undefined && !course.is_free && course.cost > 0;
  return (
    <section
      className="surface lite-result locked-program"
      aria-labelledby="locked-program-title"
      data-testid="locked-program"
    >
      <ShopIcon className="lite-result__icon locked-program__icon" />
      <h1 id="locked-program-title" className="lite-result__title" data-testid="locked-program-title">
        {course?.title ?? t("checkout.locked.unknownTitle")}
      </h1>
      {sold && (
        <>
          <p>{t("checkout.locked.text")}</p>
          <p className="locked-program__price">
            {t("checkout.locked.price")}{" "}
            <strong data-testid="locked-program-price">
              {formatMinorMoney({ minor: Math.round(course.cost * 100), currency, language })}
            </strong>
          </p>
          <BuyCourseButton course={course} bought={false} />
        </>
      )}
      {course?.is_free && (
        <>
          <p>{t("checkout.locked.freeText")}</p>
          <Button
            look="primary"
            aria-busy={join.isPending}
            disabled={join.isPending}
            onClick={() => join.mutate()}
            data-testid="locked-program-join"
          >
            {t("checkout.locked.join")}
          </Button>
        </>
      )}
      {!sold && !course?.is_free && (
        <>
          <p data-testid="locked-program-not-sold">{t("checkout.locked.notSold")}</p>
          <ConsultationButton courseId={courseId} label={t("checkout.locked.ask")} />
        </>
      )}
    </section>
  );
}
