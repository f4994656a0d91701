import { InputNumber, type InputNumberProps } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** What rc-input-number's ref holds: the input, with the component's outer element beside it. */
type InputNumberHandle = { nativeElement?: HTMLElement } | null;

/**
 * Ant Design's InputNumber with its step buttons named in the reader's language. rc-input-number writes
 * "Increase Value" and "Decrease Value" on them and takes no prop for it, so the names are set on the buttons
 * themselves, each time the component draws them anew (they come and go with `disabled` and `readOnly`). React leaves
 * the attribute alone afterwards: it compares the constant it rendered, not the page. Every number field of the app
 * is this one (a test fails on a direct import of antd's).
 */
export function NumberField<T extends number | string = number | string>(props: InputNumberProps<T>) {
  const { t } = useTranslation();
  const increase = t("numberField.increase");
  const decrease = t("numberField.decrease");
  const nameStepButtons = useCallback(
    (handle: InputNumberHandle) => {
      const field = handle?.nativeElement;
      if (!field) return;
      const name = () => {
        for (const [action, label] of [
          ["up", increase],
          ["down", decrease],
        ] as const) {
          const button = field.querySelector(`[role="button"][class*="-action-${action}"]`);
          if (button && button.getAttribute("aria-label") !== label) button.setAttribute("aria-label", label);
        }
      };
      name();
      const redrawn = new MutationObserver(name);
      redrawn.observe(field, { childList: true, subtree: true });
      return () => redrawn.disconnect();
    },
    [increase, decrease],
  );
  return <InputNumber<T> {...props} ref={nameStepButtons} />;
}
