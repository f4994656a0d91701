import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/error-text";
import { Button } from "../../../ui/lite/Button";
import { useCan, useSession } from "../../session";
import { useBuyCourse } from "../hooks/use-buy-course";
import { stillToBuy, useCourseAccess } from "../hooks/use-course-access.query";
import { rememberPurchaseIntent } from "../purchase-intent";
import "../checkout.css";

type Course = { id: number; title: string; cost: number; is_free: boolean };

type BuyButtonProps = {
  course: Course;
  /** Known already (the catalogue's purchases); the page leaves it out and asks the access check. */
  bought?: boolean;
  block?: boolean;
  autoFocus?: boolean;
};

/**
 * "Buy" on a paid program's card and page (issue 21). A guest is sent to registration and comes back to the
 * program's page to buy it; a student opens the order and goes to the checkout; staff buy nothing. On the card the
 * caller's purchases decide (`bought`); on the page the same access check as the lessons.
 */
export function BuyCourseButton(props: BuyButtonProps) {
  const { claims } = useSession();
  const paidProgram = !props.course.is_free && props.course.cost > 0;
  if (!paidProgram || props.bought) return null;
  // A visitor's button only leads to registration: no access check and no order, on every card the server draws.
  return claims ? <SignedInBuyButton {...props} /> : <VisitorBuyButton {...props} />;
}

function VisitorBuyButton({ course, block = false }: BuyButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      look="primary"
      className={block ? "lite-btn--block" : undefined}
      aria-label={t("catalogue.card.buyLabel", { title: course.title })}
      onClick={() => {
        rememberPurchaseIntent(course.id);
        navigate("/user-registrate");
      }}
      data-testid={`buy-course-${course.id}`}
    >
      {t("catalogue.card.buy")}
    </Button>
  );
}

function SignedInBuyButton({ course, bought, block = false, autoFocus = false }: BuyButtonProps) {
  const { t } = useTranslation();
  const canBuy = useCan("payment.buy");
  const access = useCourseAccess(course.id, canBuy && bought === undefined);
  const buy = useBuyCourse(course.id);
  if (!canBuy || stillToBuy(access.data) === false) return null;
  return (
    <div className="buy-course">
      <Button
        look="primary"
        className={block ? "lite-btn--block" : undefined}
        aria-label={t("catalogue.card.buyLabel", { title: course.title })}
        aria-busy={buy.isPending}
        disabled={buy.isPending || access.isLoading}
        // The student came back from registration to buy this program: the button is where they continue.
        autoFocus={autoFocus}
        onClick={() => buy.mutate()}
        data-testid={`buy-course-${course.id}`}
      >
        {buy.isPending ? t("catalogue.card.buying") : t("catalogue.card.buy")}
      </Button>
      {buy.isError && (
        <p className="buy-course__error" role="alert" data-testid={`buy-course-${course.id}-error`}>
          {errorText(buy.error, t)}
        </p>
      )}
    </div>
  );
}
