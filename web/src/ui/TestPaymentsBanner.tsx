import "./test-payments-banner.css";

/**
 * Says that a checkout or a thank-you page took a test payment, which moves no money (decision 0124): the platform
 * runs on the development provider. The page gives the words, in the reader's language.
 */
export function TestPaymentsBanner({ children }: { children: string }) {
  return (
    <p className="test-payments-banner" role="note" data-testid="test-payments-banner">
      {children}
    </p>
  );
}
