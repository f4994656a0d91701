import { Spinner } from "./lite/Spinner";

export function FullPageSpin() {
  return (
    <div className="full-page-spin" data-testid="page-loading">
      <Spinner />
    </div>
  );
}
